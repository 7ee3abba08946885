import { Card } from "~/components/staff/card";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffButton } from "~/components/staff/ui";

import { leadDeletionSchema } from "./lead-forms";

const titles = { form: "Not Deleted" };

/**
 * An owner's deletions: the lead's photos (junk that fills the photo quota;
 * the timeline says so) or the whole lead (the staff audit says so). Each is
 * asked twice, with or without JavaScript.
 */
export function LeadDeletion({ photoCount, name }: { photoCount: number; name: string }) {
  const photos = useStaffForm({ schema: leadDeletionSchema, intent: "delete-photos", titles });
  const lead = useStaffForm({ schema: leadDeletionSchema, intent: "delete-lead", titles });
  return (
    <Card title="Delete" description="Owners only. What is deleted cannot be brought back, except from a backup.">
      <div className="flex flex-wrap items-start gap-3">
        {photoCount ? (
          <StaffForm state={photos}>
            <ConfirmDisclosure
              summary={`Delete ${photoCount} photo${photoCount === 1 ? "" : "s"}`}
              summaryClassName={staffButton("danger", "w-fit")}
              question={`Delete the photos of ${name}'s lead? The lead stays; its timeline records the deletion.`}
            >
              <SubmitButton variant="confirm-danger">Confirm delete photos</SubmitButton>
            </ConfirmDisclosure>
            <FormErrors />
          </StaffForm>
        ) : null}
        <StaffForm state={lead}>
          <ConfirmDisclosure
            summary="Delete lead"
            summaryClassName={staffButton("danger", "w-fit")}
            question={`Delete ${name}'s lead with its photos, emails and timeline? The staff audit records who did it.`}
          >
            <SubmitButton variant="confirm-danger">Confirm delete lead</SubmitButton>
          </ConfirmDisclosure>
          <FormErrors />
        </StaffForm>
      </div>
    </Card>
  );
}
