import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("seo_pages")
    .addColumn("page_path", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("keywords", "text")
    .addColumn("og_image", "text")
    .addColumn("canonical_url", "text")
    .addColumn("structured_data", "text")
    .addColumn("h1_text", "text")
    .addColumn("image_alt_texts", "text")
    .addColumn("updated_at", "text", (col) => col.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("seo_pages").execute();
}
