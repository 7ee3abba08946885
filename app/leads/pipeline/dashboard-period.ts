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

/**
 * The period's start and its weeks, Monday to Sunday in Waco time (so a
 * week's edges move with daylight saving as staff's do): the last 12 weeks
 * including this one, the last 30 days, or this year since January 1.
 */
export function periodWeeks(period: DashboardPeriod, now = new Date()) {
  const local = DateTime.fromJSDate(now, { zone: business.timeZone });
  const since =
    period === "12w"
      ? local.startOf("week").minus({ weeks: 11 })
      : period === "30d"
        ? local.minus({ days: 30 })
        : local.startOf("year");
  const weeks: DashboardWeek[] = [];
  for (let start = since; start < local;) {
    const end = DateTime.min(start.startOf("week").plus({ weeks: 1 }), local);
    weeks.push({
      start: start.toUTC().toISO()!,
      end: end.toUTC().toISO()!,
      label: start.toFormat("LLL d"),
      firstDay: start.toISODate()!,
      lastDay: (end < local ? end.minus({ days: 1 }) : end).toISODate()!,
    });
    start = end;
  }
  return { since: since.toUTC().toISO()!, until: local.toUTC().toISO()!, weeks };
}
