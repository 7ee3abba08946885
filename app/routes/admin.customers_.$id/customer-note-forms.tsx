import { Field, FormErrors, StaffForm, SubmitButton, TextareaField, useStaffForm } from "~/components/staff/forms";

import { customerNotesSchema, propertyNoteSchema } from "./customer-forms";

/** The customer's notes: how to reach them, what they care about. */
export function CustomerNotesForm({ name, notes }: { name: string; notes: string }) {
  const form = useStaffForm({
    schema: customerNotesSchema,
    intent: "notes",
    titles: { form: "Not Saved" },
    defaultValue: { notes },
  });
  return (
    <StaffForm state={form} className="space-y-2">
      <TextareaField meta={form.fields.notes} label={`Notes about ${name}`} rows={3} />
      <SubmitButton variant="secondary" busyLabel="Saving...">
        Save notes
      </SubmitButton>
      <FormErrors />
    </StaffForm>
  );
}

/** One property's note (gate code, dog, where to park), its Save beside the box. */
export function PropertyNoteForm({ property }: { property: { id: number; address: string; note: string } }) {
  const form = useStaffForm({
    schema: propertyNoteSchema,
    intent: "property-note",
    scope: { propertyId: String(property.id) },
    titles: { form: "Not Saved" },
    defaultValue: { note: property.note },
  });
  return (
    <StaffForm state={form} className="w-full">
      <Field
        meta={form.fields.note}
        label="Note: gate code, dog, where to park"
        beside={
          <SubmitButton variant="secondary" busyLabel="Saving...">
            Save
          </SubmitButton>
        }
      />
      <FormErrors />
    </StaffForm>
  );
}
