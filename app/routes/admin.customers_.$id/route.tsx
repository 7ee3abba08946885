import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, useLoaderData } from "@remix-run/react";

import { customerFor } from "~/customers/customer-filters";
import { getCustomer } from "~/customers/customer-record.server";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { seesMoney } from "~/staff/money-access.server";
import { staffMeta } from "~/staff/staff-meta";

import { customerAction } from "./customer-actions.server";
import { CustomerPage } from "./customer-page";

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
  return { ...found, customer, leads, showMoney };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  return customerAction(Number(params.id), formData, user);
}

export default function CustomerRoute() {
  return <CustomerPage record={useLoaderData<typeof loader>()} />;
}
