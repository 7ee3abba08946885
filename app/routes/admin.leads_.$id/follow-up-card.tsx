import { getInputProps } from "@conform-to/react";

import { Card } from "~/components/staff/card";
import { ErrorList, Field, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffControl, staffLabel } from "~/components/staff/ui";
import { followUpFormSchema, followUpPicks, formatFollowUpDate, isFollowUpDue } from "~/leads/follow-up";

import { followUpEndSchema } from "./lead-forms";

interface FollowUpLead {
  followUpOn: string | null;
  followUpReason: string | null;
}

const titles = { form: "Follow-up Not Set" };

/** The lead page's "Follow up on…" box: the follow-up set (done or clear, one tap each) and the form to set one. */
export function FollowUpCard({ lead, today }: { lead: FollowUpLead; today: string }) {
  return (
    <Card title="Follow up" anchor="follow-up">
      {lead.followUpOn ? <CurrentFollowUp on={lead.followUpOn} reason={lead.followUpReason} today={today} /> : null}
      <FollowUpForm today={today} />
    </Card>
  );
}

function CurrentFollowUp({ on, reason, today }: { on: string; reason: string | null; today: string }) {
  const due = isFollowUpDue(on, today);
  return (
    <div
      className={`space-y-2 rounded-md p-3 ${due ? "bg-amber-50 text-amber-900" : "bg-stone-50 text-stone-900"}`}
      data-testid="follow-up-current"
    >
      <p className="font-semibold">
        {due ? "Follow up due: " : "Follow up on "}
        <time dateTime={on}>{formatFollowUpDate(on)}</time>
      </p>
      {reason ? <p className="break-words text-sm">{reason}</p> : null}
      <div className="flex flex-wrap gap-2">
        <EndButton intent="follow-up-done">Done: called</EndButton>
        <EndButton intent="follow-up-clear" variant="secondary">
          Clear
        </EndButton>
      </div>
    </div>
  );
}

function EndButton({
  intent,
  variant,
  children,
}: {
  intent: (typeof followUpEndSchema.shape.intent.options)[number];
  variant?: "secondary";
  children: string;
}) {
  const end = useStaffForm({ schema: followUpEndSchema, intent, titles });
  return (
    <StaffForm state={end}>
      <SubmitButton variant={variant}>{children}</SubmitButton>
    </StaffForm>
  );
}

/** Quick picks are the form's submit buttons; a date needs its own. Works the same without JavaScript. */
function FollowUpForm({ today }: { today: string }) {
  const followUp = useStaffForm({
    schema: followUpFormSchema(today),
    intent: "follow-up",
    titles,
    validateOn: "onSubmit",
  });
  const { on, reason } = followUp.fields;
  return (
    <StaffForm state={followUp} className="space-y-3">
      <Field meta={reason} label="Reason (optional)" placeholder="Call after payday" />
      <fieldset className="space-y-2">
        <legend className={staffLabel}>Follow up on…</legend>
        <div className="flex flex-wrap gap-2">
          {followUpPicks.map((pick) => (
            <SubmitButton key={pick.value} name="pick" value={pick.value} variant="secondary">
              {pick.label}
            </SubmitButton>
          ))}
        </div>
        {/* The date and its button share a line that wraps on a phone, which Field's box-and-button row does not. */}
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={on.id} className="sr-only">
              A date
            </label>
            <input {...getInputProps(on, { type: "date" })} key={on.key} min={today} className={staffControl} />
          </div>
          <SubmitButton name="pick" value="date" busyLabel="Saving...">
            Set date
          </SubmitButton>
        </div>
        <ErrorList id={on.errorId} errors={on.errors} />
      </fieldset>
    </StaffForm>
  );
}
