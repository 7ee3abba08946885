import type { LoaderFunctionArgs } from "@remix-run/node";

import { getEstimateApi } from "~/estimates/estimate-api.server";
import { parseIdParam } from "~/platform/remix/api.server";
import { PRICES_ARE_THE_OWNERS, requireMoneyAccess } from "~/staff/money-access.server";

/** GET: one estimate, where it stands and its customer link. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireMoneyAccess(request, { api: true, why: PRICES_ARE_THE_OWNERS });
  return getEstimateApi(parseIdParam(params.id, "Estimate"));
}
