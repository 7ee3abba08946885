import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { staffButton, staffControl, staffLabel } from "~/components/staff/ui";
import { formatJobValue, type LeadOutcome, type LostReason, lostReasonLabels, lostReasons } from "~/leads/lead-outcome";
import { type OutcomeIntent, outcomeIntentSchemas } from "~/leads/lead-outcome-form";

type OutcomeLead = { outcome: LeadOutcome; jobValue: number | null; lostReason: LostReason | null };
type Intent = OutcomeIntent["intent"];

const [wonSchema, lostSchema] = outcomeIntentSchemas;

/** The action's last answer, when it was about this form. */
function useLastResult(intent: Intent) {
  const result = useActionData<SubmissionResult<string[]> | undefined>();
  return result && typeof result === "object" && result.initialValue?.intent === intent ? result : undefined;
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-red-800">
      {errors[0]}
    </p>
  );
}

/** What became of the lead: Won (with an optional value), Lost (with a reason), Reopen. Works without JavaScript. */
export function LeadOutcomeActions({ lead, action }: { lead: OutcomeLead; action: string }) {
  const [wonForm, wonFields] = useForm({
    id: "mark-won",
    lastResult: useLastResult("mark-won"),
    constraint: getZodConstraint(wonSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: wonSchema }),
    shouldValidate: "onBlur",
    // Cleared while typing: cleared on the blur of a click, the error would move the button from under the pointer.
    shouldRevalidate: "onInput",
    defaultValue: { jobValue: lead.jobValue === null ? "" : String(lead.jobValue) },
  });
  const [lostForm, lostFields] = useForm({
    id: "mark-lost",
    lastResult: useLastResult("mark-lost"),
    constraint: getZodConstraint(lostSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lostSchema }),
    shouldValidate: "onBlur",
    // Cleared while typing: cleared on the blur of a click, the error would move the button from under the pointer.
    shouldRevalidate: "onInput",
    defaultValue: { lostReason: lead.lostReason ?? "" },
  });
  return (
    <div className="space-y-4">
      <p className="text-stone-800" data-testid="lead-outcome">
        {lead.outcome === "open"
          ? "Open: not won or lost yet."
          : lead.outcome === "won"
            ? `Won${lead.jobValue !== null ? `, ${formatJobValue(lead.jobValue)}` : ""}.`
            : `Lost${lead.lostReason ? `: ${lostReasonLabels[lead.lostReason]}` : ""}.`}
      </p>
      {/* The machine's rule (leads/lead-state.ts): a won lead edits its value, a lost one its reason; the other needs Reopen first. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {lead.outcome === "lost" ? null : (
          <Form method="post" action={action} preventScrollReset {...getFormProps(wonForm)} className="space-y-2">
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="mark-won" />
            <label htmlFor={wonFields.jobValue.id} className={staffLabel}>
              Job value in dollars (optional)
            </label>
            <input
              {...getInputProps(wonFields.jobValue, { type: "text" })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1,800"
              className={staffControl}
            />
            <FieldError id={wonFields.jobValue.errorId} errors={wonFields.jobValue.errors} />
            <button type="submit" className={staffButton("primary", "w-full")}>
              {lead.outcome === "won" ? "Save job value" : "Mark won"}
            </button>
          </Form>
        )}
        {lead.outcome === "won" ? null : (
          <Form method="post" action={action} preventScrollReset {...getFormProps(lostForm)} className="space-y-2">
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="mark-lost" />
            <label htmlFor={lostFields.lostReason.id} className={staffLabel}>
              Why it was lost
            </label>
            <select {...getSelectProps(lostFields.lostReason)} className={staffControl}>
              <option value="">Choose a reason</option>
              {lostReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {lostReasonLabels[reason]}
                </option>
              ))}
            </select>
            <FieldError id={lostFields.lostReason.errorId} errors={lostFields.lostReason.errors} />
            <button type="submit" className={staffButton("secondary", "w-full")}>
              {lead.outcome === "lost" ? "Save reason" : "Mark lost"}
            </button>
          </Form>
        )}
      </div>
      {lead.outcome === "open" ? null : (
        <Form method="post" action={action} preventScrollReset>
          <AuthenticityTokenInput />
          <button type="submit" name="intent" value="reopen" className={staffButton("secondary")}>
            Reopen
          </button>
        </Form>
      )}
    </div>
  );
}
