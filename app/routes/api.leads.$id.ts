import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { getLead } from "~/leads/pipeline/lead-queries.server";
import { apiError, apiSuccess, methodNotAllowed, parseIdParam } from "~/platform/remix/api.server";
import { patchLead, withReviews } from "~/reviews/lead-api.server";
import { requireStaffApi, requireStaffApiMutation } from "~/staff/auth.server";
import { leadsFor, seesMoney } from "~/staff/money-access.server";
import { withVisits } from "~/visits/visit-lists.server";

/** A lead as the API shows it: its fields, its visit and its follow-up and review state. */
const apiLead = async <Lead extends { id: number }>(lead: Lead) => (await withReviews(await withVisits([lead])))[0]!;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaffApi(request);
  const lead = await getLead(parseIdParam(params.id, "Lead"));
  if (!lead) return apiError("Lead not found", 404);
  return apiSuccess({ data: leadsFor([await apiLead(lead)], await seesMoney(user))[0] });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "PATCH"]);
  }
  const { user, body } = await requireStaffApiMutation(request);
  const id = parseIdParam(params.id, "Lead");
  const patched = await patchLead(id, body, user);
  if ("error" in patched) return apiError(patched.error, patched.status);
  const lead = await getLead(id);
  return apiSuccess({ message: patched.message, data: lead && (await apiLead(lead)) });
}
