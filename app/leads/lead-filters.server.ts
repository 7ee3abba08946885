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
  name: optionalText,
  service: optionalText,
  contacted: z.enum(["all", "contacted", "new"]).catch("all").default("all"),
  date: z.enum(["all", "today", "week", "month"]).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type LeadFilters = z.output<typeof leadFiltersSchema>;

export function parseLeadFilters(searchParams: URLSearchParams): LeadFilters {
  return leadFiltersSchema.parse(Object.fromEntries(searchParams));
}
