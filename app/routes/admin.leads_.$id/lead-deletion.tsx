import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Card } from "~/components/staff/card";
import { ConfirmDisclosure } from "~/components/staff/confirm-disclosure";
import { staffButton } from "~/components/staff/ui";

/**
 * An owner's deletions: the lead's photos (junk that fills the photo quota;
 * the timeline says so) or the whole lead (the staff audit says so). Each is
 * asked twice, with or without JavaScript.
 */
export function LeadDeletion({ action, photoCount, name }: { action: string; photoCount: number; name: string }) {
  return (
    <Card title="Delete" description="Owners only. What is deleted cannot be brought back, except from a backup.">
      <div className="flex flex-wrap items-start gap-3">
        {photoCount ? (
          <Form method="post" action={action} preventScrollReset>
            <AuthenticityTokenInput />
            <ConfirmDisclosure
              summary={`Delete ${photoCount} photo${photoCount === 1 ? "" : "s"}`}
              summaryClassName={staffButton("danger", "w-fit")}
              question={`Delete the photos of ${name}'s lead? The lead stays; its timeline records the deletion.`}
            >
              <button type="submit" name="intent" value="delete-photos" className={staffButton("confirm-danger")}>
                Confirm delete photos
              </button>
            </ConfirmDisclosure>
          </Form>
        ) : null}
        <Form method="post" action={action} preventScrollReset>
          <AuthenticityTokenInput />
          <ConfirmDisclosure
            summary="Delete lead"
            summaryClassName={staffButton("danger", "w-fit")}
            question={`Delete ${name}'s lead with its photos, emails and timeline? The staff audit records who did it.`}
          >
            <button type="submit" name="intent" value="delete-lead" className={staffButton("confirm-danger")}>
              Confirm delete lead
            </button>
          </ConfirmDisclosure>
        </Form>
      </div>
    </Card>
  );
}
