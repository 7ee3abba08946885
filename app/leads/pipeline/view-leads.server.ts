import { redirect } from "@remix-run/node";

import { requireStaff } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";
import { staffHeaders } from "~/staff/staff-headers";
import { staffMeta } from "~/staff/staff-meta";

import { lastPageUrl, listLeadSubmissions } from "./lead-lists.server";
import { getStaffFrame } from "./staff-frame.server";

/**
 * The Lead Submissions screen on the home page (`/?viewleads=true`, SPEC §2)
 * for signed-in staff: its data, and the headers and meta that keep it out of
 * caches and search results. The meta comes with the data so that the home
 * page's browser code never loads the staff screens' helpers. Null when the
 * page was asked for without the parameter.
 */
export async function loadViewLeads(request: Request) {
  if (new URL(request.url).searchParams.get("viewleads") !== "true") return null;
  const user = await requireStaff(request);
  const [leads, staff] = await Promise.all([
    listLeadSubmissions(new URL(request.url).searchParams),
    getStaffFrame(user),
  ]);
  const lastPage = lastPageUrl(request.url, leads);
  if (lastPage) throw redirect(lastPage);
  const { token, headers } = await getCsrfToken(request);
  for (const [name, value] of Object.entries(staffHeaders)) headers.set(name, value);
  return {
    leadSubmissions: { leads, csrfToken: token, staff },
    meta: staffMeta("Lead Submissions"),
    headers,
  };
}
