import { getInputProps, getTextareaProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";

import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { EmailAddress } from "~/components/staff/email-address";
import { Card, FormError } from "~/components/staff/form-parts";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { useFetcherForm } from "~/components/staff/use-fetcher-form";
import { type SettingsFields, settingsFormSchema } from "~/staff/settings-schemas";

type NotificationEmail = { id: number; email: string; isActive: boolean; spanishOnly: boolean };

/** Each editor's heading level: h2 on the Settings screen, h3 under Form Fills' "Settings". */
type Outline = { heading: "h2" | "h3" };

const constraint = getZodConstraint(settingsFormSchema);

/** What heads each error, as SPEC §5 and §8 word them. */
const titles = {
  emails: { form: "Error", fields: { email: "Invalid Email" } },
  phone: { form: "Error", fields: { phoneNumber: "Invalid Phone Number" } },
  leadSource: { form: "Error", fields: { message: "Invalid Message" } },
  confirmations: { form: "Error" },
};

export function NotificationEmailManager({ emails, heading }: { emails: NotificationEmail[] } & Outline) {
  return (
    <Card
      heading={heading}
      title="Notification emails"
      description="Active addresses receive an email for every new lead; those marked Spanish leads only, for the leads from the Spanish pages."
    >
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
  const scope = { emailId: String(email.id) };
  const toggle = useFetcherForm<SettingsFields>({ intent: "set-email-active", scope, titles: titles.emails });
  const remove = useFetcherForm<SettingsFields>({ intent: "remove-email", scope, titles: titles.emails });
  if (remove.busy) return null;
  const pending = toggle.fetcher.formData?.get("isActive");
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
        {email.spanishOnly ? (
          <span className="mt-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            Spanish leads only
          </span>
        ) : null}
        <toggle.fetcher.Form method="post" {...toggle.formProps} preventScrollReset>
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
        </toggle.fetcher.Form>
        <remove.fetcher.Form
          method="post"
          {...remove.formProps}
          preventScrollReset
          className="basis-full sm:basis-auto"
        >
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
        </remove.fetcher.Form>
      </div>
      <FormError id={toggle.form.errorId} title={titles.emails.form} errors={toggle.form.errors} />
      <FormError id={remove.form.errorId} title={titles.emails.form} errors={remove.form.errors} />
    </li>
  );
}

function AddNotificationEmailForm() {
  const { fetcher, form, fields, busy, formProps } = useFetcherForm<SettingsFields>({
    intent: "add-email",
    resetOnSuccess: true,
    titles: titles.emails,
    constraint,
  });
  return (
    <fetcher.Form method="post" {...formProps} preventScrollReset className="space-y-2">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add-email" />
      <label htmlFor={fields.email.id} className={staffLabel}>
        Add an email
      </label>
      <div className="flex gap-2">
        <input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="off"
          placeholder="office@example.com"
          className={staffControl}
        />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Adding..." : "Add"}
        </button>
      </div>
      <label className="flex min-h-9 items-center gap-2 text-sm text-stone-800">
        <input {...getInputProps(fields.spanishOnly, { type: "checkbox" })} key={fields.spanishOnly.key} />
        Spanish leads only (someone who calls back in Spanish)
      </label>
      <FormError id={fields.email.errorId} title={titles.emails.fields.email} errors={fields.email.errors} />
      <FormError id={form.errorId} title={titles.emails.form} errors={form.errors} />
    </fetcher.Form>
  );
}

export function SitePhoneEditor({ phoneNumber, heading }: { phoneNumber: string } & Outline) {
  const { fetcher, form, fields, busy, formProps } = useFetcherForm<SettingsFields>({
    intent: "update-phone",
    titles: titles.phone,
    constraint,
    defaultValue: { phoneNumber },
  });
  // Disabled while empty only where script can enable it again; without JavaScript the server says why.
  const canSubmit = !useHydrated() || (fields.phoneNumber.value ?? "").trim() !== "";
  return (
    <Card
      heading={heading}
      title="Site phone number"
      description="Shown in the header, on every call button and in the footer."
    >
      <fetcher.Form method="post" {...formProps} preventScrollReset className="space-y-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="update-phone" />
        <label htmlFor={fields.phoneNumber.id} className={staffLabel}>
          Phone number
        </label>
        <div className="flex gap-2">
          <input
            {...getInputProps(fields.phoneNumber, { type: "tel" })}
            key={fields.phoneNumber.key}
            autoComplete="off"
            className={staffControl}
          />
          <button type="submit" className={staffButton("primary")} disabled={!canSubmit || busy}>
            {busy ? "Saving..." : "Update"}
          </button>
        </div>
        <FormError
          id={fields.phoneNumber.errorId}
          title={titles.phone.fields.phoneNumber}
          errors={fields.phoneNumber.errors}
        />
        <FormError id={form.errorId} title={titles.phone.form} errors={form.errors} />
      </fetcher.Form>
    </Card>
  );
}

export function LeadSourceEditor({ message, heading }: { message: string } & Outline) {
  const { fetcher, form, fields, busy, formProps } = useFetcherForm<SettingsFields>({
    intent: "update-lead-source",
    titles: titles.leadSource,
    constraint,
    defaultValue: { message },
  });
  return (
    <Card
      heading={heading}
      title="Lead source message"
      description="Heads every lead notification email, so staff know where it came from."
    >
      <fetcher.Form method="post" {...formProps} preventScrollReset className="space-y-2">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="update-lead-source" />
        <label htmlFor={fields.message.id} className={staffLabel}>
          Message
        </label>
        <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={3} className={staffControl} />
        <FormError
          id={fields.message.errorId}
          title={titles.leadSource.fields.message}
          errors={fields.message.errors}
        />
        <FormError id={form.errorId} title={titles.leadSource.form} errors={form.errors} />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Saving..." : "Save message"}
        </button>
      </fetcher.Form>
    </Card>
  );
}

export function ConfirmationsSetting({ sendConfirmations, heading }: { sendConfirmations: boolean } & Outline) {
  const { fetcher, form, fields, busy, formProps } = useFetcherForm<SettingsFields>({
    intent: "set-confirmations",
    titles: titles.confirmations,
    constraint,
    defaultValue: { sendConfirmations },
  });
  return (
    <Card
      heading={heading}
      title="Visitor confirmations"
      description="An email to the visitor saying their request arrived, when we call back, and our number."
    >
      <fetcher.Form method="post" {...formProps} preventScrollReset className="space-y-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="set-confirmations" />
        <div className="flex items-start gap-2">
          <input
            {...getInputProps(fields.sendConfirmations, { type: "checkbox" })}
            key={fields.sendConfirmations.key}
            className="mt-0.5 size-5 accent-primary-800"
          />
          <label htmlFor={fields.sendConfirmations.id} className="text-sm text-stone-900">
            Email each visitor who gives an address a confirmation (never to a lead flagged possible spam)
          </label>
        </div>
        <FormError id={form.errorId} title={titles.confirmations.form} errors={form.errors} />
        <button type="submit" className={staffButton("primary")} disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
      </fetcher.Form>
    </Card>
  );
}
