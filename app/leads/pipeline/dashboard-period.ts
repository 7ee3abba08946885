import { DateTime } from "luxon";
import { z } from "zod";

import { business } from "~/content/business";

export const periodOptions = [
  { value: "12w", label: "Last 12 weeks" },
  { value: "30d", label: "Last 30 days" },
  { value: "year", label: "This year" },
] as const;

export type DashboardPeriod = (typeof periodOptions)[number]["value"];

const periodValues = periodOptions.map((option) => option.value) as [DashboardPeriod, ...DashboardPeriod[]];

/** Lenient like the lists' filters: an odd value shows the default period. */
export const periodSchema = z.enum(periodValues).catch("12w");

export interface DashboardWeek {
  /** The week's first instant in the period (a Monday midnight in Waco, or the period's start). */
  start: string;
  end: string;
  /** "Nov 17": the week's first day in Waco. */
  label: string;
  /** The week's first and last days in Waco (2026-11-17, 2026-11-23), as its stored totals are kept. */
  firstDay: string;
  lastDay: string;
}

const DAY_MS = 86_400_000;
/** Calendar days as UTC midnights: plain arithmetic, no time zone (Luxon in Waco time cost a year's weeks 20 ms of CPU). */
const isoDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);
const weekLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** Midnight of a day in Waco as a UTC instant, remembered (a few weeks a year are new). */
const wacoMidnights = new Map<string, string>();
function wacoMidnight(day: string) {
  let instant = wacoMidnights.get(day);
  if (!instant) {
    instant = DateTime.fromISO(day, { zone: business.timeZone }).toUTC().toISO()!;
    wacoMidnights.set(day, instant);
  }
  return instant;
}

/**
 * The period's start and its weeks, Monday to Sunday in Waco time (so a
 * week's edges move with daylight saving as staff's do): the last 12 weeks
 * including this one, today and the 29 days before, or this year since January 1.
 */
export function periodWeeks(period: DashboardPeriod, now = new Date()) {
  const local = DateTime.fromJSDate(now, { zone: business.timeZone });
  const since =
    period === "12w"
      ? local.startOf("week").minus({ weeks: 11 })
      : period === "30d"
        ? local.startOf("day").minus({ days: 29 })
        : local.startOf("year");
  const today = local.toISODate()!;
  const until = local.toUTC().toISO()!;
  const weeks: DashboardWeek[] = [];
  let start = since.toUTC().toISO()!;
  for (let day = Date.parse(since.toISODate()!); isoDay(day) <= today;) {
    // getUTCDay: 0 is Sunday; the next Monday is 1 to 7 days ahead.
    const monday = day + (7 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS;
    const isLast = isoDay(monday) > today;
    const end = isLast ? until : wacoMidnight(isoDay(monday));
    weeks.push({
      start,
      end,
      label: weekLabel.format(day),
      firstDay: isoDay(day),
      lastDay: isLast ? today : isoDay(monday - DAY_MS),
    });
    start = end;
    day = monday;
  }
  return { since: since.toUTC().toISO()!, until, weeks };
}
