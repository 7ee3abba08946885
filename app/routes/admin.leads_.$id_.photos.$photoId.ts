import type { LoaderFunctionArgs } from "@remix-run/node";
import contentDisposition from "content-disposition";
import { z } from "zod";

import { getLeadPhoto, getLeadPhotoThumbnail } from "~/leads/photos/lead-photos.server";
import { requireStaff } from "~/staff/auth.server";

const id = z.coerce.number().int().positive();
const photoParams = z.object({ id, photoId: id });

/**
 * A lead's photo (`?size=thumbnail`: its small JPEG), for signed-in staff only: the type recorded
 * from its bytes, never sniffed (the server sends nosniff on every answer), sandboxed, so a
 * picture can't act as a page, and never stored by the browser, so it does not stay on a shared
 * office computer after sign-out.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, { api: /application\/json/.test(request.headers.get("Accept") ?? "") });
  const ids = photoParams.safeParse(params);
  if (!ids.success) throw notFound();
  const { id: leadId, photoId } = ids.data;
  if (new URL(request.url).searchParams.get("size") === "thumbnail") {
    const thumbnail = await getLeadPhotoThumbnail(leadId, photoId);
    if (!thumbnail) throw notFound();
    return photoResponse(thumbnail, "image/jpeg", `thumbnail-${photoId}.jpg`);
  }
  const photo = await getLeadPhoto(leadId, photoId);
  if (!photo) throw notFound();
  return photoResponse(photo.data, photo.contentType, photo.fileName);
}

const notFound = () => new Response("Photo not found", { status: 404 });

function photoResponse(data: Buffer, contentType: string, fileName: string) {
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(data.length),
      "Content-Disposition": contentDisposition(fileName, { type: "inline" }),
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
