import { requireStaff } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";
import { staffHeaders } from "~/staff/staff-page";

import { loadLeadSubmissions } from "./lead-screens.server";

/**
 * The Lead Submissions screen on the home page (`/?viewleads=true`, SPEC §2)
 * for signed-in staff: its data, and headers that keep it out of caches and
 * search results. Null when the page was asked for without the parameter.
 */
export async function loadViewLeads(request: Request) {
  if (new URL(request.url).searchParams.get("viewleads") !== "true") return null;
  const user = await requireStaff(request);
  const leads = await loadLeadSubmissions(request);
  const { token, headers } = await getCsrfToken(request);
  for (const [name, value] of Object.entries(staffHeaders)) headers.set(name, value);
  return { leadSubmissions: { leads, csrfToken: token, staffEmail: user.email }, headers };
}
