import { type Kysely, sql } from "kysely";

/**
 * A photo is stored as the visitor sent it and normalized by a job after the visitor has been
 * answered (decision 050): `normalized` is 0 until then, and nobody is shown or sent its bytes.
 * `normalize_attempts` counts the job's tries, so a photo that ends the process while it is
 * decoded is given up on instead of trying again at every start. Photos stored before keep 1.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("lead_photos")
    .addColumn("normalized", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("lead_photos")
    .addColumn("normalize_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("lead_photos_waiting")
    .on("lead_photos")
    .column("lead_id")
    .where(sql.ref("normalized"), "=", 0)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("lead_photos_waiting").execute();
  await db.schema.alterTable("lead_photos").dropColumn("normalize_attempts").execute();
  await db.schema.alterTable("lead_photos").dropColumn("normalized").execute();
}
