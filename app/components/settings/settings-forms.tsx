import { getInputProps } from "@conform-to/react";
import { useHydrated } from "remix-utils/use-hydrated";

import { Card } from "~/components/staff/card";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { EmailAddress } from "~/components/staff/email-address";
import {
  CheckboxField,
  ErrorList,
  Field,
  FormErrors,
  StaffForm,
  SubmitButton,
  TextareaField,
  useStaffForm,
} from "~/components/staff/forms";
import { staffButton } from "~/components/staff/ui";
import { settingsFormSchema } from "~/staff/settings-schemas";

type NotificationEmail = { id: number; email: string; isActive: boolean; spanishOnly: boolean };

/** Each editor's heading level: h2 on the Settings screen, h3 under Form Fills' "Settings". */
type Outline = { heading: "h2" | "h3" };

const schema = settingsFormSchema;

/** What heads each error, as SPEC §5 and §8 word them. */
const titles = {
  emails: { form: "Error", fields: { email: "Invalid Email" } },
  phone: { form: "Error", fields: { phoneNumber: "Invalid Phone Number" } },
  leadSource: { form: "Error", fields: { message: "Invalid Message" } },
  confirmations: { form: "Error" },
  money: { form: "Error" },
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
  const toggle = useStaffForm({ schema, intent: "set-email-active", scope, titles: titles.emails });
  const remove = useStaffForm({ schema, intent: "remove-email", scope, titles: titles.emails });
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
        <StaffForm state={toggle}>
          <input type="hidden" name="isActive" value={String(!isActive)} />
          <button
            type="submit"
            aria-label={`${isActive ? "Disable" : "Enable"} ${email.email}`}
            className={staffButton("secondary", "min-h-9 px-3")}
          >
            {isActive ? "Disable" : "Enable"}
          </button>
        </StaffForm>
        <StaffForm state={remove} className="basis-full sm:basis-auto">
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
            <SubmitButton variant="confirm-danger">Confirm remove</SubmitButton>
          </ConfirmDisclosure>
        </StaffForm>
      </div>
      <StaffFormErrors state={toggle} />
      <StaffFormErrors state={remove} />
    </li>
  );
}

/** A row's forms are side by side: their errors go under the row. */
function StaffFormErrors({ state }: { state: ReturnType<typeof useStaffForm> }) {
  return <ErrorList id={state.form.errorId} title={state.titles.form} errors={state.form.errors} />;
}

function AddNotificationEmailForm() {
  const add = useStaffForm({ schema, intent: "add-email", titles: titles.emails });
  return (
    <StaffForm state={add} className="space-y-2">
      <Field
        meta={add.fields.email}
        label="Add an email"
        type="email"
        autoComplete="off"
        placeholder="office@example.com"
        className="space-y-2"
        beside={<SubmitButton busyLabel="Adding...">Add</SubmitButton>}
      />
      <label className="flex min-h-9 items-center gap-2 text-sm text-stone-800">
        <input {...getInputProps(add.fields.spanishOnly, { type: "checkbox" })} key={add.fields.spanishOnly.key} />
        Spanish leads only (someone who calls back in Spanish)
      </label>
      <FormErrors />
    </StaffForm>
  );
}

export function SitePhoneEditor({ phoneNumber, heading }: { phoneNumber: string } & Outline) {
  const phone = useStaffForm({ schema, intent: "update-phone", titles: titles.phone, defaultValue: { phoneNumber } });
  // Disabled while empty only where script can enable it again; without JavaScript the server says why.
  const canSubmit = !useHydrated() || (phone.fields.phoneNumber.value ?? "").trim() !== "";
  return (
    <Card
      heading={heading}
      title="Site phone number"
      description="Shown in the header, on every call button and in the footer."
    >
      <StaffForm state={phone} className="space-y-2">
        <Field
          meta={phone.fields.phoneNumber}
          label="Phone number"
          type="tel"
          autoComplete="off"
          className="space-y-2"
          beside={
            <SubmitButton busyLabel="Saving..." disabled={!canSubmit}>
              Update
            </SubmitButton>
          }
        />
        <FormErrors />
      </StaffForm>
    </Card>
  );
}

export function LeadSourceEditor({ message, heading }: { message: string } & Outline) {
  const leadSource = useStaffForm({
    schema,
    intent: "update-lead-source",
    titles: titles.leadSource,
    defaultValue: { message },
  });
  return (
    <Card
      heading={heading}
      title="Lead source message"
      description="Heads every lead notification email, so staff know where it came from."
    >
      <StaffForm state={leadSource} className="space-y-2">
        <TextareaField meta={leadSource.fields.message} label="Message" className="space-y-2" />
        <FormErrors />
        <SubmitButton busyLabel="Saving...">Save message</SubmitButton>
      </StaffForm>
    </Card>
  );
}

export function ConfirmationsSetting({ sendConfirmations, heading }: { sendConfirmations: boolean } & Outline) {
  const confirmations = useStaffForm({
    schema,
    intent: "set-confirmations",
    titles: titles.confirmations,
    defaultValue: { sendConfirmations },
  });
  return (
    <Card
      heading={heading}
      title="Visitor confirmations"
      description="An email to the visitor saying their request arrived, when we call back, and our number."
    >
      <StaffForm state={confirmations} className="space-y-3">
        <CheckboxField
          meta={confirmations.fields.sendConfirmations}
          label="Email each visitor who gives an email address a confirmation (never to a lead flagged possible spam)"
        />
        <FormErrors />
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </StaffForm>
    </Card>
  );
}

export function MoneySetting({ shareMoney, heading }: { shareMoney: boolean } & Outline) {
  const money = useStaffForm({ schema, intent: "set-share-money", titles: titles.money, defaultValue: { shareMoney } });
  return (
    <Card
      heading={heading}
      title="Money and exports"
      description="Won values, job values and the CSV export are the owner's. Staff accounts see counts."
    >
      <StaffForm state={money} className="space-y-3">
        <CheckboxField meta={money.fields.shareMoney} label="Share job values and CSV exports with staff accounts" />
        <FormErrors />
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </StaffForm>
    </Card>
  );
}
