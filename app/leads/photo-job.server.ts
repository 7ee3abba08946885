import { db } from "~/platform/db.server";
import { kickJob, startJob } from "~/platform/jobs.server";

import type { PhotoType } from "../../db/schema";
import { queueStaffNotification } from "./lead-notifications.server";
import { photosToNormalize } from "./lead-photos.server";
import { normalizePhoto, normalizeRefusals } from "./photo-normalize.server";

const PHOTO_JOB = "Photos";
/** A photo that ended the process this many times while it was decoded is given up on, not tried at every start. */
const MAX_ATTEMPTS = 3;

/**
 * Normalizes the photos stored as sent (decision 050), after the visitor has been answered: each
 * photo's bytes are replaced by the clean ones in a transaction that, for the last photo of a
 * lead, also queues the staff emails that attach them. A restart in the middle does the photo
 * again; its bytes as sent are in the database until then.
 */
export function startPhotoNormalizing() {
  startJob({ name: PHOTO_JOB, run: normalizeWaitingPhotos, everyMs: 60_000 });
}

/** A lead with photos was stored: its photos are normalized now. */
export function kickPhotoNormalizing() {
  kickJob(PHOTO_JOB);
}

async function normalizeWaitingPhotos() {
  for (;;) {
    // One at a time: the other core is the visitors' (decision 050).
    const waiting = await db
      .selectFrom("leadPhotos")
      .select(["id", "leadId", "contentType", "normalizeAttempts"])
      .where("normalized", "=", 0)
      .orderBy("id")
      .executeTakeFirst();
    if (!waiting) return;
    await normalizeStoredPhoto(waiting);
  }
}

async function normalizeStoredPhoto(photo: {
  id: number;
  leadId: number;
  contentType: PhotoType;
  normalizeAttempts: number;
}) {
  const attempts = photo.normalizeAttempts + 1;
  await db.updateTable("leadPhotos").set({ normalizeAttempts: attempts }).where("id", "=", photo.id).execute();
  const result =
    attempts > MAX_ATTEMPTS
      ? { refused: normalizeRefusals.unreadable }
      : await normalizePhoto(await bytesOf(photo.id), photo.contentType);
  await db.transaction().execute(async (trx) => {
    if ("photo" in result) {
      const { contentType, data, thumbnail } = result.photo;
      await trx
        .updateTable("leadPhotos")
        .set({ contentType, data, thumbnail, size: data.length, normalized: 1 })
        .where("id", "=", photo.id)
        .execute();
    } else {
      // Its header passed on arrival, its pixels did not (a truncated file): the lead keeps the others.
      console.warn(`Photo ${photo.id} of lead ${photo.leadId} is not stored: ${result.refused}.`);
      await trx.deleteFrom("leadPhotos").where("id", "=", photo.id).execute();
      await trx
        .updateTable("leads")
        .set((eb) => ({ photosNotStored: eb("photosNotStored", "+", 1) }))
        .where("id", "=", photo.leadId)
        .execute();
    }
    if (!(await photosToNormalize(trx, photo.leadId))) await queueStaffNotification(trx, photo.leadId, new Date());
  });
}

async function bytesOf(photoId: number) {
  const { data } = await db.selectFrom("leadPhotos").select("data").where("id", "=", photoId).executeTakeFirstOrThrow();
  return data;
}
