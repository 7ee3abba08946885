import { getInputProps } from "@conform-to/react";

import { formatWacoTime } from "~/clock/waco-time";
import { Card } from "~/components/staff/card";
import { ErrorList, FormErrors, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffControl, staffLabel } from "~/components/staff/ui";
import { formatFollowUpDate } from "~/leads/follow-up";
import { JOB_NOT_DONE_INTENT, jobDoneFormSchema } from "~/leads/pipeline/job-done";
import type { getLeadReview } from "~/reviews/lead-review.server";
import { reviewStateLabels } from "~/reviews/review-state";

import { jobNotDoneSchema } from "./lead-forms";

/** The review box's data as the loader sends it. */
type LeadReviewView = Awaited<ReturnType<typeof getLeadReview>>;

const titles = { form: "Not Saved" };

/** A won lead's job (done or not) and its review request's state; nothing for a lead not won. */
export function JobReviewCard({
  lead,
  review,
  today,
}: {
  lead: { outcome: string; jobDoneOn: string | null; email: string | null };
  review: LeadReviewView;
  today: string;
}) {
  if (lead.outcome !== "won") return null;
  return (
    <Card title="Job and review" anchor="job">
      {lead.jobDoneOn ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-primary-800" data-testid="job-done">
            Job done <time dateTime={lead.jobDoneOn}>{formatFollowUpDate(lead.jobDoneOn)}</time>
          </p>
          <NotDoneButton />
        </div>
      ) : (
        <JobDoneForm today={today} />
      )}
      <ReviewStatus lead={lead} review={review} />
    </Card>
  );
}

function ReviewStatus({
  lead,
  review,
}: {
  lead: { jobDoneOn: string | null; email: string | null };
  review: LeadReviewView;
}) {
  const { request } = review;
  let text: string;
  let at: string | null = null;
  if (request) {
    const state = review.unsubscribed && request.state !== "clicked" ? "unsubscribed" : request.state;
    text = reviewStateLabels[state];
    at =
      state === "scheduled"
        ? request.sendAt
        : state === "clicked"
          ? request.clickedAt
          : state === "reminded"
            ? request.remindedAt
            : state === "sent"
              ? request.requestedAt
              : null;
    if (state === "scheduled") text += ", goes";
  } else if (!lead.email) text = "No review request: no email address.";
  else if (review.unsubscribed) text = reviewStateLabels.unsubscribed;
  else if (!review.requestsOn) text = "Review requests are off (Settings, Reviews).";
  else text = lead.jobDoneOn ? "Review request being scheduled." : "A review request goes after Job done.";
  return (
    <p className="text-sm text-stone-800" data-testid="review-state">
      {text}
      {at ? (
        <>
          {" "}
          <time dateTime={at}>{formatWacoTime(at)}</time>
        </>
      ) : null}
    </p>
  );
}

function NotDoneButton() {
  const notDone = useStaffForm({ schema: jobNotDoneSchema, intent: JOB_NOT_DONE_INTENT, titles });
  return (
    <StaffForm state={notDone}>
      <SubmitButton variant="secondary">Not done yet</SubmitButton>
      <FormErrors />
    </StaffForm>
  );
}

function JobDoneForm({ today }: { today: string }) {
  const jobDone = useStaffForm({
    schema: jobDoneFormSchema(today),
    intent: "job-done",
    titles,
    defaultValue: { on: today },
    validateOn: "onSubmit",
  });
  const { on } = jobDone.fields;
  return (
    <StaffForm state={jobDone} className="space-y-2">
      <label htmlFor={on.id} className={staffLabel}>
        Job done on
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <input {...getInputProps(on, { type: "date" })} key={on.key} max={today} className={staffControl} />
        <SubmitButton>Job done</SubmitButton>
      </div>
      <ErrorList id={on.errorId} errors={on.errors} />
      <FormErrors />
    </StaffForm>
  );
}
