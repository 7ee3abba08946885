import { Link } from "@remix-run/react";

import type { returningCustomer } from "~/customers/customer-record.server";

/**
 * Whose lead it is (issue #45): "Returning customer: 3 jobs since 2023" with a link to the
 * customer's page, or a plain link for a first request; nothing for a lead without a customer.
 */
export function ReturningCustomer({ customer }: { customer: Awaited<ReturnType<typeof returningCustomer>> }) {
  if (!customer) return null;
  const href = `/admin/customers/${customer.customerId}`;
  if (!customer.returning)
    return (
      <p className="text-sm">
        <Link to={href} className="text-primary-800 underline underline-offset-2">
          Customer {customer.customerId}: first request
        </Link>
      </p>
    );
  const count = customer.jobs || customer.otherRequests;
  const what = `${customer.jobs ? "job" : "other request"}${count === 1 ? "" : "s"}`;
  return (
    <p
      className="rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-sm text-primary-950"
      data-testid="returning-customer"
    >
      <Link to={href} className="font-semibold underline underline-offset-2">
        {`Returning customer: ${count} ${what} since ${customer.since}`}
      </Link>
    </p>
  );
}
