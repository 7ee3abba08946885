import { Card } from "~/components/staff/card";
import {
  FormErrors,
  SelectField,
  StaffForm,
  SubmitButton,
  TextareaField,
  useStaffForm,
} from "~/components/staff/forms";
import type { StormBoard } from "~/storm/storm-board.server";
import { stormUpdateFormSchema, tierLabels } from "~/storm/storm-schemas";

/** The owner's update to the waiting leads of a tier or a ZIP code (email, and text where they agreed). */
export function StormUpdateCard({ columns }: { columns: StormBoard["columns"] }) {
  const update = useStaffForm({
    schema: stormUpdateFormSchema,
    intent: "storm-update",
    titles: { form: "Update Not Sent" },
  });
  const zips = [...new Set(columns.flatMap((column) => column.blocks.map((block) => block.zip)))].filter(
    (zip): zip is string => Boolean(zip),
  );
  const targets = Object.fromEntries([
    ...columns.map((column) => [`tier:${column.tier}`, `${tierLabels[column.tier]} (${column.count} waiting)`]),
    ...zips.sort().map((zip) => [`zip:${zip}`, `ZIP ${zip}`]),
  ]);
  return (
    <Card title="Send a storm update" anchor="storm-update">
      <StaffForm state={update} className="space-y-3">
        <SelectField
          meta={update.fields.target}
          label="To the waiting leads of"
          placeholder="Choose"
          options={targets}
        />
        <TextareaField
          meta={update.fields.message}
          label="Update"
          hint="By email, and by text where they agreed. At most one a day per lead, however often it is sent."
          className="space-y-2"
        />
        <FormErrors />
        <SubmitButton busyLabel="Sending...">Send update</SubmitButton>
      </StaffForm>
    </Card>
  );
}
