import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { listRecentStaffChanges, listStaffAccounts } from "~/staff/staff-accounts.server";
import { staffMeta } from "~/staff/staff-meta";

import { AddStaffAccountForm, ChangePasswordForm, RecentStaffChanges, StaffAccountList } from "./staff-accounts";
import { handleStaffAccountAction } from "./staff-actions.server";

export const meta: MetaFunction = () => staffMeta("Staff Accounts");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  // Accounts are the owners' to manage; staff see only their own password form.
  if (user.role !== "owner") return { me: user, accounts: null, changes: [] };
  const [accounts, changes] = await Promise.all([listStaffAccounts(), listRecentStaffChanges()]);
  return { me: user, accounts, changes };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  return handleStaffAccountAction(request, user, formData);
}

export default function StaffAccountsPage() {
  const { me, accounts, changes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Staff accounts</h1>
        <p className="mt-1 text-sm text-stone-700">
          Signed in as <strong className="break-words">{me.email}</strong>.
        </p>
      </div>
      {accounts ? (
        <div className="grid items-start gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <StaffAccountList accounts={accounts} myId={me.id} />
            <RecentStaffChanges changes={changes} />
          </div>
          <div className="space-y-4">
            <AddStaffAccountForm />
            <ChangePasswordForm email={me.email} />
          </div>
        </div>
      ) : (
        <div className="max-w-md space-y-4">
          <p className="text-sm text-stone-700">Your account is staff: the owner adds and removes accounts.</p>
          <ChangePasswordForm email={me.email} />
        </div>
      )}
    </div>
  );
}
