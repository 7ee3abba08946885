import type { LoaderFunctionArgs } from "@remix-run/node";

import { getEstimateApi } from "~/estimates/estimate-api.server";
import { parseIdParam } from "~/platform/remix/api.server";
import { requireStaffApi } from "~/staff/auth.server";

/** GET: one estimate, where it stands and its customer link. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  return getEstimateApi(parseIdParam(params.id, "Estimate"));
}
