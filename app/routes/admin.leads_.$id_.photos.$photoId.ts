import type { LoaderFunctionArgs } from "@remix-run/node";
import contentDisposition from "content-disposition";
import { z } from "zod";

import { getLeadPhoto } from "~/leads/lead-photos.server";
import { requireStaff } from "~/staff/auth.server";

const id = z.coerce.number().int().positive();
const photoParams = z.object({ id, photoId: id });

/**
 * A lead's photo, for signed-in staff only: the type recorded from its bytes,
 * never sniffed (the server sends nosniff on every answer), and sandboxed, so
 * a picture can't act as a page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, { api: /application\/json/.test(request.headers.get("Accept") ?? "") });
  const ids = photoParams.safeParse(params);
  const photo = ids.success ? await getLeadPhoto(ids.data.id, ids.data.photoId) : undefined;
  if (!photo) throw new Response("Photo not found", { status: 404 });
  return new Response(new Uint8Array(photo.data), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.data.length),
      "Content-Disposition": contentDisposition(photo.fileName, { type: "inline" }),
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, max-age=3600",
      "X-Robots-Tag": "noindex",
    },
  });
}
