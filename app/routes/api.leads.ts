import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { parseLeadFilters } from "~/leads/pipeline/lead-filters.server";
import { listLeadsForApi } from "~/leads/pipeline/lead-queries.server";
import { apiSuccess, methodNotAllowed } from "~/platform/remix/api.server";
import { withReviews } from "~/reviews/lead-api.server";
import { requireStaffApi } from "~/staff/auth.server";
import { leadsFor, seesMoney } from "~/staff/money-access.server";
import { withVisits } from "~/visits/visit-lists.server";

const limitSchema = z.coerce.number().int().min(1).max(1000).catch(500).default(500);

/**
 * GET /api/leads: newest first. Takes the screens' filters (name, service,
 * contacted, date) plus `limit` (≤ 1000, default 500) and `page`, so a client
 * can page through any number of leads.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaffApi(request);
  const params = new URL(request.url).searchParams;
  const limit = limitSchema.parse(params.get("limit") ?? undefined);
  const leads = await listLeadsForApi(parseLeadFilters(params), limit);
  return apiSuccess({ data: leadsFor(await withReviews(await withVisits(leads)), await seesMoney(user)) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireStaffApi(request);
  return methodNotAllowed(["GET"]);
}
