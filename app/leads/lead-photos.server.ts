import { db } from "~/platform/db.server";

/** Where staff open a lead's photo; served only to signed-in staff. */
export const photoPath = (leadId: number, photoId: number) => `/admin/leads/${leadId}/photos/${photoId}`;

/** A lead's photos without their bytes, oldest first, each with the URL staff open it at. */
export async function listLeadPhotos(leadId: number) {
  const rows = await db
    .selectFrom("leadPhotos")
    .select(["id", "contentType", "size", "fileName"])
    .where("leadId", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((photo) => ({ ...photo, url: photoPath(leadId, photo.id) }));
}

export type LeadPhotoSummary = Awaited<ReturnType<typeof listLeadPhotos>>[number];

/** A photo with its bytes, when it belongs to that lead. */
export function getLeadPhoto(leadId: number, photoId: number) {
  return db
    .selectFrom("leadPhotos")
    .select(["contentType", "fileName", "data"])
    .where("id", "=", photoId)
    .where("leadId", "=", leadId)
    .executeTakeFirst();
}

/** How many photos each of these leads has (none are left out of the map). */
export async function countLeadPhotos(leadIds: number[]) {
  const counts = new Map(leadIds.map((id) => [id, 0]));
  if (leadIds.length === 0) return counts;
  const rows = await db
    .selectFrom("leadPhotos")
    .select((eb) => ["leadId", eb.fn.countAll<number>().as("count")])
    .where("leadId", "in", leadIds)
    .groupBy("leadId")
    .execute();
  for (const row of rows) counts.set(row.leadId, Number(row.count));
  return counts;
}

/** A photo as the outbox worker attaches it to the staff email. */
export async function photoAttachment(photoId: number) {
  const photo = await db
    .selectFrom("leadPhotos")
    .select(["contentType", "fileName", "data"])
    .where("id", "=", photoId)
    .executeTakeFirst();
  return photo && { filename: photo.fileName, content: photo.data, contentType: photo.contentType };
}
