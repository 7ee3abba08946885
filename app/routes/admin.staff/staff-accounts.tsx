import { useId } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { EmailAddress } from "~/components/staff/email-address";
import { Card, FormError, invalidProps } from "~/components/staff/form-parts";
import { StaffTime } from "~/components/staff/staff-time";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { useStaffForm } from "~/components/staff/use-staff-form";
import { MIN_PASSWORD_LENGTH } from "~/staff/staff-account-schemas";
import type { listRecentStaffChanges, listStaffAccounts } from "~/staff/staff-accounts.server";

type StaffAccount = Awaited<ReturnType<typeof listStaffAccounts>>[number];
type StaffChange = Awaited<ReturnType<typeof listRecentStaffChanges>>[number];

export function StaffAccountList({ accounts, myId }: { accounts: StaffAccount[]; myId: number }) {
  const canRemove = accounts.length > 1;
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
            {canRemove && account.id !== myId ? <RemoveAccountForm account={account} /> : null}
          </li>
        ))}
      </ul>
      {canRemove ? null : <p className="text-sm text-stone-700">The only account cannot be removed.</p>}
    </Card>
  );
}

function RemoveAccountForm({ account }: { account: StaffAccount }) {
  const { fetcher, form, error } = useStaffForm("remove-account", { scope: { accountId: String(account.id) } });
  const id = useId();
  return (
    <fetcher.Form method="post" {...form} preventScrollReset className="pt-1">
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
      <FormError id={`${id}-error`} error={error} />
    </fetcher.Form>
  );
}

export function AddStaffAccountForm() {
  const { fetcher, form, busy, error, values } = useStaffForm("add-account", { resetOnSuccess: true });
  const id = useId();
  return (
    <Card title="Add an account" description="The new staff member signs in with this email and password.">
      <fetcher.Form method="post" {...form} noValidate preventScrollReset className="space-y-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="add-account" />
        <div>
          <label htmlFor={`${id}-email`} className={staffLabel}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={values.email}
            {...invalidProps(error, "email", `${id}-error`)}
            className={staffControl}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className={staffLabel}>
            Initial password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            {...invalidProps(error, "password", `${id}-error`)}
            aria-describedby={[`${id}-password-hint`, error?.field === "password" ? `${id}-error` : null]
              .filter(Boolean)
              .join(" ")}
            className={staffControl}
          />
          <p id={`${id}-password-hint`} className="mt-1 text-xs text-stone-700">
            At least {MIN_PASSWORD_LENGTH} characters. Share it privately; they can change it after signing in.
          </p>
        </div>
        <FormError id={`${id}-error`} error={error} />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Adding..." : "Add account"}
        </button>
      </fetcher.Form>
    </Card>
  );
}

export function ChangePasswordForm({ email }: { email: string }) {
  const { fetcher, form, busy, error } = useStaffForm("change-password", { resetOnSuccess: true });
  const id = useId();
  return (
    <Card
      title="Change your password"
      description="Signs you out everywhere else: other browsers and devices must sign in again."
    >
      <fetcher.Form method="post" {...form} noValidate preventScrollReset className="space-y-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="change-password" />
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <div>
          <label htmlFor={`${id}-current`} className={staffLabel}>
            Current password
          </label>
          <input
            id={`${id}-current`}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            {...invalidProps(error, "currentPassword", `${id}-error`)}
            className={staffControl}
          />
        </div>
        <div>
          <label htmlFor={`${id}-new`} className={staffLabel}>
            New password
          </label>
          <input
            id={`${id}-new`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            {...invalidProps(error, "newPassword", `${id}-error`)}
            aria-describedby={[`${id}-new-hint`, error?.field === "newPassword" ? `${id}-error` : null]
              .filter(Boolean)
              .join(" ")}
            className={staffControl}
          />
          <p id={`${id}-new-hint`} className="mt-1 text-xs text-stone-700">
            At least {MIN_PASSWORD_LENGTH} characters.
          </p>
        </div>
        <FormError id={`${id}-error`} error={error} />
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
  }
}

export function RecentStaffChanges({ changes }: { changes: StaffChange[] }) {
  return (
    <Card title="Recent changes" description="Accounts added and removed and passwords changed, newest first.">
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
