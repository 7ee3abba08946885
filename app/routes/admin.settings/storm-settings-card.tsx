import { Card } from "~/components/staff/card";
import { CheckboxField, Field, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { stormSettingsFormSchema } from "~/storm/storm-schemas";
import type { StormSettings } from "~/storm/storm-settings.server";

/**
 * Settings, Storm mode (owners): the switch the day a storm hits, from a phone and without
 * JavaScript. The same change as `PATCH /api/site-settings` (docs/decisions/087-storm-desk.md).
 */
export function StormSettingsCard({
  storm,
  endsAtLabel,
  pastStorms,
}: {
  storm: StormSettings;
  endsAtLabel: string | null;
  /** The last storms that have ended, latest first, in Waco time. */
  pastStorms: ReadonlyArray<{ from: string; to: string }>;
}) {
  const form = useStaffForm({
    schema: stormSettingsFormSchema,
    intent: "storm-settings",
    titles: { form: "Not Saved" },
    defaultValue: { stormMode: storm.on ? "on" : undefined, endsInHours: "", bookingShare: String(storm.bookingShare) },
  });
  const { fields } = form;
  return (
    <Card
      title="Storm mode"
      anchor="storm"
      description={
        storm.on
          ? `On${endsAtLabel ? ` until ${endsAtLabel}` : ""}: every public page shows the storm banner, the quote form asks what the tree is doing, and leads are called in order of danger on the Storm board.`
          : "Off. Turn it on when calls pour in after a storm: a banner with each tier's wait on every public page, the hazard questions on the quote form, the Storm board for staff."
      }
    >
      <StaffForm state={form} className="space-y-3">
        <CheckboxField meta={fields.stormMode} label="Storm mode is on" />
        <Field
          meta={fields.endsInHours}
          type="number"
          label="Turn it off by itself after (hours, optional)"
          hint="Empty: it stays on until you turn it off"
        />
        <Field
          meta={fields.bookingShare}
          type="number"
          label="Estimate-visit windows visitors may still book (percent)"
          hint="0 pauses online booking; the rest are kept for the storm's calls"
        />
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </StaffForm>
      {pastStorms.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-stone-900">Past storms (Waco time)</h3>
          <p className="text-sm text-stone-600">Estimates carry the storm clause until 30 days after each.</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-stone-800">
            {pastStorms.map((past) => (
              <li key={past.from}>
                {past.from} to {past.to}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
