import { type Kysely, sql } from "kysely";

/**
 * The staff home at 100,000 leads (issue #44 item 4, decision 091): its counts are read from
 * totals per Waco day instead of from every lead of the period. Triggers on `leads` keep them
 * for every writer (the app, scripts, the retention clean-up, a restore), so they always equal
 * a fresh count of the leads.
 *
 * The day is the lead's day in Waco (America/Chicago), as the dashboard's weeks are: UTC-5
 * from the second Sunday of March at 2:00 (08:00 UTC) to the first Sunday of November at 2:00
 * (07:00 UTC), UTC-6 otherwise (the US rule since 2007; app/leads/pipeline/dashboard-days.test.ts
 * checks it against the time zone database).
 */
export const wacoDay = (time: string) => {
  const utc = `datetime(${time})`;
  const year = `strftime('%Y', ${time})`;
  const dstStarts = `datetime(${year} || '-03-01', 'weekday 0', '+7 days', '+8 hours')`;
  const dstEnds = `datetime(${year} || '-11-01', 'weekday 0', '+7 hours')`;
  return `date(${time}, case when ${utc} >= ${dstStarts} and ${utc} < ${dstEnds} then '-5 hours' else '-6 hours' end)`;
};

/** 1 or 0 (never null, which would blank a sum). */
const flag = (condition: string) => `coalesce(${condition}, 0)`;

interface Totals {
  table: string;
  /** What the totals are kept by, after the day (never null: a null key would never meet its row again). */
  keys: Record<string, (row: string) => string>;
  counts: Record<string, (row: string) => string>;
  /** The columns whose change moves a lead between rows or changes its counts. */
  columns: string[];
  /** Which leads count at all (every lead when absent). */
  when?: (row: string) => string;
}

const outcomeCounts = {
  leads: () => "1",
  won: (row: string) => flag(`${row}.outcome = 'won'`),
  lost: (row: string) => flag(`${row}.outcome = 'lost'`),
  won_cents: (row: string) => `case when ${row}.outcome = 'won' then coalesce(${row}.job_value_cents, 0) else 0 end`,
};

const tables: Totals[] = [
  {
    // Leads per week and service, and the call-back promise. `waiting`: not called yet, with
    // a call-back time; they are due once that time has passed (the dashboard subtracts the
    // few whose time is still ahead).
    table: "lead_day_services",
    keys: { service: (row) => `${row}.service` },
    counts: {
      leads: () => "1",
      promised: (row) => flag(`${row}.callback_due_at is not null and ${row}.is_contacted = 1`),
      kept: (row) => flag(`${row}.is_contacted = 1 and ${row}.contacted_at <= ${row}.callback_due_at`),
      waiting: (row) => flag(`${row}.callback_due_at is not null and ${row}.is_contacted = 0`),
    },
    columns: ["created_at", "service", "is_contacted", "contacted_at", "callback_due_at"],
  },
  {
    // Where leads come from: UTM source and medium, else the referring site.
    table: "lead_day_sources",
    keys: {
      utm_source: (row) => `coalesce(${row}.utm_source, '')`,
      utm_medium: (row) => `coalesce(${row}.utm_medium, '')`,
      referrer_host: (row) => `coalesce(${row}.referrer_host, '')`,
    },
    counts: outcomeCounts,
    columns: ["created_at", "utm_source", "utm_medium", "referrer", "outcome", "job_value_cents"],
  },
  {
    // The visit's first page, else the page that sent the form (texts and missed calls too).
    table: "lead_day_pages",
    keys: { page: (row) => `coalesce(${row}.landing_page, ${row}.source_page, '')` },
    counts: outcomeCounts,
    columns: ["created_at", "landing_page", "source_page", "outcome", "job_value_cents"],
  },
  {
    table: "lead_day_lost_reasons",
    keys: { reason: (row) => `coalesce(${row}.lost_reason, '')` },
    counts: { leads: () => "1" },
    columns: ["created_at", "outcome", "lost_reason"],
    when: (row) => `${row}.outcome = 'lost'`,
  },
];

/** Adds the lead `row` (new or old) to its totals, or takes it away (`sign` -1). */
function bump({ table, keys, counts, when }: Totals, row: string, sign: 1 | -1) {
  const keyNames = ["day", ...Object.keys(keys)];
  const values = [wacoDay(`${row}.created_at`), ...Object.values(keys).map((key) => key(row))];
  const countNames = Object.keys(counts);
  const countValues = Object.values(counts).map((count) => `${sign} * (${count(row)})`);
  const statement = `insert into ${table} (${[...keyNames, ...countNames].join(", ")})
      select ${[...values, ...countValues].join(", ")} where ${when ? when(row) : "true"}
      on conflict (${keyNames.join(", ")}) do update set
      ${countNames.map((name) => `${name} = ${name} + excluded.${name}`).join(", ")};`;
  return statement;
}

export async function up(db: Kysely<unknown>) {
  for (const totals of tables) {
    const { table, keys, counts, columns, when } = totals;
    const keyNames = ["day", ...Object.keys(keys)];
    await sql
      .raw(
        `create table ${table} (
          day text not null,
          ${Object.keys(keys)
            .map((key) => `${key} text not null`)
            .join(", ")},
          ${Object.keys(counts)
            .map((count) => `${count} integer not null default 0`)
            .join(", ")},
          primary key (${keyNames.join(", ")})
        ) without rowid`,
      )
      .execute(db);
    const values = [wacoDay("leads.created_at"), ...Object.values(keys).map((key) => key("leads"))];
    await sql
      .raw(
        `insert into ${table} (${[...keyNames, ...Object.keys(counts)].join(", ")})
        select ${values.join(", ")}, ${Object.values(counts)
          .map((count) => `sum(${count("leads")})`)
          .join(", ")}
        from leads where ${when ? when("leads") : "true"} group by ${values.map((_, index) => index + 1).join(", ")}`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${table}_insert after insert on leads begin ${bump(totals, "new", 1)} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_delete after delete on leads begin ${bump(totals, "old", -1)} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_update after update of ${columns.join(", ")} on leads begin
          ${bump(totals, "old", -1)}
          ${bump(totals, "new", 1)}
        end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const { table } of tables) {
    for (const change of ["insert", "delete", "update"]) await sql.raw(`drop trigger ${table}_${change}`).execute(db);
    await sql.raw(`drop table ${table}`).execute(db);
  }
}
