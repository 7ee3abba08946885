import { type Kysely, sql } from "kysely";

/**
 * Photos are normalized on arrival (decision 040): each gets a thumbnail of its own, and is named
 * for download and email by its place and type (photo-1.jpg); the device's name is kept as display
 * text only. Photos stored before keep their bytes; their thumbnail is made on first view.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("lead_photos").addColumn("thumbnail", "blob").execute();
  await db.schema.alterTable("lead_photos").addColumn("original_name", "text").execute();
  await sql`
    update lead_photos set
      original_name = file_name,
      file_name = 'photo-' ||
        (select count(*) from lead_photos earlier where earlier.lead_id = lead_photos.lead_id and earlier.id <= lead_photos.id) ||
        case content_type when 'image/jpeg' then '.jpg' when 'image/png' then '.png' when 'image/webp' then '.webp' else '.heic' end
  `.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`update lead_photos set file_name = coalesce(original_name, file_name)`.execute(db);
  await db.schema.alterTable("lead_photos").dropColumn("original_name").execute();
  await db.schema.alterTable("lead_photos").dropColumn("thumbnail").execute();
}
