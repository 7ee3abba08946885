import type { LoaderFunctionArgs } from "@remix-run/node";

import { leadsCsvResponse } from "~/leads/pipeline/lead-export.server";
import { parseLeadFilters } from "~/leads/pipeline/lead-filters.server";
import { requireMoneyAccess } from "~/staff/money-access.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMoneyAccess(request);
  const filters = { ...parseLeadFilters(new URL(request.url).searchParams), date: "all" as const };
  return leadsCsvResponse(filters, "leads");
}
