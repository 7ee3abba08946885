import fs from "node:fs";

import type { OwnCommandLine } from "~/platform/backups/backup-process.server";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { errorText } from "~/platform/error-text";
import { kickJob, startJob } from "~/platform/jobs.server";
import { loadSharp } from "~/platform/sharp.server";

import type { PhotoType } from "../../../db/schema";
import { scheduleOfficeNotification } from "../messages/lead-notifications.server";
import { photosToNormalize } from "../photos/lead-photos.server";
import { cleanPhoto, type CleanResult } from "../photos/photo-cleaner.server";
import { removeLeftOverWaiting, waitingPath, writeWaiting } from "../photos/photo-files.server";
import { normalizeRefusals } from "../photos/photo-normalize.server";
import { moveStoredPhotosToFiles, sweepPhotoStore } from "../photos/photo-store-upkeep.server";

const PHOTO_JOB = "Photos";
/** A photo that ended the cleaner this many times while it was decoded is given up on, not tried at every start. */
const MAX_ATTEMPTS = 3;
const MB = 1024 * 1024;

/**
 * Cleans the photos waiting as sent (decisions 050, 074), after the visitor has been answered: the
 * cleaner process decodes and encodes each one, and one transaction stores the clean photo in its
 * record and, for the last photo of a lead, queues the staff emails that attach it. A restart in
 * the middle cleans the photo again; its file as sent is kept until then.
 */
export function startPhotoNormalizing(ownCommandLine: OwnCommandLine) {
  startJob({ name: PHOTO_JOB, run: (stopping) => normalizeWaitingPhotos(ownCommandLine, stopping), everyMs: 60_000 });
}

/**
 * A site that has received photos loads the image library before it takes requests. Loading it
 * blocks the event loop for 0.2-0.4 s (0.4-0.7 s in all, RSS +21-26 MB, on one core at a load
 * average of 6): on first use, that was during the first photo quote of a storm, with every page,
 * quote and /healthz waiting (decision 100). A new site loads it with its first photo, so a server
 * that never receives one (and the tests' fresh databases) never pays for it.
 */
export async function loadPhotoLibraryForStoredPhotos() {
  const photo = await db.selectFrom("leadPhotos").select("id").limit(1).executeTakeFirst();
  if (!photo) return;
  // A library that does not load fails what needs it, as it did on first use, never the start.
  await loadSharp().catch((error: unknown) => console.error(`The image library did not load: ${errorText(error)}`));
}

/** A lead with photos was stored: its photos are cleaned now. */
export function kickPhotoNormalizing() {
  kickJob(PHOTO_JOB);
}

type WaitingPhoto = {
  id: number;
  leadId: number;
  contentType: PhotoType;
  normalizeAttempts: number;
  originalFile: string | null;
};

/** Photo after photo until none waits; a stop ends it at once (the photo it was on and the rest are cleaned after the restart). */
async function normalizeWaitingPhotos(ownCommandLine: OwnCommandLine, stopping: AbortSignal) {
  for (;;) {
    if (stopping.aborted) return;
    // One at a time, in one cleaner process: the visitors keep the rest of the machine.
    const waiting = await db
      .selectFrom("leadPhotos")
      .select(["id", "leadId", "contentType", "normalizeAttempts", "originalFile"])
      .where("normalized", "=", 0)
      .orderBy("id")
      .executeTakeFirst();
    if (!waiting) break;
    try {
      await normalizeStoredPhoto(waiting, ownCommandLine, stopping);
    } catch (error) {
      if (!stopping.aborted) throw error;
      // Ended by the stop, not by the photo: the attempt does not count against it.
      await db
        .updateTable("leadPhotos")
        .set({ normalizeAttempts: waiting.normalizeAttempts })
        .where("id", "=", waiting.id)
        .execute();
      return;
    }
  }
  const referenced = await db.selectFrom("leadPhotos").select("originalFile").where("normalized", "=", 0).execute();
  await removeLeftOverWaiting(new Set(referenced.map((row) => row.originalFile ?? "")));
  await moveStoredPhotosToFiles();
  await sweepPhotoStore();
}

async function normalizeStoredPhoto(photo: WaitingPhoto, ownCommandLine: OwnCommandLine, stopping: AbortSignal) {
  const attempts = photo.normalizeAttempts + 1;
  await db.updateTable("leadPhotos").set({ normalizeAttempts: attempts }).where("id", "=", photo.id).execute();
  const original = await originalFileOf(photo);
  const input = original && waitingPath(original);
  const result: CleanResult =
    attempts > MAX_ATTEMPTS || !input || !fs.existsSync(input)
      ? { refused: normalizeRefusals.unreadable }
      : await cleanPhoto(ownCommandLine, { input, type: photo.contentType, dataDir: getEnv().DATA_DIR }, { stopping });
  const storageBytes = getEnv().PHOTO_STORAGE_MB * MB;
  await db.transaction().execute(async (trx) => {
    // The quota counts clean photos: this one is kept while there is room for it as it is now.
    const room = "photo" in result && (await cleanPhotosBytes(trx)) + result.photo.size <= storageBytes;
    if ("photo" in result && room) {
      // The record names the files the cleaner wrote (decision 078); a photo not kept leaves them to the sweep.
      const { contentType, file, thumbnailFile, size } = result.photo;
      await trx
        .updateTable("leadPhotos")
        .set({ contentType, file, thumbnailFile, size, data: null, thumbnail: null, normalized: 1, originalFile: null })
        .where("id", "=", photo.id)
        .execute();
    } else {
      // Its header passed on arrival, its pixels did not (a truncated file), or no room is left for it clean.
      const why = "refused" in result ? result.refused : "the photo storage is full (PHOTO_STORAGE_MB)";
      console.warn(`Photo ${photo.id} of lead ${photo.leadId} is not stored: ${why}.`);
      await trx.deleteFrom("leadPhotos").where("id", "=", photo.id).execute();
      await trx
        .updateTable("leads")
        .set((eb) => ({ photosNotStored: eb("photosNotStored", "+", 1) }))
        .where("id", "=", photo.leadId)
        .execute();
    }
    if (!(await photosToNormalize(trx, photo.leadId))) await scheduleOfficeNotification(trx, photo.leadId, new Date());
  });
  if (input) await fs.promises.rm(input, { force: true });
}

async function cleanPhotosBytes(trx: Parameters<Parameters<ReturnType<typeof db.transaction>["execute"]>[0]>[0]) {
  const { bytes } = await trx
    .selectFrom("leadPhotos")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("bytes"))
    .where("normalized", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(bytes);
}

/** The waiting file of a photo; one stored as sent in the database (before decision 074) is written out first. */
async function originalFileOf(photo: WaitingPhoto) {
  if (photo.originalFile) return photo.originalFile;
  const row = await db.selectFrom("leadPhotos").select("data").where("id", "=", photo.id).executeTakeFirst();
  if (!row?.data) return undefined;
  const name = await writeWaiting(row.data);
  await db.updateTable("leadPhotos").set({ originalFile: name, data: null }).where("id", "=", photo.id).execute();
  return name;
}
