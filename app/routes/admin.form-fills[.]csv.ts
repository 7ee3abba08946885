import type { LoaderFunctionArgs } from "@remix-run/node";

import { leadsCsvResponse } from "~/leads/pipeline/lead-export.server";
import { parseLeadFilters } from "~/leads/pipeline/lead-filters.server";
import { requireMoneyAccess } from "~/staff/money-access.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMoneyAccess(request);
  return leadsCsvResponse(parseLeadFilters(new URL(request.url).searchParams), "form_fills");
}
