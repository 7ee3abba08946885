import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .max(200)
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
  contacted: z.enum(["all", "contacted", "new"]).catch("all").default("all"),
  date: z.enum(["all", "today", "week", "month"]).catch("all").default("all"),
  /** "needs-call": leads not yet contacted, the earliest call-back time (most overdue) first. */
  view: z.enum(["all", "needs-call"]).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type LeadFilters = z.output<typeof leadFiltersSchema>;

export function parseLeadFilters(searchParams: URLSearchParams): LeadFilters {
  return leadFiltersSchema.parse(Object.fromEntries(searchParams));
}
