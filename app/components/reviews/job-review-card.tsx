import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Card } from "~/components/staff/card";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { formatFollowUpDate } from "~/leads/follow-up";
import { JOB_NOT_DONE_INTENT, jobDoneFormSchema } from "~/leads/job-done";
import { formatWacoTime } from "~/leads/waco-time";
import { reviewStateLabels } from "~/reviews/review-state";

import type { LeadReviewView } from "./lead-review-view";

/** A won lead's job (done or not) and its review request's state; nothing for a lead not won. */
export function JobReviewCard({
  lead,
  review,
  today,
}: {
  lead: { id: number; outcome: string; jobDoneOn: string | null; email: string | null };
  review: LeadReviewView;
  today: string;
}) {
  if (lead.outcome !== "won") return null;
  const action = `/admin/leads/${lead.id}`;
  return (
    <Card title="Job and review" anchor="job">
      {lead.jobDoneOn ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-primary-800" data-testid="job-done">
            Job done <time dateTime={lead.jobDoneOn}>{formatFollowUpDate(lead.jobDoneOn)}</time>
          </p>
          <NotDoneButton action={action} />
        </div>
      ) : (
        <JobDoneForm action={action} today={today} />
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

function NotDoneButton({ action }: { action: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <AuthenticityTokenInput />
      <button
        type="submit"
        name="intent"
        value={JOB_NOT_DONE_INTENT}
        className={staffButton("secondary")}
        disabled={fetcher.state !== "idle"}
      >
        Not done yet
      </button>
    </fetcher.Form>
  );
}

function JobDoneForm({ action, today }: { action: string; today: string }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const actionData = useActionData<SubmissionResult<string[]> | undefined>();
  const posted = actionData?.initialValue?.intent === "job-done" ? actionData : undefined;
  const schema = jobDoneFormSchema(today);
  const [form, fields] = useForm({
    id: "job-done",
    lastResult: fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined,
    defaultValue: { on: today },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const error = fields.on.errors?.[0] ?? form.errors?.[0];
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} preventScrollReset className="space-y-2">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="job-done" />
      <label htmlFor={fields.on.id} className={staffLabel}>
        Job done on
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <input
          {...getInputProps(fields.on, { type: "date" })}
          key={fields.on.key}
          max={today}
          className={staffControl}
        />
        <button type="submit" className={staffButton("primary")} disabled={fetcher.state !== "idle"}>
          Job done
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
