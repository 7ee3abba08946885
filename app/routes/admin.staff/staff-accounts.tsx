import { getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { EmailAddress } from "~/components/staff/email-address";
import { Card, FormError } from "~/components/staff/form-parts";
import { StaffTime } from "~/components/staff/staff-time";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { useFetcherForm } from "~/components/staff/use-fetcher-form";
import { MIN_PASSWORD_LENGTH, staffRoles } from "~/staff/staff-account-schemas";
import type { listRecentStaffChanges, listStaffAccounts } from "~/staff/staff-accounts.server";

import { roleDescriptions, type StaffAccountFields, staffAccountFormSchema } from "./staff-forms";

type StaffAccount = Awaited<ReturnType<typeof listStaffAccounts>>[number];
type StaffChange = Awaited<ReturnType<typeof listRecentStaffChanges>>[number];

const constraint = getZodConstraint(staffAccountFormSchema);

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
  const { fetcher, form, formProps } = useFetcherForm<StaffAccountFields>({
    intent: "set-role",
    scope: { accountId: String(account.id) },
    titles: titles.role,
  });
  const next = account.role === "owner" ? "staff" : "owner";
  return (
    <fetcher.Form method="post" {...formProps} preventScrollReset className="pt-1">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="set-role" />
      <input type="hidden" name="accountId" value={account.id} />
      <input type="hidden" name="role" value={next} />
      <button type="submit" className={staffButton("secondary", "min-h-9 px-3")}>
        {next === "owner" ? "Make owner" : "Make staff"}
        <span className="sr-only"> {account.email}</span>
      </button>
      <FormError id={form.errorId} title={titles.role.form} errors={form.errors} />
    </fetcher.Form>
  );
}

function RemoveAccountForm({ account }: { account: StaffAccount }) {
  const { fetcher, form, formProps } = useFetcherForm<StaffAccountFields>({
    intent: "remove-account",
    scope: { accountId: String(account.id) },
    titles: titles.remove,
  });
  return (
    <fetcher.Form method="post" {...formProps} preventScrollReset className="pt-1">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="remove-account" />
      <input type="hidden" name="accountId" value={account.id} />
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
        <button type="submit" className={staffButton("confirm-danger")}>
          Confirm remove
        </button>
      </ConfirmDisclosure>
      <FormError id={form.errorId} title={titles.remove.form} errors={form.errors} />
    </fetcher.Form>
  );
}

export function AddStaffAccountForm() {
  const { fetcher, form, fields, busy, formProps } = useFetcherForm<StaffAccountFields>({
    intent: "add-account",
    resetOnSuccess: true,
    titles: titles.add,
    constraint,
  });
  const hintId = `${fields.password.id}-hint`;
  return (
    <Card title="Add an account" description="The new staff member signs in with this email and password.">
      <fetcher.Form method="post" {...formProps} preventScrollReset className="space-y-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="add-account" />
        <div>
          <label htmlFor={fields.email.id} className={staffLabel}>
            Email
          </label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="off"
            className={staffControl}
          />
          <FormError id={fields.email.errorId} title={titles.add.fields.email} errors={fields.email.errors} />
        </div>
        <div>
          <label htmlFor={fields.password.id} className={staffLabel}>
            Initial password
          </label>
          <input
            {...getInputProps(fields.password, { type: "password", ariaDescribedBy: hintId })}
            key={fields.password.key}
            autoComplete="new-password"
            className={staffControl}
          />
          <p id={hintId} className="mt-1 text-xs text-stone-700">
            At least {MIN_PASSWORD_LENGTH} characters. Share it privately; they can change it after signing in.
          </p>
          <FormError id={fields.password.errorId} title={titles.add.fields.password} errors={fields.password.errors} />
        </div>
        <fieldset>
          <legend className={staffLabel}>Role</legend>
          {staffRoles.map((role) => (
            <label key={role} className="flex min-h-9 items-center gap-2 text-sm text-stone-900">
              <input type="radio" name="role" value={role} defaultChecked={role === "staff"} />
              {roleDescriptions[role]}
            </label>
          ))}
        </fieldset>
        <FormError id={form.errorId} title={titles.add.form} errors={form.errors} />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Adding..." : "Add account"}
        </button>
      </fetcher.Form>
    </Card>
  );
}

export function ChangePasswordForm({ email }: { email: string }) {
  const { fetcher, form, fields, busy, formProps } = useFetcherForm<StaffAccountFields>({
    intent: "change-password",
    resetOnSuccess: true,
    titles: titles.changePassword,
    constraint,
  });
  const { currentPassword, newPassword } = fields;
  const hintId = `${newPassword.id}-hint`;
  return (
    <Card
      title="Change your password"
      description="Signs you out everywhere else: other browsers and devices must sign in again."
    >
      <fetcher.Form method="post" {...formProps} preventScrollReset className="space-y-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="change-password" />
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <div>
          <label htmlFor={currentPassword.id} className={staffLabel}>
            Current password
          </label>
          <input
            {...getInputProps(currentPassword, { type: "password" })}
            key={currentPassword.key}
            autoComplete="current-password"
            className={staffControl}
          />
          <FormError
            id={currentPassword.errorId}
            title={titles.changePassword.fields.currentPassword}
            errors={currentPassword.errors}
          />
        </div>
        <div>
          <label htmlFor={newPassword.id} className={staffLabel}>
            New password
          </label>
          <input
            {...getInputProps(newPassword, { type: "password", ariaDescribedBy: hintId })}
            key={newPassword.key}
            autoComplete="new-password"
            className={staffControl}
          />
          <p id={hintId} className="mt-1 text-xs text-stone-700">
            At least {MIN_PASSWORD_LENGTH} characters.
          </p>
          <FormError
            id={newPassword.errorId}
            title={titles.changePassword.fields.newPassword}
            errors={newPassword.errors}
          />
        </div>
        <FormError id={form.errorId} title={titles.changePassword.form} errors={form.errors} />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Changing..." : "Change password"}
        </button>
      </fetcher.Form>
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
