import jpeg from "jpeg-js";

import { spamTrapStamp } from "./spam-trap";

const MB = 1024 * 1024;

export interface QuoteVisitor {
  name: string;
  phone: string;
  email?: string;
  address?: string;
  service?: string;
  message?: string;
}

/**
 * The quote form as a browser sends it from `pageHtml`: the spam trap's fields read back from the
 * page, the visitor's fields, and the file input's part, always there (empty when no photo is chosen).
 */
export function quoteForm(pageHtml: string, visitor: QuoteVisitor, photos: Buffer[] = []) {
  const stamp = spamTrapStamp(pageHtml);
  if (!stamp) throw new Error("The page has no quote form");
  const form = new FormData();
  form.set("name__confirm", "");
  form.set("from__confirm", stamp);
  form.set("service", "tree-removal");
  for (const [field, value] of Object.entries(visitor)) {
    if (value !== undefined) form.set(field, value);
  }
  if (photos.length === 0) form.append("photos", new Blob([], { type: "image/jpeg" }), "");
  for (const [i, photo] of photos.entries()) {
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `IMG_${4120 + i}.JPG`);
  }
  return form;
}

/** A form's multipart body and its Content-Type, for requests sent byte by byte. */
export async function multipartBody(form: FormData) {
  const encoded = new Response(form);
  return { type: encoded.headers.get("Content-Type")!, bytes: Buffer.from(await encoded.arrayBuffer()) };
}

/** A real JPEG padded to `megabytes`: the size of a phone photo, whatever its pixels. */
export function paddedJpeg(megabytes: number) {
  const encoded = jpeg.encode({ width: 64, height: 48, data: Buffer.alloc(64 * 48 * 4, 150) }, 80).data;
  return Buffer.concat([encoded, Buffer.alloc(Math.round(megabytes * MB))]);
}
