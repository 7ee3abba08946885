import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { formatWacoTimeCompact } from "~/clock/waco-time";
import { Icon } from "~/components/kit";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { customerFor, type CustomerSort, parseCustomerQuery } from "~/customers/customer-filters";
import { listCustomers } from "~/customers/customer-queries.server";
import { formatJobValue } from "~/leads/pipeline/lead-outcome";
import { formatPhone } from "~/platform/phone";
import { requireStaff } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";
import { staffMeta } from "~/staff/staff-meta";

export const meta: MetaFunction = () => staffMeta("Customers");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const query = parseCustomerQuery(new URL(request.url).searchParams);
  const [list, showMoney] = await Promise.all([listCustomers(query), seesMoney(user)]);
  return {
    ...list,
    customers: list.customers.map((customer) => customerFor(customer, showMoney)),
    query,
    showMoney,
  };
}

const sortLabels: Record<CustomerSort, string> = {
  "last-contact": "Last contact",
  value: "Lifetime value",
  name: "Name",
};

/** Every customer, found by name, phone, email or address; newest contact first, or by what they are worth. */
export default function CustomersRoute() {
  const { customers, total, page, pageCount, query, showMoney } = useLoaderData<typeof loader>();
  const pageHref = (target: number) =>
    `/admin/customers?${new URLSearchParams({ q: query.q, sort: query.sort, page: String(target) })}`;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-stone-900">Customers</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <label htmlFor="customer-q" className={staffLabel}>
            Name, phone, email or address
          </label>
          <input id="customer-q" name="q" type="search" defaultValue={query.q} className={staffControl} />
        </div>
        <div>
          <label htmlFor="customer-sort" className={staffLabel}>
            Order
          </label>
          <select id="customer-sort" name="sort" defaultValue={query.sort} className={staffControl}>
            {Object.entries(sortLabels)
              .filter(([sort]) => showMoney || sort !== "value")
              .map(([sort, label]) => (
                <option key={sort} value={sort}>
                  {label}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className={`${staffButton()} inline-flex items-center gap-2`}>
          <Icon name="search" className="size-4" /> Find
        </button>
      </Form>
      <p className="text-sm text-stone-700" role="status">
        {total} customer{total === 1 ? "" : "s"}
      </p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {customers.map((customer) => (
          <li key={customer.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
            <Link
              to={`/admin/customers/${customer.id}`}
              className="font-semibold text-primary-800 underline underline-offset-2"
            >
              {customer.name}
            </Link>
            {customer.phone ? <span className="text-sm text-stone-800">{formatPhone(customer.phone)}</span> : null}
            <span className="text-sm text-stone-700">
              {customer.leadCount} request{customer.leadCount === 1 ? "" : "s"}
              {customer.lastContactAt ? `, last ${formatWacoTimeCompact(customer.lastContactAt)}` : ""}
            </span>
            {customer.lifetimeValue ? (
              <span className="ml-auto text-sm font-semibold text-stone-900">
                {formatJobValue(customer.lifetimeValue)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex justify-between text-sm">
          {page > 1 ? <Link to={pageHref(page - 1)}>Previous</Link> : <span />}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? <Link to={pageHref(page + 1)}>Next</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
