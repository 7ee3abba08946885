import type { ActionFunctionArgs } from "@remix-run/node";

import { requireStaffForm } from "~/staff/auth.server";
import { staffVisitAction } from "~/visits/staff-visits.server";

/** The lead page's Visit card posts here (book, move, cancel) and comes back to the lead. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  const leadId = Number(params.id);
  if (!Number.isSafeInteger(leadId) || leadId <= 0) throw new Response("Lead not found", { status: 404 });
  return staffVisitAction(leadId, formData, user);
}
