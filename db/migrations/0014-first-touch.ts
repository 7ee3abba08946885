import { type Kysely, sql } from "kysely";

/**
 * Where a visit began (issue #30): the first page of the visit and the ad
 * networks' click ids, kept with the lead whichever page the form was sent
 * from. The dashboard's landing pages read the visit's first page, else the
 * form's (all a lead without a first touch knows), from an index on exactly
 * that, in group order as 0011's indexes. Confirmations are counted per recipient and in all over
 * the past day before another is sent: a partial index keeps that a short
 * range however large the outbox grows.
 */
export async function up(db: Kysely<unknown>) {
  for (const column of ["landing_page", "gclid", "fbclid", "msclkid"]) {
    await db.schema.alterTable("leads").addColumn(column, "text").execute();
  }
  await sql`create index leads_by_entry_page on leads (coalesce(landing_page, source_page), created_at)`.execute(db);
  await db.schema
    .createIndex("outbox_confirmations")
    .on("outbox")
    .column("created_at")
    .where(sql.ref("kind"), "=", "confirmation")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("outbox_confirmations").execute();
  await db.schema.dropIndex("leads_by_entry_page").execute();
  for (const column of ["msclkid", "fbclid", "gclid", "landing_page"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
