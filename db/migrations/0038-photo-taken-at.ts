import type { Kysely } from "kysely";

/**
 * When a lead's photo was taken, as the camera wrote it (EXIF DateTimeOriginal, read from the
 * photo as sent, before its metadata is stripped): the camera's wall-clock time
 * "YYYY-MM-DDTHH:MM:SS", with no zone (EXIF has none unless the phone adds an offset). Null
 * when the photo carried none; the insurance packet then prints when it reached us.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("lead_photos").addColumn("taken_at", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("lead_photos").dropColumn("taken_at").execute();
}
