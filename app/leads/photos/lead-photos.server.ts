import { type Kysely, sql } from "kysely";

import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { readStoredPhoto, storePhotoFile } from "~/platform/photo-store.server";

import type { Database, PhotoType } from "../../../db/schema";
import { thumbnailOfStored } from "./photo-normalize.server";

/** Where staff open a lead's photo (or its thumbnail); served only to signed-in staff. */
export const photoPath = (leadId: number, photoId: number, size: "full" | "thumbnail" = "full") =>
  `/admin/leads/${leadId}/photos/${photoId}${size === "thumbnail" ? "?size=thumbnail" : ""}`;

/** Leads' photos without their bytes, oldest first, each with the URL staff open it at. */
export async function photosByLead(leadIds: number[]) {
  const byLead = new Map(leadIds.map((id) => [id, [] as LeadPhotoSummary[]]));
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom("leadPhotos")
    .select(["id", "leadId", "contentType", "size", "fileName", "originalName", "normalized"])
    .where("leadId", "in", leadIds)
    .orderBy("id")
    .execute();
  for (const { leadId, normalized, ...photo } of rows) {
    byLead.get(leadId)?.push({
      ...photo,
      processing: !normalized,
      url: photoPath(leadId, photo.id),
      thumbnailUrl: photoPath(leadId, photo.id, "thumbnail"),
    });
  }
  return byLead;
}

export interface LeadPhotoSummary {
  id: number;
  contentType: PhotoType;
  size: number;
  fileName: string;
  originalName: string | null;
  /** Still as the visitor sent it (location data and all): not shown until the job has normalized it. */
  processing: boolean;
  url: string;
  thumbnailUrl: string;
}

export async function listLeadPhotos(leadId: number) {
  return (await photosByLead([leadId])).get(leadId)!;
}

/** A lead's photos as the API shows them (SPEC §7 leads, issue #24): those normalized already. */
export async function withApiPhotos<Row extends { id: number }>(leads: Row[]) {
  const photos = await photosByLead(leads.map((lead) => lead.id));
  return leads.map((lead) => ({
    ...lead,
    photos: photos
      .get(lead.id)!
      .filter((photo) => !photo.processing)
      .map(({ id, url, contentType, size }) => ({ id, url, contentType, size })),
  }));
}

/**
 * A clean photo's bytes: from its file in the photo store (decision 078), or from the database for
 * one stored before and not moved yet. Undefined when its file is gone.
 */
async function photoBytes(photo: { file: string | null; data: Buffer | null }) {
  if (!photo.file) return photo.data ?? undefined;
  return readStoredPhoto(getEnv().DATA_DIR, photo.file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
}

/** This lead's photo, once normalized (a photo still being made ready, or another lead's, is none). */
const leadPhotoQuery = (leadId: number, photoId: number) =>
  db.selectFrom("leadPhotos").where("id", "=", photoId).where("leadId", "=", leadId).where("normalized", "=", 1);

/** A photo with its bytes, when it belongs to that lead and is normalized. */
export async function getLeadPhoto(leadId: number, photoId: number) {
  const photo = await leadPhotoQuery(leadId, photoId)
    .select(["contentType", "fileName", "file", "data", "createdAt"])
    .executeTakeFirst();
  const data = photo && (await photoBytes(photo));
  return data && { contentType: photo.contentType, fileName: photo.fileName, data, createdAt: photo.createdAt };
}

/**
 * A photo's thumbnail (a small JPEG), when it belongs to that lead. A photo stored before
 * thumbnails were gets one made now and kept; undefined when it cannot be made.
 */
export async function getLeadPhotoThumbnail(leadId: number, photoId: number) {
  const photo = await leadPhotoQuery(leadId, photoId)
    .select(["thumbnail", "thumbnailFile", "contentType", "file", "data"])
    .executeTakeFirst();
  if (!photo) return undefined;
  const kept = await photoBytes({ file: photo.thumbnailFile, data: photo.thumbnail });
  if (kept) return kept;
  const data = await photoBytes(photo);
  const thumbnail = data ? await thumbnailOfStored(data, photo.contentType) : undefined;
  if (thumbnail) {
    const thumbnailFile = await storePhotoFile(getEnv().DATA_DIR, thumbnail);
    await db.updateTable("leadPhotos").set({ thumbnailFile, thumbnail: null }).where("id", "=", photoId).execute();
  }
  return thumbnail;
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

/** A photo as the outbox worker attaches it to the staff email: never one still as sent. */
export async function photoAttachment(photoId: number) {
  const photo = await db
    .selectFrom("leadPhotos")
    .select(["contentType", "fileName", "file", "data"])
    .where("id", "=", photoId)
    .where("normalized", "=", 1)
    .executeTakeFirst();
  const content = photo && (await photoBytes(photo));
  return content && { filename: photo.fileName, content, contentType: photo.contentType };
}

/** A clean photo is at most about this large (2,560 px, quality 82): what one waiting photo is counted at. */
const CLEAN_PHOTO_ESTIMATE_BYTES = 1.5 * 1024 * 1024;

/**
 * Where photos stand, asked in the lead's transaction (two leads can't both take the last room):
 * whether these fit in the photo storage (PHOTO_STORAGE_MB counts clean photos, and each photo
 * waiting at its clean size at most), and whether their files as sent fit beside the others
 * waiting to be cleaned (PHOTO_SPOOL_MB, decision 074).
 */
export async function photoRoom(
  trx: Kysely<Database>,
  photos: Array<{ size: number }>,
  limits: { storageBytes: number; spoolBytes: number },
) {
  const { clean, waiting, waitingCount } = await trx
    .selectFrom("leadPhotos")
    .select([
      sql<number>`coalesce(sum(case when normalized = 1 then size end), 0)`.as("clean"),
      sql<number>`coalesce(sum(case when normalized = 0 then size end), 0)`.as("waiting"),
      sql<number>`count(case when normalized = 0 then 1 end)`.as("waitingCount"),
    ])
    .executeTakeFirstOrThrow();
  const sent = photos.reduce((total, photo) => total + photo.size, 0);
  const cleanEstimate = (waitingCount + photos.length) * CLEAN_PHOTO_ESTIMATE_BYTES;
  return {
    fitsStorage: clean + Math.min(cleanEstimate, waiting + sent) <= limits.storageBytes,
    fitsSpool: waiting + sent <= limits.spoolBytes,
  };
}

/** Bytes of the photos as sent that wait to be cleaned (PHOTO_SPOOL_MB counts them). */
export async function photoBytesWaiting() {
  const { waiting } = await db
    .selectFrom("leadPhotos")
    .select(sql<number>`coalesce(sum(size), 0)`.as("waiting"))
    .where("normalized", "=", 0)
    .executeTakeFirstOrThrow();
  return waiting;
}

/** Whether a lead has photos still as sent, waiting for the job that normalizes them. */
export async function photosToNormalize(trx: Kysely<Database>, leadId: number) {
  const waiting = await trx
    .selectFrom("leadPhotos")
    .select("id")
    .where("leadId", "=", leadId)
    .where("normalized", "=", 0)
    .executeTakeFirst();
  return Boolean(waiting);
}
