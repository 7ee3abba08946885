import { PHONE_SOURCES, type PhoneSource } from "../lead-row";
import type { LeadFilters } from "./lead-filters.server";
import { outcomeLabels, outcomes } from "./lead-outcome";

export type { LeadFilters };

export const LEADS_PAGE_SIZE = 50;

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

export const sourceOptions = [
  { value: "all", label: "Any source" },
  { value: "site", label: "The site's form" },
  { value: "api", label: "API" },
  ...Object.entries(PHONE_SOURCES).map(([value, label]) => ({ value: value as PhoneSource, label })),
] satisfies ReadonlyArray<{ value: LeadFilters["source"]; label: string }>;

export const outcomeOptions = [
  { value: "all", label: "Any outcome" },
  ...outcomes.map((value) => ({ value, label: outcomeLabels[value] })),
] satisfies ReadonlyArray<{ value: LeadFilters["outcome"]; label: string }>;

/** "Needs a call": this week's leads not yet contacted, in triage order (leads/pipeline/triage.ts). */
export const viewOptions = [
  { value: "all", label: "All leads" },
  { value: "needs-call", label: "Needs a call" },
] as const satisfies ReadonlyArray<{ value: LeadFilters["view"]; label: string }>;

/** The fold under "Needs a call": leads a week old or more that nobody called. */
export const olderUncalledLabel = "Older, never called";

/** The filters as URL parameters, defaults left out so URLs stay short and shareable. */
export function filtersToSearchParams(filters: Partial<LeadFilters>) {
  const params = new URLSearchParams();
  if (filters.view && filters.view !== "all") params.set("view", filters.view);
  if (filters.q) params.set("q", filters.q);
  if (filters.name) params.set("name", filters.name);
  if (filters.service) params.set("service", filters.service);
  if (filters.source && filters.source !== "all") params.set("source", filters.source);
  if (filters.contacted && filters.contacted !== "all") params.set("contacted", filters.contacted);
  if (filters.date && filters.date !== "all") params.set("date", filters.date);
  if (filters.outcome && filters.outcome !== "all") params.set("outcome", filters.outcome);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}
