import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { customerFor, parseCustomerQuery } from "~/customers/customer-filters";
import { listCustomers } from "~/customers/customer-queries.server";
import { apiSuccess, methodNotAllowed } from "~/platform/remix/api.server";
import { requireStaffApi } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";

/**
 * GET /api/customers: 50 a page, found by `q` (name, phone, email or address), ordered by
 * `sort` (last-contact, value or name), `page` from 1; `total` and `pageCount` to page on.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaffApi(request);
  const { customers, total, page, pageCount } = await listCustomers(
    parseCustomerQuery(new URL(request.url).searchParams),
  );
  const showMoney = await seesMoney(user);
  return apiSuccess({
    data: customers.map((customer) => customerFor(customer, showMoney)),
    total,
    page,
    pageCount,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireStaffApi(request);
  return methodNotAllowed(["GET"]);
}
