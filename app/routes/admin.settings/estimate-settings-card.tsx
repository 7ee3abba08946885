import { Card } from "~/components/staff/card";
import { Field, StaffForm, SubmitButton, TextareaField, useStaffForm } from "~/components/staff/forms";
import { estimateSettingsSchema } from "~/estimates/estimate-settings";
import type { getEstimateSettings } from "~/estimates/estimates.server";

type EstimateSettings = Awaited<ReturnType<typeof getEstimateSettings>>;

/** Settings, Estimates (owners): the terms in both languages, the sales tax rate and how long an estimate is good. */
export function EstimateSettingsCard({ settings }: { settings: EstimateSettings }) {
  const form = useStaffForm({
    schema: estimateSettingsSchema,
    intent: "estimate-settings",
    titles: { form: "Not Saved" },
    validateOn: "onSubmit",
    defaultValue: {
      termsEn: settings.termsEn,
      termsEs: settings.termsEs,
      taxRate: (settings.taxRateBasisPoints / 100).toFixed(2),
      validDays: String(settings.validDays),
    },
  });
  return (
    <Card
      title="Estimates"
      anchor="estimates"
      description="What every written estimate carries. An estimate already sent keeps the terms and tax rate it was sent with."
    >
      <StaffForm state={form} className="space-y-3">
        <TextareaField
          meta={form.fields.termsEn}
          label="Terms (English)"
          hint="Payment, cleanup, what is not included. Never offer to pay or waive an insurance deductible."
          rows={5}
        />
        <TextareaField
          meta={form.fields.termsEs}
          label="Terms (Spanish)"
          hint="For customers who prefer Spanish."
          rows={5}
        />
        <Field
          meta={form.fields.taxRate}
          label="Sales tax rate (%)"
          hint="On the lines marked taxable; Waco's combined rate is 8.25."
          inputMode="decimal"
        />
        <Field
          meta={form.fields.validDays}
          type="number"
          label="Days a new estimate is valid"
          hint="Its expiry date starts this many days out; staff can change it per estimate."
        />
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </StaffForm>
    </Card>
  );
}
