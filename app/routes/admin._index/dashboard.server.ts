import { sql } from "kysely";

import { callbackMinutesElapsed } from "~/clock/business-time";
import { PHONE_SOURCES } from "~/leads/lead-row";
import { type DashboardPeriod, periodSchema, periodWeeks } from "~/leads/pipeline/dashboard-period";
import { lostReasonLabels } from "~/leads/pipeline/lead-outcome";
import { cacheUntilWrite, db } from "~/platform/db.server";
import { requireStaff } from "~/staff/auth.server";

import { trafficSource } from "./traffic-source";

const TOP_LANDING_PAGES = 5;

/** The period's rows, as a range of the dashboard's covering index (migration 0010). */
const inPeriod = (since: string, until: string) =>
  db.selectFrom("leads").where("createdAt", ">=", since).where("createdAt", "<", until);

/**
 * Per week and service: leads and the call-back promise. One range of the
 * index per week (a `case` choosing the week, row by row, costs more). The
 * outcomes are counted once for the period, with the sources.
 */
async function weeklyCounts(weeks: ReturnType<typeof periodWeeks>["weeks"], until: string) {
  const perWeek = await Promise.all(
    weeks.map(({ start, end }, week) =>
      inPeriod(start, end)
        .select((eb) => [
          "service",
          eb.fn.countAll<number>().as("leads"),
          // Promise due: contacted, or its call-back time has passed. Kept: contacted by then.
          sql<number>`sum(callback_due_at is not null and (is_contacted = 1 or callback_due_at <= ${until}))`.as("due"),
          sql<number>`sum(is_contacted = 1 and contacted_at <= callback_due_at)`.as("kept"),
        ])
        .groupBy("service")
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, week }))),
    ),
  );
  return perWeek.flat();
}

/**
 * The period's rows for a breakdown, read from the breakdown's own index in
 * group order (`+created_at` keeps SQLite off the period index, which would
 * make it sort every row of the period to group them).
 */
const inPeriodByGroup = (since: string, until: string) =>
  db
    .selectFrom("leads")
    .where(sql<boolean>`+created_at >= ${since}`)
    .where(sql<boolean>`+created_at < ${until}`);

/** The visit's first page, else the page that sent the form: the expression index leads_by_entry_page (migration 0014). */
const entryPage = sql<string | null>`coalesce(landing_page, source_page)`;

const outcomeSums = [
  sql<number>`sum(outcome = 'won')`.as("won"),
  sql<number>`sum(outcome = 'lost')`.as("lost"),
  sql<number>`coalesce(sum(case when outcome = 'won' then job_value_cents end), 0)`.as("wonCents"),
];

type SourceRow = { source: string; leads: number; won: number; wonCents: number };

/**
 * Texts and missed calls to the site's number (issue #43) carry no UTM or referrer, so the
 * grouped query counts them as Direct: they move to their own sources, read through the
 * entry-page index (a few rows), which keeps the grouped query on its own index.
 */
function movePhoneLeads(
  bySource: Map<string, SourceRow>,
  phoneRows: Array<Omit<SourceRow, "source"> & { page: string | null }>,
) {
  const direct = bySource.get("Direct");
  for (const { page, leads, won, wonCents } of phoneRows) {
    const row = { leads, won, wonCents };
    const source = trafficSource({ utmSource: null, utmMedium: null, referrer: null, sourcePage: page });
    bySource.set(source, { source, ...row });
    if (!direct) continue;
    direct.leads -= row.leads;
    direct.won -= row.won;
    direct.wonCents -= row.wonCents;
  }
  if (direct && direct.leads <= 0) bySource.delete("Direct");
}

/**
 * Leads, won jobs and their value by source (index leads_by_source), the
 * period's outcomes (every lead has one source), and the top landing pages.
 */
async function sourcesAndPages(since: string, until: string) {
  const [sourceRows, pageRows, phoneRows] = await Promise.all([
    inPeriodByGroup(since, until)
      .select((eb) => ["utmSource", "utmMedium", "referrerHost", eb.fn.countAll<number>().as("leads"), ...outcomeSums])
      .groupBy(["utmSource", "utmMedium", "referrerHost"])
      .execute(),
    inPeriodByGroup(since, until)
      .select((eb) => [entryPage.as("page"), eb.fn.countAll<number>().as("leads")])
      .groupBy(entryPage)
      .execute(),
    inPeriodByGroup(since, until)
      .where(entryPage, "in", Object.keys(PHONE_SOURCES))
      .select((eb) => [entryPage.as("page"), eb.fn.countAll<number>().as("leads"), ...outcomeSums])
      .groupBy(entryPage)
      .execute(),
  ]);
  const bySource = new Map<string, SourceRow>();
  const outcomes = { won: 0, lost: 0, wonCents: 0 };
  for (const { referrerHost, ...row } of sourceRows) {
    outcomes.won += row.won;
    outcomes.lost += row.lost;
    outcomes.wonCents += row.wonCents;
    const source = trafficSource({ ...row, referrer: referrerHost });
    const entry = bySource.get(source) ?? { source, leads: 0, won: 0, wonCents: 0 };
    entry.leads += row.leads;
    entry.won += row.won;
    entry.wonCents += row.wonCents;
    bySource.set(source, entry);
  }
  movePhoneLeads(bySource, phoneRows);
  const mostFirst = <T extends { leads: number }>(a: T, b: T, name: (row: T) => string) =>
    b.leads - a.leads || name(a).localeCompare(name(b));
  return {
    outcomes,
    sources: [...bySource.values()].sort((a, b) => mostFirst(a, b, (row) => row.source)),
    landingPages: pageRows.sort((a, b) => mostFirst(a, b, (row) => row.page ?? "")).slice(0, TOP_LANDING_PAGES),
  };
}

/** The median of business minutes (every minute for emergencies) from arrival to being marked contacted. */
async function medianMinutesToContact(since: string, until: string) {
  const rows = await inPeriod(since, until)
    .select(["createdAt", "contactedAt", "service"])
    // `+` keeps SQLite on the covering index instead of the contacted flag's (which reads every lead's row).
    .where(sql<boolean>`+is_contacted = 1`)
    .where("contactedAt", "is not", null)
    .execute();
  if (rows.length === 0) return null;
  const minutes = rows
    .map((row) => callbackMinutesElapsed(new Date(row.createdAt), row.service, new Date(row.contactedAt!)))
    .sort((a, b) => a - b);
  const middle = Math.floor(minutes.length / 2);
  return minutes.length % 2 ? minutes[middle]! : (minutes[middle - 1]! + minutes[middle]!) / 2;
}

const share = (part: number, whole: number) => (whole ? part / whole : null);

/** The period's lost leads by reason, most first ("Why we lose"). */
async function lostReasonCounts(since: string, until: string) {
  const rows = await inPeriod(since, until)
    .select((eb) => ["lostReason", eb.fn.countAll<number>().as("leads")])
    .where("outcome", "=", "lost")
    .groupBy("lostReason")
    .execute();
  return rows
    .map((row) => ({
      reason: row.lostReason ?? "none",
      label: row.lostReason ? lostReasonLabels[row.lostReason] : "No reason given",
      leads: Number(row.leads),
    }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}

async function readDashboard(period: DashboardPeriod, now: Date) {
  const { since, until, weeks } = periodWeeks(period, now);
  const [counts, { outcomes, sources, landingPages }, medianMinutes, lostReasons] = await Promise.all([
    weeklyCounts(weeks, until),
    sourcesAndPages(since, until),
    medianMinutesToContact(since, until),
    lostReasonCounts(since, until),
  ]);
  const services = [...new Set(counts.map((row) => row.service))].sort();
  const perWeek = weeks.map((week) => ({
    ...week,
    leads: 0,
    byService: Object.fromEntries(services.map((service) => [service, 0])) as Record<string, number>,
    due: 0,
    kept: 0,
  }));
  const totals = { leads: 0, due: 0, kept: 0 };
  for (const row of counts) {
    const week = perWeek[row.week]!;
    week.leads += row.leads;
    week.byService[row.service] = row.leads;
    week.due += row.due;
    week.kept += row.kept;
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += row[key];
  }
  return {
    period,
    since,
    until,
    services,
    weeks: perWeek.map((week) => ({ ...week, keptShare: share(week.kept, week.due) })),
    sources,
    landingPages,
    lostReasons,
    promise: { due: totals.due, kept: totals.kept, keptShare: share(totals.kept, totals.due), medianMinutes },
    outcomes: {
      leads: totals.leads,
      open: totals.leads - outcomes.won - outcomes.lost,
      ...outcomes,
      winRate: share(outcomes.won, outcomes.won + outcomes.lost),
    },
  };
}

type Dashboard = Awaited<ReturnType<typeof readDashboard>>;

/** The numbers as a reader sees them: without won values (null) for staff the owner has not shared money with. */
export function dashboardFor(data: Dashboard, showMoney: boolean) {
  const hide = <Row extends { wonCents: number }>(row: Row) => ({ ...row, wonCents: showMoney ? row.wonCents : null });
  return { ...data, sources: data.sources.map(hide), outcomes: hide(data.outcomes) };
}

export type DashboardData = ReturnType<typeof dashboardFor>;

/**
 * The staff home's numbers for a period, remembered until the data changes;
 * the clock moves the period's end (and which call-backs are due), so at
 * most a minute old.
 */
const remember = cacheUntilWrite(60_000, 10);
export function getDashboard(period: DashboardPeriod, now = new Date()) {
  return remember(period, () => readDashboard(period, now));
}

/** The dashboard for the period in the URL (`?period=30d`), for signed-in staff. */
export async function loadDashboard(request: Request) {
  await requireStaff(request);
  return getDashboard(periodSchema.parse(new URL(request.url).searchParams.get("period") ?? undefined));
}
