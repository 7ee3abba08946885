import { type Kysely, sql } from "kysely";

/**
 * What became of each lead (open, won with an optional job value, lost with
 * a reason), and the index the staff dashboard aggregates over: every column
 * its panels read, ordered by creation time, so a period is one range of the
 * index and no lead row is read.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("leads")
    .addColumn("outcome", "text", (col) =>
      col
        .notNull()
        .defaultTo("open")
        .check(sql`outcome in ('open', 'won', 'lost')`),
    )
    .execute();
  // Whole cents, so sums are exact.
  await db.schema.alterTable("leads").addColumn("job_value_cents", "integer").execute();
  await db.schema.alterTable("leads").addColumn("lost_reason", "text").execute();
  await db.schema.alterTable("leads").addColumn("outcome_at", "text").execute();
  await db.schema
    .createIndex("leads_dashboard")
    .on("leads")
    .columns([
      "created_at",
      "service",
      "outcome",
      "job_value_cents",
      "is_contacted",
      "contacted_at",
      "callback_due_at",
      "utm_source",
      "utm_medium",
      "referrer",
      "source_page",
    ])
    .execute();
  await db.schema.createIndex("leads_outcome_created_at").on("leads").columns(["outcome", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("leads_outcome_created_at").execute();
  await db.schema.dropIndex("leads_dashboard").execute();
  for (const column of ["outcome_at", "lost_reason", "job_value_cents", "outcome"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
