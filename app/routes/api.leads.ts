import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { parseLeadFilters } from "~/leads/lead-filters.server";
import { listLeadsForApi } from "~/leads/lead-queries.server";
import { apiSuccess, methodNotAllowed } from "~/platform/remix/api.server";
import { requireStaffApi } from "~/staff/auth.server";

const limitSchema = z.coerce.number().int().min(1).max(1000).catch(500).default(500);

/**
 * GET /api/leads: newest first. Takes the screens' filters (name, service,
 * contacted, date) plus `limit` (≤ 1000, default 500) and `page`, so a client
 * can page through any number of leads.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffApi(request);
  const params = new URL(request.url).searchParams;
  const limit = limitSchema.parse(params.get("limit") ?? undefined);
  return apiSuccess({ data: await listLeadsForApi(parseLeadFilters(params), limit) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireStaffApi(request);
  return methodNotAllowed(["GET"]);
}
