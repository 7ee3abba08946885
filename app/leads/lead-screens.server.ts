import { redirect } from "@remix-run/node";

import { getBackupPanel } from "~/platform/backup-schedule.server";
import { cacheUntilWrite } from "~/platform/db.server";
import { requireOwner, requireStaff } from "~/staff/auth.server";
import { listNotificationEmails } from "~/staff/notification-emails.server";
import { getLeadSourceMessage } from "~/staff/notification-settings.server";
import { getSiteSettings } from "~/staff/site-settings.server";

import { getLeadDetail } from "./lead-detail.server";
import { parseLeadFilters } from "./lead-filters.server";
import { countUncalledLeads, getLeadStats, listLeads, listLeadServices } from "./lead-queries.server";
import { getNotificationPanel } from "./notification-status.server";
import { CALL_NOW_COUNT } from "./triage";

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
    const [stats, uncalled, services] = await Promise.all([getLeadStats(), countUncalledLeads(), listLeadServices()]);
    return { stats, overdue: uncalled.overdue, olderUncalled: uncalled.older, services };
  });

/**
 * Everything the Lead Submissions screen shows, guarded: shared by /admin/leads
 * and the home page's `?viewleads=true`. Render it with <LeadSubmissions />.
 */
export async function loadLeadSubmissions(request: Request) {
  await requireStaff(request);
  const filters = { ...parseLeadFilters(new URL(request.url).searchParams), date: "all" as const };
  const [list, { services, overdue, olderUncalled }] = await Promise.all([listLeads(filters), leadOverview()]);
  requirePageInRange(request, list);
  return { filters, services, overdue, olderUncalled, ...list };
}

export type LeadSubmissionsData = Awaited<ReturnType<typeof loadLeadSubmissions>>;

/** What the settings editors show: on their own screen and at the bottom of Form Fills Management. */
async function loadSettingsData() {
  const [emails, settings, leadSourceMessage, notifications] = await Promise.all([
    listNotificationEmails(),
    getSiteSettings(),
    getLeadSourceMessage(),
    getNotificationPanel(),
  ]);
  return {
    emails,
    phoneNumber: settings.phoneNumber,
    sendConfirmations: settings.sendConfirmations,
    leadSourceMessage,
    notifications,
  };
}

export type SettingsData = Awaited<ReturnType<typeof loadSettingsData>>;

/** The Settings screen: owners only. */
export async function loadSettings(request: Request) {
  await requireOwner(request);
  return loadSettingsData();
}

export async function loadFormFills(request: Request) {
  const user = await requireStaff(request);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const [list, { services, stats, overdue, olderUncalled }, settings] = await Promise.all([
    listLeads(filters),
    leadOverview(),
    user.role === "owner" ? loadSettingsData() : null,
  ]);
  requirePageInRange(request, list);
  return { filters, services, ...list, stats, overdue, olderUncalled, settings };
}

export type FormFillsData = Awaited<ReturnType<typeof loadFormFills>>;

/** The lead's own page; 404 for an id that is not a lead. */
export async function loadLeadPage(request: Request, idParam: string | undefined) {
  const user = await requireStaff(request);
  const id = Number(idParam);
  const detail = Number.isSafeInteger(id) && id > 0 ? await getLeadDetail(id) : undefined;
  if (!detail) throw new Response("Lead not found", { status: 404, statusText: "Lead not found" });
  return { ...detail, canDelete: user.role === "owner" };
}

/** The staff home: what needs doing now, first the few leads to call (in the triage order of "Needs a call"). */
export async function loadStaffHome(request: Request) {
  const user = await requireStaff(request);
  const needsCall = { ...parseLeadFilters(new URLSearchParams()), view: "needs-call" as const };
  const [{ overdue, olderUncalled, stats }, callNow, notifications] = await Promise.all([
    leadOverview(),
    listLeads(needsCall, new Date(), CALL_NOW_COUNT),
    getNotificationPanel(),
  ]);
  return {
    overdue,
    olderUncalled,
    stats,
    callNow,
    notifications,
    backups: getBackupPanel(),
    isOwner: user.role === "owner",
  };
}
