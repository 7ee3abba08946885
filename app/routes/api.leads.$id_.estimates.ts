import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { createEstimateApi, listLeadEstimatesApi } from "~/estimates/estimate-api.server";
import { methodNotAllowed, parseIdParam } from "~/platform/remix/api.server";
import { requireStaffApi, requireStaffApiMutation } from "~/staff/auth.server";
import { PRICES_ARE_THE_OWNERS, requireMoneyAccess } from "~/staff/money-access.server";

/** GET: the lead's estimates, newest first (an owner's, or staff's when money is shared: decision 073). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireMoneyAccess(request, { api: true, why: PRICES_ARE_THE_OWNERS });
  return listLeadEstimatesApi(parseIdParam(params.id, "Lead"));
}

/** POST: a new estimate (staff session and the JSON or X-Requested-With header, as every staff API call). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    await requireStaffApi(request);
    return methodNotAllowed(["GET", "POST"]);
  }
  const { user, body } = await requireStaffApiMutation(request);
  return createEstimateApi(parseIdParam(params.id, "Lead"), body, user);
}
