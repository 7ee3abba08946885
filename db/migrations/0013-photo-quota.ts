import type { Kysely } from "kysely";

/**
 * The photo storage quota (PHOTO_STORAGE_MB, issue #24): a lead that arrives
 * when its photos would pass it is stored without them, and says how many it
 * came with so staff see why. The size index answers "how much is stored"
 * without reading a photo's row.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("leads")
    .addColumn("photos_not_stored", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("lead_photos_size").on("lead_photos").column("size").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("lead_photos_size").execute();
  await db.schema.alterTable("leads").dropColumn("photos_not_stored").execute();
}
