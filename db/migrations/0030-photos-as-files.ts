import type { Kysely } from "kysely";

/**
 * A clean photo and its thumbnail are files in the data folder's photos/, named by the SHA-256 of
 * their bytes, and the record names them (`file`, `thumbnail_file`); `data` and `thumbnail` stay
 * only for photos stored before, moved out by the photo job (decision 078). A file never changes,
 * so backups and off-site copies carry each one once.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("lead_photos").addColumn("file", "text").execute();
  await db.schema.alterTable("lead_photos").addColumn("thumbnail_file", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("lead_photos").dropColumn("thumbnail_file").execute();
  await db.schema.alterTable("lead_photos").dropColumn("file").execute();
}
