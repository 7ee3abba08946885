import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { customerFor } from "~/customers/customer-filters";
import { getCustomer } from "~/customers/customer-record.server";
import { apiError, apiSuccess, methodNotAllowed, parseIdParam } from "~/platform/remix/api.server";
import { requireStaffApi } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";

/**
 * GET /api/customers/{id}: the customer with their phones, emails, consent, properties and
 * every lead (its visits and review); a customer merged into another answers 404 naming it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaffApi(request);
  const found = await getCustomer(parseIdParam(params.id, "Customer"));
  if (!found) return apiError("Customer not found", 404);
  if ("mergedInto" in found) return apiError(`Customer merged into customer ${found.mergedInto}`, 404);
  const { customer, properties, leads } = found;
  const showMoney = await seesMoney(user);
  return apiSuccess({ data: customerFor({ ...customer, properties, leads }, showMoney) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireStaffApi(request);
  return methodNotAllowed(["GET"]);
}
