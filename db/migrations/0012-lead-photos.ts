import { type Kysely, sql } from "kysely";

/**
 * Photos sent with a quote request, kept in the database beside their lead
 * (decision 030): stored in the lead's transaction, carried by every backup
 * and restore, and removed with the lead.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("lead_photos")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    // Read from the bytes when the photo arrived, never from its name or declared type.
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("data", "blob", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await db.schema.createIndex("lead_photos_lead_id").on("lead_photos").column("lead_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("lead_photos").execute();
}
