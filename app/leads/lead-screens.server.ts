import { redirect } from "@remix-run/node";

import { getBackupPanel } from "~/platform/backup-schedule.server";
import { cacheUntilWrite } from "~/platform/db.server";
import { requireStaff } from "~/staff/auth.server";
import { getLeadSourceMessage } from "~/staff/lead-source.server";
import { listNotificationEmails } from "~/staff/notification-emails.server";
import { getSiteSettings } from "~/staff/site-settings.server";

import { getLeadDetail } from "./lead-detail.server";
import { parseLeadFilters } from "./lead-filters.server";
import { countOverdueLeads, getLeadStats, listLeads, listLeadServices } from "./lead-queries.server";
import { getNotificationPanel } from "./notification-status.server";

/** A page number past the end (an old link, a shrunk filter) goes to the last page instead of an empty one. */
function requirePageInRange(request: Request, list: { page: number; pageCount: number }) {
  if (list.page <= list.pageCount) return;
  const url = new URL(request.url);
  if (list.pageCount > 1) url.searchParams.set("page", String(list.pageCount));
  else url.searchParams.delete("page");
  throw redirect(`${url.pathname}${url.search}`);
}

/**
 * The counts above the lists and the services in leads: the same for every
 * filter, so they are read once per change of the data. Overdue and "this
 * week" also move with the clock, so they are read again at least every 10 s.
 */
const rememberOverview = cacheUntilWrite(10_000);
const leadOverview = () =>
  rememberOverview("overview", async () => {
    const [stats, overdue, services] = await Promise.all([getLeadStats(), countOverdueLeads(), listLeadServices()]);
    return { stats, overdue, services };
  });

/**
 * Everything the Lead Submissions screen shows, guarded: shared by /admin/leads
 * and the home page's `?viewleads=true`. Render it with <LeadSubmissions />.
 */
export async function loadLeadSubmissions(request: Request) {
  await requireStaff(request);
  const filters = { ...parseLeadFilters(new URL(request.url).searchParams), date: "all" as const };
  const [list, { services, overdue }] = await Promise.all([listLeads(filters), leadOverview()]);
  requirePageInRange(request, list);
  return { filters, services, overdue, ...list };
}

export type LeadSubmissionsData = Awaited<ReturnType<typeof loadLeadSubmissions>>;

export async function loadFormFills(request: Request) {
  await requireStaff(request);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const [list, { services, stats, overdue }, emails, settings, leadSourceMessage, notifications] = await Promise.all([
    listLeads(filters),
    leadOverview(),
    listNotificationEmails(),
    getSiteSettings(),
    getLeadSourceMessage(),
    getNotificationPanel(),
  ]);
  requirePageInRange(request, list);
  return {
    filters,
    services,
    ...list,
    stats,
    overdue,
    emails,
    phoneNumber: settings.phoneNumber,
    sendConfirmations: settings.sendConfirmations,
    leadSourceMessage,
    notifications,
  };
}

export type FormFillsData = Awaited<ReturnType<typeof loadFormFills>>;

/** The lead's own page; 404 for an id that is not a lead. */
export async function loadLeadPage(request: Request, idParam: string | undefined) {
  await requireStaff(request);
  const id = Number(idParam);
  const detail = Number.isSafeInteger(id) && id > 0 ? await getLeadDetail(id) : undefined;
  if (!detail) throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  return detail;
}

/** The staff home: what needs doing now. */
export async function loadStaffHome(request: Request) {
  await requireStaff(request);
  const [{ overdue, stats }, notifications] = await Promise.all([leadOverview(), getNotificationPanel()]);
  return { overdue, stats, notifications, backups: getBackupPanel() };
}
