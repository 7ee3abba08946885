import { getCollectionProps } from "@conform-to/react";

import { Card } from "~/components/staff/card";
import { CheckboxField, ErrorList, Field, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffLabel } from "~/components/staff/ui";
import { formatPhone } from "~/platform/phone";
import { textSettingsSchema, WEEKDAYS } from "~/staff/text-settings";
import type { getTextSettings } from "~/staff/text-settings.server";

type TextSettings = Awaited<ReturnType<typeof getTextSettings>>;

/** Until the owner saves office hours, the published ones are in use: the form starts from a range that covers them. */
const PUBLISHED_HOURS = { days: ["1", "2", "3", "4", "5", "6"], opens: "07:00", closes: "18:00" };

/**
 * Settings, Texts (owners): who is on call, how often an unclaimed emergency repeats, the
 * office hours in which ordinary leads and customers' texts also text on call, and review
 * requests by text. Works without JavaScript.
 */
export function TextSettingsCard({ settings, configured }: { settings: TextSettings; configured: boolean }) {
  const hours = settings.officeHours;
  const form = useStaffForm({
    schema: textSettingsSchema,
    intent: "text-settings",
    titles: { form: "Not Saved" },
    defaultValue: {
      onCallPhones: settings.onCallPhones.map((phone) => formatPhone(phone.replace(/^\+1/, ""))).join(", "),
      repeatMinutes: String(settings.repeatMinutes),
      officeDays: hours ? hours.days.map(String) : PUBLISHED_HOURS.days,
      officeOpens: hours?.opens ?? PUBLISHED_HOURS.opens,
      officeCloses: hours?.closes ?? PUBLISHED_HOURS.closes,
      ordinaryLeadsInOfficeHours: settings.ordinaryLeadsInOfficeHours ? "on" : undefined,
      reviewRequestsByText: settings.reviewRequestsByText ? "on" : undefined,
    },
  });
  const { fields } = form;
  return (
    <Card
      title="Texts and on call"
      anchor="texts"
      description={
        configured
          ? "An emergency texts the first number at once, day or night, and repeats until someone takes it; then the next number."
          : "Texts are off until the server has its Twilio account (docs/texts.md). These settings wait until then."
      }
    >
      <StaffForm state={form} className="space-y-3">
        <Field
          meta={fields.onCallPhones}
          type="tel"
          label="On-call numbers"
          hint={`First called first, separated by commas${settings.onCallFromEnv ? "; now from ON_CALL_PHONES" : ""}`}
        />
        <Field
          meta={fields.repeatMinutes}
          type="number"
          label="Repeat an unclaimed emergency every (minutes)"
          hint="Each number gets two texts, then the next one does"
        />
        <CheckboxField
          meta={fields.ordinaryLeadsInOfficeHours}
          label="In office hours, also text the first number about ordinary leads and customers' texts"
        />
        <fieldset className="space-y-2">
          <legend className={staffLabel}>Office hours (Waco time)</legend>
          {hours ? null : (
            <p className="text-xs text-stone-700">
              Now the published hours (Mon-Fri 7-6, Sat 8-4). Saving sets these instead.
            </p>
          )}
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {getCollectionProps(fields.officeDays, { type: "checkbox", options: Object.keys(WEEKDAYS) }).map(
              (props) => (
                <label key={props.key} className="flex min-h-9 items-center gap-1 text-sm text-stone-900">
                  <input {...props} key={props.key} className="size-5 accent-primary-800" />
                  {WEEKDAYS[props.value as keyof typeof WEEKDAYS]}
                </label>
              ),
            )}
          </div>
          <ErrorList id={fields.officeDays.errorId} errors={fields.officeDays.errors} />
          <div className="grid grid-cols-2 gap-3">
            <Field meta={fields.officeOpens} type="time" label="Opens" />
            <Field meta={fields.officeCloses} type="time" label="Closes" />
          </div>
        </fieldset>
        <CheckboxField
          meta={fields.reviewRequestsByText}
          label="Also send review requests by text, to customers who agreed to texts"
        />
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </StaffForm>
    </Card>
  );
}
