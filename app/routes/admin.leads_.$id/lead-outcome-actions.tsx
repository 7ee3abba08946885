import { useLocation } from "@remix-run/react";

import { Field, FormErrors, SelectField, StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { useSeesMoney } from "~/components/staff/use-sees-money";
import {
  formatJobValue,
  type LeadOutcome,
  type LostReason,
  lostReasonLabels,
  outcomeIntentSchemas,
} from "~/leads/pipeline/lead-outcome";

type OutcomeLead = { outcome: LeadOutcome; jobValue: number | null; lostReason: LostReason | null };

const [wonSchema, lostSchema, reopenSchema] = outcomeIntentSchemas;

const titles = { form: "Not Saved" };

/** What became of the lead: Won (with an optional value), Lost (with a reason), Reopen. Works without JavaScript. */
export function LeadOutcomeActions({ lead }: { lead: OutcomeLead }) {
  const won = useStaffForm({
    schema: wonSchema,
    intent: "mark-won",
    titles,
    validateOn: "onBlur",
    defaultValue: { jobValue: lead.jobValue === null ? "" : String(lead.jobValue) },
  });
  const lost = useStaffForm({
    schema: lostSchema,
    intent: "mark-lost",
    titles,
    validateOn: "onBlur",
    defaultValue: { lostReason: lead.lostReason ?? "" },
  });
  const reopen = useStaffForm({ schema: reopenSchema, intent: "reopen", titles });
  // A staff account the owner has not shared money with marks won without a value, and never edits one.
  const money = useSeesMoney();
  // Without JavaScript a refused value comes back as the whole page: opened at this card, by the field's error.
  const action = `${useLocation().pathname}#outcome`;
  return (
    <div className="space-y-4">
      <p className="text-stone-800" data-testid="lead-outcome">
        {lead.outcome === "open"
          ? "Open: not won or lost yet."
          : lead.outcome === "won"
            ? `Won${lead.jobValue !== null ? `, ${formatJobValue(lead.jobValue)}` : ""}.`
            : `Lost${lead.lostReason ? `: ${lostReasonLabels[lead.lostReason]}` : ""}.`}
      </p>
      {/* The machine's rule (leads/pipeline/lead-state.ts): a won lead edits its value, a lost one its reason; the other needs Reopen first. */}
      <div className="grid gap-4 sm:grid-cols-2">
        {lead.outcome === "lost" || (lead.outcome === "won" && !money) ? null : (
          <StaffForm state={won} action={action} className="space-y-2">
            {money ? (
              <Field
                meta={won.fields.jobValue}
                label="Job value in dollars (optional)"
                inputMode="decimal"
                autoComplete="off"
                placeholder="1,800"
                className="space-y-2"
              />
            ) : null}
            <SubmitButton className="w-full">{lead.outcome === "won" ? "Save job value" : "Mark won"}</SubmitButton>
            <FormErrors />
          </StaffForm>
        )}
        {lead.outcome === "won" ? null : (
          <StaffForm state={lost} action={action} className="space-y-2">
            <SelectField
              meta={lost.fields.lostReason}
              label="Why it was lost"
              placeholder="Choose a reason"
              options={lostReasonLabels}
              className="space-y-2"
            />
            <SubmitButton variant="secondary" className="w-full">
              {lead.outcome === "lost" ? "Save reason" : "Mark lost"}
            </SubmitButton>
            <FormErrors />
          </StaffForm>
        )}
      </div>
      {lead.outcome === "open" ? null : (
        <StaffForm state={reopen}>
          <SubmitButton variant="secondary">Reopen</SubmitButton>
          <FormErrors />
        </StaffForm>
      )}
    </div>
  );
}
