import { Card } from "~/components/staff/card";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { EmailAddress } from "~/components/staff/email-address";
import { Field, FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { StaffTime } from "~/components/staff/staff-time";
import { staffButton, staffLabel } from "~/components/staff/ui";
import { MIN_PASSWORD_LENGTH, staffRoles } from "~/staff/staff-account-schemas";
import type { listRecentStaffChanges, listStaffAccounts } from "~/staff/staff-accounts.server";

import { roleDescriptions, staffAccountFormSchema as schema } from "./staff-forms";

type StaffAccount = Awaited<ReturnType<typeof listStaffAccounts>>[number];
type StaffChange = Awaited<ReturnType<typeof listRecentStaffChanges>>[number];

/** What heads each error: a refusal of the whole form, or a field's. */
const titles = {
  remove: { form: "Not Removed" },
  role: { form: "Role Not Changed" },
  add: { form: "Error", fields: { email: "Invalid Email", password: "Invalid Password" } },
  changePassword: {
    form: "Password Not Changed",
    fields: { currentPassword: "Password Not Changed", newPassword: "Invalid Password" },
  },
};

export function StaffAccountList({ accounts, myId }: { accounts: StaffAccount[]; myId: number }) {
  const canRemove = accounts.length > 1;
  const owners = accounts.filter((account) => account.role === "owner").length;
  return (
    <Card title="Accounts" description="Everyone who can sign in to the staff pages. Times are Waco time.">
      <ul className="divide-y divide-stone-100">
        {accounts.map((account) => (
          <li key={account.id} className="space-y-1 py-3" data-testid="staff-account">
            <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
              <EmailAddress email={account.email} />
              {account.id === myId ? (
                <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-bold text-primary-900">You</span>
              ) : null}
              <span className="rounded-full border border-stone-300 px-2 py-0.5 text-xs font-semibold text-stone-800">
                {account.role === "owner" ? "Owner" : "Staff"}
              </span>
            </p>
            <dl className="grid gap-x-4 text-sm text-stone-700 sm:grid-cols-2">
              <div>
                <dt className="inline">Added: </dt>
                <dd className="inline">
                  <StaffTime iso={account.createdAt} />
                </dd>
              </div>
              <div>
                <dt className="inline">Last sign-in: </dt>
                <dd className="inline">{account.lastSignInAt ? <StaffTime iso={account.lastSignInAt} /> : "Never"}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-start gap-2">
              {/* The last owner is neither made staff nor removed (the server refuses it too). */}
              {account.role === "staff" || owners > 1 ? <RoleForm account={account} /> : null}
              {canRemove && account.id !== myId && (account.role === "staff" || owners > 1) ? (
                <RemoveAccountForm account={account} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {canRemove ? null : <p className="text-sm text-stone-700">The only account cannot be removed.</p>}
    </Card>
  );
}

function RoleForm({ account }: { account: StaffAccount }) {
  const role = useStaffForm({
    schema,
    intent: "set-role",
    scope: { accountId: String(account.id) },
    titles: titles.role,
  });
  const next = account.role === "owner" ? "staff" : "owner";
  return (
    <StaffForm state={role} className="pt-1">
      <input type="hidden" name="role" value={next} />
      <SubmitButton variant="secondary" className="min-h-9 px-3">
        {next === "owner" ? "Make owner" : "Make staff"}
        <span className="sr-only"> {account.email}</span>
      </SubmitButton>
      <FormErrors />
    </StaffForm>
  );
}

function RemoveAccountForm({ account }: { account: StaffAccount }) {
  const remove = useStaffForm({
    schema,
    intent: "remove-account",
    scope: { accountId: String(account.id) },
    titles: titles.remove,
  });
  return (
    <StaffForm state={remove} className="pt-1">
      <ConfirmDisclosure
        summary={
          <>
            Remove<span className="sr-only"> {account.email}</span>
          </>
        }
        summaryClassName={staffButton("danger", "min-h-9 px-3 w-fit")}
        question={
          <>
            Remove the account of <EmailAddress email={account.email} />? They will be signed out and can no longer sign
            in.
          </>
        }
      >
        <SubmitButton variant="confirm-danger">Confirm remove</SubmitButton>
      </ConfirmDisclosure>
      <FormErrors />
    </StaffForm>
  );
}

export function AddStaffAccountForm() {
  const add = useStaffForm({ schema, intent: "add-account", titles: titles.add });
  return (
    <Card title="Add an account" description="The new staff member signs in with this email and password.">
      <StaffForm state={add} className="space-y-3">
        <Field meta={add.fields.email} label="Email" type="email" autoComplete="off" />
        <Field
          meta={add.fields.password}
          label="Initial password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. Share it privately; they can change it after signing in.`}
        />
        <fieldset>
          <legend className={staffLabel}>Role</legend>
          {staffRoles.map((role) => (
            <label key={role} className="flex min-h-9 items-center gap-2 text-sm text-stone-900">
              <input type="radio" name="role" value={role} defaultChecked={role === "staff"} />
              {roleDescriptions[role]}
            </label>
          ))}
        </fieldset>
        <FormErrors />
        <SubmitButton busyLabel="Adding...">Add account</SubmitButton>
      </StaffForm>
    </Card>
  );
}

export function ChangePasswordForm({ email }: { email: string }) {
  const change = useStaffForm({ schema, intent: "change-password", titles: titles.changePassword });
  return (
    <Card
      title="Change your password"
      description="Signs you out everywhere else: other browsers and devices must sign in again."
    >
      <StaffForm state={change} className="space-y-3">
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <Field
          meta={change.fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <Field
          meta={change.fields.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <FormErrors />
        <SubmitButton busyLabel="Changing...">Change password</SubmitButton>
      </StaffForm>
    </Card>
  );
}

function ChangeText({ change }: { change: StaffChange }) {
  const actor = <EmailAddress email={change.actorEmail} />;
  const target = <EmailAddress email={change.targetEmail} />;
  switch (change.action) {
    case "account-added":
      return (
        <>
          {actor} added {target}
        </>
      );
    case "account-removed":
      return (
        <>
          {actor} removed {target}
        </>
      );
    case "password-changed":
      return <>{actor} changed their password</>;
    case "role-changed":
      return (
        <>
          {actor} made {target} {change.detail === "owner" ? "an owner" : "staff"}
        </>
      );
    case "lead-deleted":
      return (
        <>
          {actor} deleted {change.detail ?? "a lead"}
        </>
      );
  }
}

export function RecentStaffChanges({ changes }: { changes: StaffChange[] }) {
  return (
    <Card
      title="Recent changes"
      description="Accounts added, removed or made owner or staff, passwords changed and leads deleted, newest first."
    >
      {changes.length ? (
        <ol className="space-y-2 text-sm" data-testid="staff-changes">
          {changes.map((change) => (
            <li key={change.id} className="text-stone-800">
              <span className="block text-xs text-stone-600">
                <StaffTime iso={change.createdAt} />
              </span>
              <ChangeText change={change} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-700">No changes recorded yet.</p>
      )}
    </Card>
  );
}
