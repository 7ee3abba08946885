import { loadSharp } from "~/platform/sharp.server";

import { getLeadPhoto } from "./lead-photos.server";

/** Longest side of a photo printed in a PDF: sharp on a printed page, a fraction of the stored photo's bytes. */
const PRINT_EDGE = 1600;

/**
 * A lead's photos, ready for a PDF: JPEG (what pdf-lib embeds besides PNG; WebP and PNG
 * become JPEG), at most 1600 pixels on a side, with when each reached us. Photos not
 * normalized yet, or deleted, are left out.
 */
export async function photosForPrint(leadId: number, photoIds: readonly number[]) {
  const sharp = await loadSharp();
  const printed = [];
  for (const id of photoIds) {
    const photo = await getLeadPhoto(leadId, id);
    if (!photo) continue;
    const { data, info } = await sharp(photo.data)
      .resize({ width: PRINT_EDGE, height: PRINT_EDGE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    printed.push({ id, jpeg: data, width: info.width, height: info.height, receivedAt: photo.createdAt });
  }
  return printed;
}
