import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { leadPatchSchema } from "~/leads/lead-api-patch";
import { getLead } from "~/leads/lead-queries.server";
import { changeLeadState } from "~/leads/lead-state.server";
import { apiError, apiSuccess, methodNotAllowed, parseApiInput, parseIdParam } from "~/platform/remix/api.server";
import { applySchedulePatch, withReviews } from "~/reviews/lead-api.server";
import { requireStaffApi, requireStaffApiMutation } from "~/staff/auth.server";
import { withVisits } from "~/visits/visits.server";

/** A lead as the API shows it: its fields, its visit and its follow-up and review state. */
const apiLead = async <Lead extends { id: number }>(lead: Lead) => (await withReviews(await withVisits([lead])))[0]!;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  const lead = await getLead(parseIdParam(params.id, "Lead"));
  return lead ? apiSuccess({ data: await apiLead(lead) }) : apiError("Lead not found", 404);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "PATCH"]);
  }
  const { user, body } = await requireStaffApiMutation(request);
  const id = parseIdParam(params.id, "Lead");
  const { isContacted, change } = parseApiInput(leadPatchSchema, body);
  // The outcome first: reopening a closed lead is what lets it be marked not contacted.
  for (const step of [change, isContacted === undefined ? undefined : { isContacted }]) {
    if (!step) continue;
    const result = await changeLeadState(id, step, user);
    if (result.status === "missing") return apiError("Lead not found", 404);
    if (result.status === "refused") return apiError(result.message, 409);
  }
  if (!(await getLead(id))) return apiError("Lead not found", 404);
  const refused = await applySchedulePatch(id, body, user);
  if (refused) return apiError(refused.message, refused.status);
  const message = change
    ? `Lead marked as ${change.outcome === "open" ? "open" : change.outcome}`
    : isContacted !== undefined
      ? `Lead marked as ${isContacted ? "contacted" : "new"}`
      : "Lead updated";
  const lead = await getLead(id);
  return apiSuccess({ message, data: lead && (await apiLead(lead)) });
}
