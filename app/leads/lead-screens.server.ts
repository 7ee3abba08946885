import { getLeadStats, listLeadServices, listLeads } from "./lead-list.server";
import { getLeadSourceMessage } from "~/staff/lead-source.server";
import { listNotificationEmails } from "~/staff/notification-emails.server";
import { getSiteSettings } from "~/staff/site-settings.server";

import { requireStaff } from "~/staff/auth.server";
import { parseLeadFilters } from "./lead-filters.server";

/**
 * Everything the Lead Submissions screen shows, guarded: shared by /admin/leads
 * and the home page's `?viewleads=true`. Render it with <LeadSubmissions />.
 */
export async function loadLeadSubmissions(request: Request) {
  await requireStaff(request);
  const filters = { ...parseLeadFilters(new URL(request.url).searchParams), date: "all" as const };
  const [list, services] = await Promise.all([listLeads(filters), listLeadServices()]);
  return { filters, services, ...list };
}

export type LeadSubmissionsData = Awaited<ReturnType<typeof loadLeadSubmissions>>;

export async function loadFormFills(request: Request) {
  await requireStaff(request);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const [list, services, stats, emails, settings, leadSourceMessage] = await Promise.all([
    listLeads(filters),
    listLeadServices(),
    getLeadStats(),
    listNotificationEmails(),
    getSiteSettings(),
    getLeadSourceMessage(),
  ]);
  return { filters, services, ...list, stats, emails, phoneNumber: settings.phoneNumber, leadSourceMessage };
}

export type FormFillsData = Awaited<ReturnType<typeof loadFormFills>>;
