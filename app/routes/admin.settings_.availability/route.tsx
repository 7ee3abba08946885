import { getCollectionProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { Card } from "~/components/staff/card";
import {
  CheckboxField,
  ErrorList,
  Field,
  FormErrors,
  SelectField,
  StaffForm,
  SubmitButton,
  TextareaField,
  useStaffForm,
} from "~/components/staff/forms";
import { staffLabel } from "~/components/staff/ui";
import { db } from "~/platform/db.server";
import { formSaved } from "~/platform/remix/form-reply.server";
import { requireOwner, requireOwnerForm } from "~/staff/auth.server";
import { staffMeta } from "~/staff/staff-meta";
import { availabilityFormSchema as schema, availabilityFormValues } from "~/visits/availability-form";
import { getAvailability, saveAvailability } from "~/visits/visits.server";

export const meta: MetaFunction = () => staffMeta("Availability");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const [rules, staff] = await Promise.all([
    getAvailability(),
    db.selectFrom("staffUsers").select(["id", "email"]).orderBy("email").execute(),
  ]);
  return {
    values: availabilityFormValues(rules),
    unreadable: Boolean(rules.unreadable),
    staff: Object.fromEntries(staff.map((member) => [String(member.id), member.email])),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await requireOwnerForm(request);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { intent: _, ...rules } = submission.value;
  await saveAvailability(rules);
  return formSaved(request, submission, {
    title: "Availability saved",
    description: "Visitors see the new windows now.",
  });
}

/** The owner's estimate windows: when visitors may book, how many at once, days off, notice and horizon. */
export default function AvailabilityPage() {
  const { values, unreadable, staff } = useLoaderData<typeof loader>();
  const state = useStaffForm({
    schema,
    intent: "save-availability",
    titles: { form: "Not Saved" },
    defaultValue: values,
  });
  const { fields } = state;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      <Link to="/admin/settings" className="text-sm font-semibold text-primary-800 underline">
        Settings
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">Availability for estimate visits</h1>
      {unreadable ? (
        <p role="alert" className="rounded-md border border-amber-600 bg-amber-50 p-3 font-medium text-amber-900">
          The saved availability could not be read, so online booking is off and the default windows are shown. Check
          them and save.
        </p>
      ) : null}
      <Card title="Estimate windows" description="Times are Waco time. Visitors pick one after a quote request.">
        <StaffForm state={state} className="space-y-4">
          <FormErrors />
          <CheckboxField meta={fields.selfBooking} label="Visitors may book a visit online" />
          <TextareaField
            meta={fields.windows}
            rows={10}
            label="Weekly windows, one a line (e.g. Mon 08:00-10:00). A day without windows is a day off."
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field meta={fields.placesPerWindow} label="Visits per window" type="number" />
            <Field meta={fields.minNoticeDays} label="Days of notice" type="number" hint="1: from tomorrow" />
            <Field meta={fields.horizonDays} label="Days ahead" type="number" />
          </div>
          <Field
            meta={fields.heldBackPercent}
            label="Percent of each day's visits kept for staff to book"
            type="number"
            hint="Visitors can't book a day once only this share of its places is left: room for callers. 0 keeps none."
          />
          <TextareaField meta={fields.blackoutDates} rows={4} label="Days closed, one a line (e.g. 2026-12-24)" />
          <fieldset className="space-y-1">
            <legend className={staffLabel}>Who does estimates</legend>
            <p id={`${fields.rotation.id}-hint`} className="text-xs text-stone-700">
              Visits booked online go round the people ticked: each to whoever is free in that window with the fewest
              visits that day, taking turns when that is a tie. It is in their calendar feed and reminders.
            </p>
            {getCollectionProps(fields.rotation, { type: "checkbox", options: Object.keys(staff) }).map((props) => (
              <label key={props.key} className="flex min-h-9 items-center gap-2 text-sm text-stone-900">
                <input
                  {...props}
                  key={props.key}
                  aria-describedby={[props["aria-describedby"], `${fields.rotation.id}-hint`].filter(Boolean).join(" ")}
                  className="size-5 accent-primary-800"
                />
                <span className="min-w-0 break-words">{staff[props.value]}</span>
              </label>
            ))}
            <ErrorList id={fields.rotation.errorId} errors={fields.rotation.errors} />
          </fieldset>
          <SelectField
            meta={fields.estimatorId}
            label="With nobody ticked, visits booked online go to"
            placeholder="The owner"
            options={staff}
          />
          <SubmitButton busyLabel="Saving...">Save availability</SubmitButton>
        </StaffForm>
      </Card>
    </div>
  );
}
