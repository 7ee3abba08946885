import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";

import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { EmailAddress } from "~/components/staff/email-address";
import { Card, FormError, invalidProps } from "~/components/staff/form-parts";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { useStaffForm } from "~/components/staff/use-staff-form";

type NotificationEmail = { id: number; email: string; isActive: boolean };

export function NotificationEmailManager({ emails }: { emails: NotificationEmail[] }) {
  return (
    <Card heading="h3" title="Notification emails" description="Active addresses receive an email for every new lead.">
      {emails.length ? (
        <ul className="divide-y divide-stone-100">
          {emails.map((email) => (
            <NotificationEmailRow key={email.id} email={email} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700">No notification emails yet: nobody is told about new leads.</p>
      )}
      <AddNotificationEmailForm />
    </Card>
  );
}

function NotificationEmailRow({ email }: { email: NotificationEmail }) {
  const toggle = useFetcher();
  const remove = useFetcher();
  if (remove.state !== "idle") return null;
  const pending = toggle.formData?.get("isActive");
  const isActive = typeof pending === "string" ? pending === "true" : email.isActive;
  return (
    <li className="space-y-2 py-3" data-testid="notification-email">
      <p className="text-sm font-medium text-stone-900">
        <EmailAddress email={email.email} />
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <span
          className={`mt-2 rounded-full px-2 py-0.5 text-xs font-bold ${
            isActive ? "bg-primary-100 text-primary-900" : "bg-stone-200 text-stone-800"
          }`}
        >
          {isActive ? "Active" : "Inactive"}
        </span>
        <toggle.Form method="post" preventScrollReset>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="set-email-active" />
          <input type="hidden" name="emailId" value={email.id} />
          <input type="hidden" name="isActive" value={String(!isActive)} />
          <button
            type="submit"
            aria-label={`${isActive ? "Disable" : "Enable"} ${email.email}`}
            className={staffButton("secondary", "min-h-9 px-3")}
          >
            {isActive ? "Disable" : "Enable"}
          </button>
        </toggle.Form>
        <remove.Form method="post" preventScrollReset className="basis-full sm:basis-auto">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="remove-email" />
          <input type="hidden" name="emailId" value={email.id} />
          <ConfirmDisclosure
            summary={
              <>
                Remove<span className="sr-only"> {email.email}</span>
              </>
            }
            summaryClassName={staffButton("danger", "min-h-9 px-3")}
            question={
              <>
                Stop sending lead notifications to <EmailAddress email={email.email} />?
              </>
            }
          >
            <button type="submit" className={staffButton("confirm-danger")}>
              Confirm remove
            </button>
          </ConfirmDisclosure>
        </remove.Form>
      </div>
    </li>
  );
}

function AddNotificationEmailForm() {
  const { fetcher, form, busy, error, values } = useStaffForm("add-email", { resetOnSuccess: true });
  const id = useId();
  return (
    <fetcher.Form method="post" {...form} noValidate preventScrollReset className="space-y-2">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add-email" />
      <label htmlFor={`${id}-email`} className={staffLabel}>
        Add an email
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="off"
          placeholder="office@example.com"
          defaultValue={values.email}
          {...invalidProps(error, "email", `${id}-error`)}
          className={staffControl}
        />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Adding..." : "Add"}
        </button>
      </div>
      <FormError id={`${id}-error`} error={error} />
    </fetcher.Form>
  );
}

export function SitePhoneEditor({ phoneNumber }: { phoneNumber: string }) {
  const { fetcher, form, busy, error, values } = useStaffForm("update-phone");
  const [value, setValue] = useState(values.phoneNumber ?? phoneNumber);
  // Disabled while empty only where script can enable it again; without JavaScript the server says why.
  const canSubmit = !useHydrated() || value.trim() !== "";
  const id = useId();
  return (
    <Card
      heading="h3"
      title="Site phone number"
      description="Shown in the header, on every call button and in the footer."
    >
      <fetcher.Form method="post" {...form} noValidate preventScrollReset className="space-y-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="update-phone" />
        <label htmlFor={`${id}-phone`} className={staffLabel}>
          Phone number
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-phone`}
            name="phoneNumber"
            type="tel"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            {...invalidProps(error, "phoneNumber", `${id}-error`)}
            className={staffControl}
          />
          <button type="submit" className={staffButton("primary")} disabled={!canSubmit || busy}>
            {busy ? "Saving..." : "Update"}
          </button>
        </div>
        <FormError id={`${id}-error`} error={error} />
      </fetcher.Form>
    </Card>
  );
}

export function LeadSourceEditor({ message }: { message: string }) {
  const { fetcher, form, busy, error, values } = useStaffForm("update-lead-source");
  const id = useId();
  return (
    <Card
      heading="h3"
      title="Lead source message"
      description="Heads every lead notification email, so staff know where it came from."
    >
      <fetcher.Form method="post" {...form} noValidate preventScrollReset className="space-y-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="update-lead-source" />
        <label htmlFor={`${id}-message`} className={staffLabel}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          defaultValue={values.message ?? message}
          {...invalidProps(error, "message", `${id}-error`)}
          className={staffControl}
        />
        <FormError id={`${id}-error`} error={error} />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Saving..." : "Save message"}
        </button>
      </fetcher.Form>
    </Card>
  );
}

export function ConfirmationsSetting({ sendConfirmations }: { sendConfirmations: boolean }) {
  const { fetcher, form, busy } = useStaffForm("set-confirmations");
  const id = useId();
  return (
    <Card
      heading="h3"
      title="Visitor confirmations"
      description="An email to the visitor saying their request arrived, when we call back, and our number."
    >
      <fetcher.Form method="post" {...form} preventScrollReset className="space-y-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="set-confirmations" />
        <div className="flex items-start gap-2">
          <input
            id={`${id}-confirmations`}
            name="sendConfirmations"
            type="checkbox"
            defaultChecked={sendConfirmations}
            className="mt-0.5 size-5 accent-primary-800"
          />
          <label htmlFor={`${id}-confirmations`} className="text-sm text-stone-900">
            Email each visitor who gives an address a confirmation (never to a lead flagged possible spam)
          </label>
        </div>
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
      </fetcher.Form>
    </Card>
  );
}
