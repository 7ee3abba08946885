import { type Kysely, sql } from "kysely";

/**
 * The job after a yes (issue #46, decision 086).
 *
 * `visits.purpose`: "estimate" (the free estimate visit, as before) or "job" (the accepted
 * work, booked by staff in the same windows, so one calendar holds both). A lead may hold one
 * booked visit of each purpose: the one-per-lead index becomes one per lead and purpose.
 *
 * `estimates.job_wish_on`, `job_wish_note`, `job_wish_at`: the day the customer asked for the
 * job after accepting (null: "any day"), their note, and when they asked.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("visits")
    .addColumn("purpose", "text", (column) =>
      column
        .notNull()
        .defaultTo("estimate")
        .check(sql`purpose in ('estimate', 'job')`),
    )
    .execute();
  await db.schema.dropIndex("visits_one_per_lead").execute();
  await sql`create unique index visits_one_per_lead on visits (lead_id, purpose) where status = 'booked'`.execute(db);
  for (const column of ["job_wish_on", "job_wish_note", "job_wish_at"]) {
    await db.schema.alterTable("estimates").addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<unknown>) {
  for (const column of ["job_wish_at", "job_wish_note", "job_wish_on"]) {
    await db.schema.alterTable("estimates").dropColumn(column).execute();
  }
  await db.schema.dropIndex("visits_one_per_lead").execute();
  await sql`delete from visits where purpose = 'job'`.execute(db);
  await sql`create unique index visits_one_per_lead on visits (lead_id) where status = 'booked'`.execute(db);
  await db.schema.alterTable("visits").dropColumn("purpose").execute();
}
