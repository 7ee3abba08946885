import { cacheUntilWrite } from "~/platform/db.server";

import { parseLeadFilters } from "./lead-filters.server";
import { countUncalledLeads, getLeadStats, listLeads, listLeadServices } from "./lead-queries.server";

/**
 * The counts above the lists and the services in leads: the same for every
 * filter, so they are read once per change of the data. Overdue and "this
 * week" also move with the clock, so they are read again at least every 10 s.
 */
const rememberOverview = cacheUntilWrite(10_000);
export const leadOverview = () =>
  rememberOverview("overview", async () => {
    const [stats, uncalled, services] = await Promise.all([getLeadStats(), countUncalledLeads(), listLeadServices()]);
    return { stats, overdue: uncalled.overdue, olderUncalled: uncalled.older, services };
  });

/**
 * Where a page number past the end (an old link, a shrunk filter) should go
 * instead of an empty page: the last page; undefined when the page is in range.
 */
export function lastPageUrl(requestUrl: string, list: { page: number; pageCount: number }) {
  if (list.page <= list.pageCount) return undefined;
  const url = new URL(requestUrl);
  if (list.pageCount > 1) url.searchParams.set("page", String(list.pageCount));
  else url.searchParams.delete("page");
  return `${url.pathname}${url.search}`;
}

/**
 * What the Lead Submissions screen shows, the same at /admin/leads and on the
 * home page's `?viewleads=true`. Render it with <LeadSubmissions />.
 */
export async function listLeadSubmissions(searchParams: URLSearchParams) {
  const filters = { ...parseLeadFilters(searchParams), date: "all" as const };
  const [list, { services, overdue, olderUncalled }] = await Promise.all([listLeads(filters), leadOverview()]);
  return { filters, services, overdue, olderUncalled, ...list };
}

export type LeadSubmissionsData = Awaited<ReturnType<typeof listLeadSubmissions>>;
