import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, useLoaderData } from "@remix-run/react";

import { customerFor } from "~/customers/customer-filters";
import { listCustomers } from "~/customers/customer-queries.server";
import { getCustomer } from "~/customers/customer-record.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";
import { staffMeta } from "~/staff/staff-meta";

import { customerAction } from "./customer-actions.server";
import { CustomerPage } from "./customer-page";

/** The merge picker lists this many of the customers its search finds. */
const MERGE_CANDIDATES = 10;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data ? `Customer: ${data.customer.name}` : "Customer not found");

/** One customer's page; a customer merged into another opens the kept one, an unknown id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = Number(params.id);
  const found = Number.isSafeInteger(id) && id > 0 ? await getCustomer(id) : undefined;
  if (!found) throw new Response("Customer not found", { status: 404, statusText: "Customer not found" });
  if ("mergedInto" in found) throw redirect(`/admin/customers/${found.mergedInto}`);
  const showMoney = await seesMoney(user);
  const { leads, ...customer } = customerFor({ ...found.customer, leads: found.leads }, showMoney);
  const mergeQuery = new URL(request.url).searchParams.get("merge")?.trim().slice(0, 200) ?? "";
  const mergeCandidates = mergeQuery
    ? (await listCustomers({ q: mergeQuery, sort: "last-contact", page: 1 })).customers
        .filter((other) => other.id !== id)
        .slice(0, MERGE_CANDIDATES)
    : null;
  return { ...found, customer, leads, showMoney, mergeQuery, mergeCandidates };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  return customerAction({ request, customerId: Number(params.id), formData, user });
}

export default function CustomerRoute() {
  return <CustomerPage record={useLoaderData<typeof loader>()} />;
}
