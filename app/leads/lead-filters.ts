import { business } from "~/content/business";

import type { LeadFilters } from "./lead-filters.server";

export type { LeadFilters };

export const LEADS_PAGE_SIZE = 50;
export const BUSINESS_TIME_ZONE = business.timeZone;

// The filter schema (lead-filters.server.ts) names the values; these give them labels.
export const contactedOptions = [
  { value: "all", label: "All" },
  { value: "contacted", label: "Contacted" },
  { value: "new", label: "Not contacted" },
] as const satisfies ReadonlyArray<{ value: LeadFilters["contacted"]; label: string }>;

export const dateOptions = [
  { value: "all", label: "All time" },
  { value: "today", label: "Today" },
  { value: "week", label: "This week" },
  { value: "month", label: "This month" },
] as const satisfies ReadonlyArray<{ value: LeadFilters["date"]; label: string }>;

/** "Needs a call": leads not yet contacted, the longest overdue first. */
export const viewOptions = [
  { value: "all", label: "All leads" },
  { value: "needs-call", label: "Needs a call" },
] as const satisfies ReadonlyArray<{ value: LeadFilters["view"]; label: string }>;

type DateRange = LeadFilters["date"];

/** The filters as URL parameters, defaults left out so URLs stay short and shareable. */
export function filtersToSearchParams(filters: Partial<LeadFilters>) {
  const params = new URLSearchParams();
  if (filters.view && filters.view !== "all") params.set("view", filters.view);
  if (filters.q) params.set("q", filters.q);
  if (filters.name) params.set("name", filters.name);
  if (filters.service) params.set("service", filters.service);
  if (filters.contacted && filters.contacted !== "all") params.set("contacted", filters.contacted);
  if (filters.date && filters.date !== "all") params.set("date", filters.date);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minutes the zone is ahead of UTC at this instant (negative for Texas). */
function zoneOffsetMinutes(instant: Date, timeZone: string) {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Midnight of the current day in the business's time zone, as a UTC instant. */
export function startOfBusinessDay(now: Date, timeZone = BUSINESS_TIME_ZONE) {
  const local = new Date(now.getTime() + zoneOffsetMinutes(now, timeZone) * 60_000);
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight can differ from now's on a daylight-saving day.
  const guess = new Date(localMidnight - zoneOffsetMinutes(now, timeZone) * 60_000);
  return new Date(localMidnight - zoneOffsetMinutes(guess, timeZone) * 60_000);
}

/**
 * The earliest creation time the date filter lets through, or undefined for
 * all time. Today starts at midnight in Waco (staff think in local days); this
 * week and this month are the last 7 and 30 days, edges included.
 */
export function createdSince(date: DateRange, now = new Date()) {
  switch (date) {
    case "today":
      return startOfBusinessDay(now);
    case "week":
      return new Date(now.getTime() - 7 * DAY_MS);
    case "month":
      return new Date(now.getTime() - 30 * DAY_MS);
    default:
      return undefined;
  }
}
