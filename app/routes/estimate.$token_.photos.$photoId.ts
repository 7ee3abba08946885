import type { LoaderFunctionArgs } from "@remix-run/node";

import { versionOfToken } from "~/estimates/estimate-answers.server";
import { visitorPageHeaders } from "~/leads/messages/visitor-link.server";
import { getLeadPhoto, getLeadPhotoThumbnail } from "~/leads/photos/lead-photos.server";

const notFound = () => new Response("Photo not found", { status: 404 });

/**
 * A photo shown with a line of the estimate (`?size=thumbnail`: its small JPEG), from the
 * customer's link: only the photos that version's lines name, never another of the lead's.
 * Sandboxed, so a picture can't act as a page, and never stored on the way.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lines, lead } = await versionOfToken(params.token);
  const photoId = Number(params.photoId);
  if (!lines.some((line) => line.photoIds.includes(photoId))) throw notFound();
  const thumbnail = new URL(request.url).searchParams.get("size") === "thumbnail";
  const photo = thumbnail
    ? await getLeadPhotoThumbnail(lead.id, photoId).then((data) => data && { data, contentType: "image/jpeg" })
    : await getLeadPhoto(lead.id, photoId);
  if (!photo) throw notFound();
  return new Response(new Uint8Array(photo.data), {
    headers: {
      ...visitorPageHeaders,
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.data.length),
      "Content-Security-Policy": "sandbox",
    },
  });
}
