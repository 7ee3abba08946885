import { sql } from "kysely";

import { isPhoneSource } from "~/leads/lead-row";
import { medianMinutesToContact } from "~/leads/pipeline/contact-minutes.server";
import { type DashboardPeriod, periodSchema, periodWeeks } from "~/leads/pipeline/dashboard-period";
import { type LostReason, lostReasonLabels } from "~/leads/pipeline/lead-outcome";
import { cacheUntilWrite, db } from "~/platform/db.server";
import { requireStaff } from "~/staff/auth.server";

import { trafficSource } from "./traffic-source";

const TOP_LANDING_PAGES = 5;

type DashboardWeeks = ReturnType<typeof periodWeeks>["weeks"];

/** The stored totals of the period's Waco days (migration 0039), from the first week's first day to today. */
const inDays = (weeks: DashboardWeeks) => ({ first: weeks[0]?.firstDay ?? "", last: weeks.at(-1)?.lastDay ?? "" });

/**
 * Per week and service: leads and the call-back promise, summed from the days' totals.
 * Promise due: contacted, or its call-back time has passed; the few leads still within
 * their time are read from the call-back index and taken away. Kept: contacted by then.
 */
async function weeklyCounts(weeks: DashboardWeeks, since: string, until: string) {
  const { first, last } = inDays(weeks);
  // Weeks run Monday to Sunday: a day's week is counted from the Monday of the first one.
  const week = sql<number>`cast((julianday(day) - julianday(${first}, 'weekday 0', '-6 days')) / 7 as integer)`;
  const [rows, notDueYet] = await Promise.all([
    db
      .selectFrom("leadDayServices")
      .select((eb) => [
        week.as("week"),
        "service",
        eb.fn.sum<number>("leads").as("leads"),
        sql<number>`sum(promised + waiting)`.as("due"),
        eb.fn.sum<number>("kept").as("kept"),
      ])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .groupBy([week, "service"])
      .having((eb) => eb.fn.sum("leads"), ">", 0)
      .execute(),
    db
      .selectFrom("leads")
      .select(["createdAt", "service"])
      .where("isContacted", "=", 0)
      .where("callbackDueAt", ">", until)
      .where("createdAt", ">=", since)
      .execute(),
  ]);
  const counts = new Map(rows.map((row) => [`${row.week} ${row.service}`, row]));
  for (const { createdAt, service } of notDueYet) {
    const index = weeks.findIndex((candidate) => createdAt < candidate.end);
    const row = counts.get(`${index} ${service}`);
    if (row) row.due -= 1;
  }
  return rows;
}

const outcomeSums = [
  sql<number>`sum(won)`.as("won"),
  sql<number>`sum(lost)`.as("lost"),
  sql<number>`sum(won_cents)`.as("wonCents"),
];

type SourceRow = { source: string; leads: number; won: number; wonCents: number };

/**
 * Texts and missed calls to the site's number (issue #43) carry no UTM or referrer, so the
 * sources' totals count them as Direct: they move to their own sources, read from the
 * entry pages' totals.
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

/** Stored totals keep "none" as an empty string (a key is never null). */
const orNull = (value: string) => value || null;

/**
 * Leads, won jobs and their value by source, the period's outcomes (every lead has one
 * source), and the top landing pages, from the days' totals.
 */
async function sourcesAndPages(weeks: DashboardWeeks) {
  const { first, last } = inDays(weeks);
  const [sourceRows, pageRows] = await Promise.all([
    db
      .selectFrom("leadDaySources")
      .select((eb) => [
        "utmSource",
        "utmMedium",
        "referrerHost",
        eb.fn.sum<number>("leads").as("leads"),
        ...outcomeSums,
      ])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .groupBy(["utmSource", "utmMedium", "referrerHost"])
      .having((eb) => eb.fn.sum("leads"), ">", 0)
      .execute(),
    db
      .selectFrom("leadDayPages")
      .select((eb) => ["page", eb.fn.sum<number>("leads").as("leads"), ...outcomeSums])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .groupBy("page")
      .having((eb) => eb.fn.sum("leads"), ">", 0)
      .execute(),
  ]);
  const bySource = new Map<string, SourceRow>();
  const outcomes = { won: 0, lost: 0, wonCents: 0 };
  for (const { utmSource, utmMedium, referrerHost, ...row } of sourceRows) {
    outcomes.won += row.won;
    outcomes.lost += row.lost;
    outcomes.wonCents += row.wonCents;
    const source = trafficSource({
      utmSource: orNull(utmSource),
      utmMedium: orNull(utmMedium),
      referrer: orNull(referrerHost),
    });
    const entry = bySource.get(source) ?? { source, leads: 0, won: 0, wonCents: 0 };
    entry.leads += row.leads;
    entry.won += row.won;
    entry.wonCents += row.wonCents;
    bySource.set(source, entry);
  }
  const pages = pageRows.map((row) => ({ ...row, page: orNull(row.page) }));
  movePhoneLeads(
    bySource,
    pages.filter((row) => isPhoneSource(row.page)),
  );
  const mostFirst = <T extends { leads: number }>(a: T, b: T, name: (row: T) => string) =>
    b.leads - a.leads || name(a).localeCompare(name(b));
  return {
    outcomes,
    sources: [...bySource.values()].sort((a, b) => mostFirst(a, b, (row) => row.source)),
    landingPages: pages
      .map(({ page, leads }) => ({ page, leads }))
      .sort((a, b) => mostFirst(a, b, (row) => row.page ?? ""))
      .slice(0, TOP_LANDING_PAGES),
  };
}

const share = (part: number, whole: number) => (whole ? part / whole : null);

/** The period's lost leads by reason, most first ("Why we lose"), from the days' totals. */
async function lostReasonCounts(weeks: DashboardWeeks) {
  const { first, last } = inDays(weeks);
  const rows = await db
    .selectFrom("leadDayLostReasons")
    .select((eb) => ["reason", eb.fn.sum<number>("leads").as("leads")])
    .where("day", ">=", first)
    .where("day", "<=", last)
    .groupBy("reason")
    .having((eb) => eb.fn.sum("leads"), ">", 0)
    .execute();
  return rows
    .map(({ reason, leads }) => ({
      reason: reason || "none",
      label: reason ? lostReasonLabels[reason as LostReason] : "No reason given",
      leads: Number(leads),
    }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}

async function readDashboard(period: DashboardPeriod, now: Date) {
  const { since, until, weeks } = periodWeeks(period, now);
  const [counts, { outcomes, sources, landingPages }, medianMinutes, lostReasons] = await Promise.all([
    weeklyCounts(weeks, since, until),
    sourcesAndPages(weeks),
    medianMinutesToContact(since, until),
    lostReasonCounts(weeks),
  ]);
  const services = [...new Set(counts.map((row) => row.service))].sort();
  const perWeek = weeks.map(({ start, end, label }) => ({
    start,
    end,
    label,
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
