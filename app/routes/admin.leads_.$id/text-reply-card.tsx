import { Card } from "~/components/staff/card";
import { FormErrors, StaffForm, SubmitButton, TextareaField, useStaffForm } from "~/components/staff/forms";

import { textReplySchema } from "./lead-forms";

/** A text to the customer from the lead page (with or without JavaScript); their texts are on the timeline. */
export function TextReplyCard({ textsOn }: { textsOn: boolean }) {
  const reply = useStaffForm({
    schema: textReplySchema,
    intent: "text-reply",
    titles: { form: "Text Not Sent" },
    validateOn: "onSubmit",
  });
  if (!textsOn) return null;
  return (
    <Card title="Text the customer">
      <StaffForm state={reply} className="space-y-2">
        <TextareaField
          meta={reply.fields.body}
          label="Your text"
          hint="Sent from the office's number; their answer lands on the timeline."
          className="space-y-2"
        />
        <FormErrors />
        <SubmitButton busyLabel="Sending...">Send text</SubmitButton>
      </StaffForm>
    </Card>
  );
}
