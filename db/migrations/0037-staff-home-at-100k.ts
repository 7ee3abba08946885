import { type Kysely, sql } from "kysely";

/**
 * The staff home and Needs a call at 100,000 leads (issue #44 item 4): indexes their counts read
 * whole instead of looking up a row per lead (measured per query in docs/benchmarks.md).
 * - `leads_uncalled`: the overdue and "older, never called" counts and the older list, from the
 *   index alone (they read 54,000 rows through `leads_outcome_created_at`).
 * - `leads_job_done` and `leads_outcome_job_done`: "jobs done this month" and "won, not done"
 *   (a scan of every row, and 20,000 row lookups).
 * - `leads_outcome_created_at` also carries the lost reason: "Why we lose" counts from it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex("leads_uncalled")
    .on("leads")
    .columns(["is_contacted", "outcome", "created_at", "callback_due_at", "follow_up_on"])
    .execute();
  await sql`create index leads_job_done on leads (job_done_on) where job_done_on is not null`.execute(db);
  await db.schema.createIndex("leads_outcome_job_done").on("leads").columns(["outcome", "job_done_on"]).execute();
  await db.schema.dropIndex("leads_outcome_created_at").execute();
  await db.schema
    .createIndex("leads_outcome_created_at")
    .on("leads")
    .columns(["outcome", "created_at", "lost_reason"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("leads_outcome_created_at").execute();
  await db.schema.createIndex("leads_outcome_created_at").on("leads").columns(["outcome", "created_at"]).execute();
  for (const index of ["leads_outcome_job_done", "leads_job_done", "leads_uncalled"]) {
    await db.schema.dropIndex(index).execute();
  }
}
