import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { leadPatchSchema } from "~/leads/lead-api-patch";
import { getLead } from "~/leads/lead-queries.server";
import { changeLeadState } from "~/leads/lead-state.server";
import { apiError, apiSuccess, methodNotAllowed, parseApiInput, parseIdParam } from "~/platform/remix/api.server";
import { requireStaffApi, requireStaffApiMutation } from "~/staff/auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  const lead = await getLead(parseIdParam(params.id, "Lead"));
  return lead ? apiSuccess({ data: lead }) : apiError("Lead not found", 404);
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
  const message = change
    ? `Lead marked as ${change.outcome === "open" ? "open" : change.outcome}`
    : `Lead marked as ${isContacted ? "contacted" : "new"}`;
  return apiSuccess({ message, data: await getLead(id) });
}
