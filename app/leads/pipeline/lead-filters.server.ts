import { DateTime } from "luxon";
import { z } from "zod";

import { business } from "~/content/business";

import { outcomes } from "./lead-outcome";

const optionalText = z
  .string()
  // A control character (a NUL from a crafted URL) means nothing in a search, and SQLite's full-text index refuses it.
  .transform((value) => value.replace(/\p{Cc}+/gu, " "))
  .pipe(z.string().trim().max(200))
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);

// Lenient on purpose: a mistyped or stale URL shows the unfiltered list rather than an error.
export const leadFiltersSchema = z.object({
  /** One search box: name or email (any part), or a phone number (its digits, from the area code on). */
  q: optionalText,
  /** Name only; kept for older links and API clients. */
  name: optionalText,
  service: optionalText,
  /** How the lead came: the site's form, the API, a text or a missed call to the site's number (issue #43). */
  source: z.enum(["all", "site", "api", "text", "missed-call"]).catch("all").default("all"),
  contacted: z.enum(["all", "contacted", "new"]).catch("all").default("all"),
  date: z.enum(["all", "today", "week", "month"]).catch("all").default("all"),
  outcome: z
    .enum(["all", ...outcomes])
    .catch("all")
    .default("all"),
  /** "needs-call": this week's leads not yet contacted, in triage order; "older-uncalled": the ones before that. */
  view: z.enum(["all", "needs-call", "older-uncalled"]).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type LeadFilters = z.output<typeof leadFiltersSchema>;

export function parseLeadFilters(searchParams: URLSearchParams): LeadFilters {
  return leadFiltersSchema.parse(Object.fromEntries(searchParams));
}

/** Midnight of the current day in the business's time zone, as a UTC instant. */
export function startOfBusinessDay(now: Date, timeZone = business.timeZone) {
  return DateTime.fromJSDate(now, { zone: timeZone }).startOf("day").toJSDate();
}

/**
 * The earliest creation time the date filter lets through, or undefined for
 * all time. Today starts at midnight in Waco (staff think in local days); this
 * week and this month are the last 7 and 30 days, edges included.
 */
export function createdSince(date: LeadFilters["date"], now = new Date()) {
  // Counted in UTC so a week is always 7 × 24 hours, daylight-saving change or not.
  const utc = DateTime.fromJSDate(now, { zone: "utc" });
  switch (date) {
    case "today":
      return startOfBusinessDay(now);
    case "week":
      return utc.minus({ days: 7 }).toJSDate();
    case "month":
      return utc.minus({ days: 30 }).toJSDate();
    default:
      return undefined;
  }
}
