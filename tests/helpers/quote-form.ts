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

export interface PhotoUpload {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * Sends the quote form of `page` as a browser without JavaScript does: the page read first (its
 * spam trap and its form's own action), then the fields posted as multipart with the chosen photos
 * (the file input's empty part when none). Resolves to the answer: 302 once the request is stored.
 */
export async function sendQuoteForm(
  server: { url: string },
  fields: Record<string, string> | Array<[string, string]>,
  {
    page = "/contact",
    photos = [],
    headers = {},
  }: { page?: string; photos?: PhotoUpload[]; headers?: Record<string, string> } = {},
) {
  const html = await (await fetch(`${server.url}${page}`, { headers })).text();
  const stamp = spamTrapStamp(html);
  const action = /<form[^>]*action="([^"]*#quote-form)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  if (!stamp || !action) throw new Error(`${page} has no quote form`);
  const form = new FormData();
  form.set("name__confirm", "");
  form.set("from__confirm", stamp);
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) form.append(name, value);
  if (photos.length === 0) form.append("photos", new Blob([], { type: "application/octet-stream" }), "");
  for (const photo of photos) {
    form.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  }
  return fetch(new URL(action, server.url), { method: "POST", body: form, redirect: "manual", headers });
}

/** The page a sent form leads back to (the thank-you), as the browser shows it: with the answer's cookies. */
export async function pageAfter(server: { url: string }, sent: Response) {
  const cookie = sent.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const location = new URL(sent.headers.get("Location")!, server.url);
  return (await fetch(location, { headers: { Cookie: cookie } })).text();
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
