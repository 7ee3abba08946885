import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { Card } from "~/components/staff/card";
import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import {
  followUpFormSchema,
  followUpPicks,
  formatFollowUpDate,
  isFollowUpDue,
  MAX_FOLLOW_UP_REASON,
} from "~/leads/follow-up";

interface FollowUpLead {
  id: number;
  followUpOn: string | null;
  followUpReason: string | null;
}

/** The lead page's "Follow up on…" box: the follow-up set (done or clear, one tap each) and the form to set one. */
export function FollowUpCard({ lead, today }: { lead: FollowUpLead; today: string }) {
  const action = `/admin/leads/${lead.id}`;
  return (
    <Card title="Follow up" anchor="follow-up">
      {lead.followUpOn ? <CurrentFollowUp lead={{ ...lead, followUpOn: lead.followUpOn }} today={today} /> : null}
      <FollowUpForm key={`${lead.followUpOn}-${lead.followUpReason}`} action={action} today={today} />
    </Card>
  );
}

function CurrentFollowUp({ lead, today }: { lead: FollowUpLead & { followUpOn: string }; today: string }) {
  const due = isFollowUpDue(lead.followUpOn, today);
  return (
    <div
      className={`space-y-2 rounded-md p-3 ${due ? "bg-amber-50 text-amber-900" : "bg-stone-50 text-stone-900"}`}
      data-testid="follow-up-current"
    >
      <p className="font-semibold">
        {due ? "Follow up due: " : "Follow up on "}
        <time dateTime={lead.followUpOn}>{formatFollowUpDate(lead.followUpOn)}</time>
      </p>
      {lead.followUpReason ? <p className="break-words text-sm">{lead.followUpReason}</p> : null}
      <div className="flex flex-wrap gap-2">
        <EndButton action={`/admin/leads/${lead.id}`} intent="follow-up-done" label="Done: called" />
        <EndButton action={`/admin/leads/${lead.id}`} intent="follow-up-clear" label="Clear" secondary />
      </div>
    </div>
  );
}

function EndButton({
  action,
  intent,
  label,
  secondary,
}: {
  action: string;
  intent: string;
  label: string;
  secondary?: boolean;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <AuthenticityTokenInput />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={staffButton(secondary ? "secondary" : "primary")}
        disabled={fetcher.state !== "idle"}
      >
        {label}
      </button>
    </fetcher.Form>
  );
}

/** Quick picks are the form's submit buttons; a date needs its own. Works the same without JavaScript. */
function FollowUpForm({ action, today }: { action: string; today: string }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const actionData = useActionData<SubmissionResult<string[]> | undefined>();
  const posted = actionData?.initialValue?.intent === "follow-up" ? actionData : undefined;
  const schema = followUpFormSchema(today);
  const [form, fields] = useForm({
    id: "follow-up",
    lastResult: fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const busy = fetcher.state !== "idle";
  const dateError = fields.on.errors?.[0];
  const reasonError = fields.reason.errors?.[0];
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} preventScrollReset className="space-y-3">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="follow-up" />
      <div>
        <label htmlFor={fields.reason.id} className={staffLabel}>
          Reason (optional)
        </label>
        <input
          {...getInputProps(fields.reason, { type: "text" })}
          key={fields.reason.key}
          maxLength={MAX_FOLLOW_UP_REASON}
          placeholder="Call after payday"
          className={staffControl}
        />
        {reasonError ? (
          <p id={fields.reason.errorId} role="alert" className="text-sm font-medium text-red-800">
            {reasonError}
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-2">
        <legend className={staffLabel}>Follow up on…</legend>
        <div className="flex flex-wrap gap-2">
          {followUpPicks.map((pick) => (
            <button
              key={pick.value}
              type="submit"
              name="pick"
              value={pick.value}
              className={staffButton("secondary")}
              disabled={busy}
            >
              {pick.label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={fields.on.id} className="sr-only">
              A date
            </label>
            <input
              {...getInputProps(fields.on, { type: "date" })}
              key={fields.on.key}
              min={today}
              className={staffControl}
            />
          </div>
          <button type="submit" name="pick" value="date" className={staffButton("primary")} disabled={busy}>
            {busy ? "Saving..." : "Set date"}
          </button>
        </div>
        {dateError ? (
          <p id={fields.on.errorId} role="alert" className="text-sm font-medium text-red-800">
            {dateError}
          </p>
        ) : null}
      </fieldset>
    </fetcher.Form>
  );
}
