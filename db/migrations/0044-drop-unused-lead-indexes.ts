import { type Kysely, sql } from "kysely";

/**
 * Three `leads` indexes no query reads since the staff home counts from the days' totals (decision
 * 092), and each one is written on every lead's insert and change. Found by recording every
 * statement on `leads` the server ran on a copy of the 100,000-lead database (the staff home in its
 * three periods, every list view and filter, the phone and name searches, lead and customer pages,
 * the storm board, visits, form fills, both CSVs, the API, a quote and the office's changes through
 * PATCH, and the jobs that ran meanwhile) and reading each one's EXPLAIN QUERY PLAN, then reading the
 * code for the columns these lead with (utm_source; coalesce(landing_page, source_page)) and for
 * range scans of created_at that only this covering index could serve:
 * - leads_dashboard (created_at, service, outcome, …): the home's old sums by week; leads_created_at
 *   and leads_service_created_at serve what reads created_at now.
 * - leads_by_source (utm_source, utm_medium, referrer_host, …): the sources panel reads lead_day_sources.
 * - leads_by_entry_page (coalesce(landing_page, source_page), created_at): the landing pages panel
 *   reads lead_day_pages; the CSV and the lead page work out the entry page in code.
 * 3,000 new leads each marked won, on a copy of that database (best of 3, load average 14): 2.75-3.7 s
 * with them, 1.9 s without.
 */
export async function up(db: Kysely<unknown>) {
  for (const index of ["leads_dashboard", "leads_by_source", "leads_by_entry_page"]) {
    await db.schema.dropIndex(index).execute();
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema
    .createIndex("leads_dashboard")
    .on("leads")
    .columns(["created_at", "service", "outcome", "job_value_cents", "is_contacted", "contacted_at", "callback_due_at"])
    .execute();
  await db.schema
    .createIndex("leads_by_source")
    .on("leads")
    .columns(["utm_source", "utm_medium", "referrer_host", "created_at", "outcome", "job_value_cents"])
    .execute();
  await sql`create index leads_by_entry_page on leads (coalesce(landing_page, source_page), created_at)`.execute(db);
}
