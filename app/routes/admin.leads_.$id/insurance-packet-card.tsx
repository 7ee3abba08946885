import { Card } from "~/components/staff/card";
import { FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffButton } from "~/components/staff/ui";

import { sendPacketSchema } from "./lead-forms";

/**
 * A storm lead's insurance packet (issue #47 item 5): its PDF to download, or to email to the
 * customer as an attachment. Shown to readers who see prices (decision 073).
 */
export function InsurancePacketCard({ leadId }: { leadId: number }) {
  const form = useStaffForm({ schema: sendPacketSchema, intent: "packet-send", titles: { form: "Not Sent" } });
  return (
    <Card title="Insurance packet" anchor="insurance-packet">
      <p className="text-sm text-stone-700">
        Photos with their times, the hazard answers, the address, and the work as policies pay it (removal from the
        structure, debris hauling) from the estimate.
      </p>
      <a href={`/admin/leads/${leadId}/insurance-packet`} className={staffButton("secondary", "w-fit")}>
        Download the PDF
      </a>
      <StaffForm state={form}>
        <SubmitButton busyLabel="Sending...">Email it to the customer</SubmitButton>
        <FormErrors />
      </StaffForm>
    </Card>
  );
}
