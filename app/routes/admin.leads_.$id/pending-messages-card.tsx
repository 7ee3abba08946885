import { Card } from "~/components/staff/card";
import { FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { StaffTime } from "~/components/staff/staff-time";

import { dontSendSchema } from "./lead-forms";

interface PendingMessage {
  id: number;
  label: string;
  sendAt: string;
  recipient: string | null;
}

/** What will go about this lead, and when: each with "Don't send" (issue #40). */
export function PendingMessagesCard({ pending }: { pending: PendingMessage[] }) {
  return (
    <Card title="Messages to send">
      {pending.length === 0 ? (
        <p className="text-sm text-stone-700">None planned.</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm" data-testid="pending-messages">
          {pending.map((message) => (
            <li key={message.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{message.label}</p>
                <p className="break-words text-stone-700">
                  {message.recipient ? `To ${message.recipient}, ` : ""}
                  <StaffTime iso={message.sendAt} />
                </p>
              </div>
              <DontSend id={message.id} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function DontSend({ id }: { id: number }) {
  const form = useStaffForm({
    schema: dontSendSchema,
    intent: "dont-send",
    scope: { messageId: String(id) },
    titles: { form: "Not Stopped" },
  });
  return (
    <StaffForm state={form}>
      <SubmitButton variant="secondary" busyLabel="Stopping...">
        Don't send
      </SubmitButton>
      <FormErrors />
    </StaffForm>
  );
}
