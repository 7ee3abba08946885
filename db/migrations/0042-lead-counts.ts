import { type Kysely, sql } from "kysely";

/**
 * The staff home's overview at 100,000 leads (issue #44 item 4, decision 092): how many leads
 * there are, how many are contacted and how many open ones nobody has called, kept in one row
 * by triggers on `leads` for every writer (the app, scripts, the retention clean-up, a restore),
 * instead of counted from 25,000-55,000 index entries on every read. The overview takes this
 * week's few from the uncalled count to get the older ones.
 */
const counts = {
  leads: () => "1",
  contacted: (row: string) => `coalesce(${row}.is_contacted = 1, 0)`,
  uncalled_open: (row: string) => `coalesce(${row}.is_contacted = 0 and ${row}.outcome = 'open', 0)`,
};

/** Adds the lead `row` (new or old) to the counts, or takes it away (`sign` -1). */
const bump = (row: string, sign: 1 | -1) =>
  `update lead_counts set ${Object.entries(counts)
    .map(([name, count]) => `${name} = ${name} + ${sign} * (${count(row)})`)
    .join(", ")};`;

export async function up(db: Kysely<unknown>) {
  await sql`create table lead_counts (
    leads integer not null,
    contacted integer not null,
    uncalled_open integer not null
  )`.execute(db);
  await sql
    .raw(
      `insert into lead_counts (${Object.keys(counts).join(", ")})
      select ${Object.values(counts)
        .map((count) => `coalesce(sum(${count("leads")}), 0)`)
        .join(", ")} from leads`,
    )
    .execute(db);
  await sql.raw(`create trigger lead_counts_insert after insert on leads begin ${bump("new", 1)} end`).execute(db);
  await sql.raw(`create trigger lead_counts_delete after delete on leads begin ${bump("old", -1)} end`).execute(db);
  await sql
    .raw(
      `create trigger lead_counts_update after update of is_contacted, outcome on leads begin
        ${bump("old", -1)}
        ${bump("new", 1)}
      end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const change of ["insert", "delete", "update"]) await sql.raw(`drop trigger lead_counts_${change}`).execute(db);
  await sql`drop table lead_counts`.execute(db);
}
