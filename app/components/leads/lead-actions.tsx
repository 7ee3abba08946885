import { useLocation } from "@remix-run/react";

import { StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import type { StaffLeadRow } from "~/leads/lead-row";
import { type LeadState, leadState, leadStateLabels } from "~/leads/pipeline/lead-state";
import { leadStatusSchema } from "~/leads/pipeline/lead-status-forms";

import { OutcomeBadge } from "./outcome-badge";

/** From lists, lead status changes post to /admin/leads, then return to the page they came from. */
export const LEAD_ACTION = "/admin/leads";

/** The page to come back to after a post without JavaScript. */
function useReturnPath() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

interface LeadActionProps {
  lead: Pick<StaffLeadRow, "id" | "name">;
  /** Where the form posts: the list's action, or the lead page's own route. */
  action?: string;
}

const stateBadge: Record<LeadState, string> = {
  new: "border-amber-600 bg-amber-100 text-amber-900",
  contacted: "border-primary-700 bg-primary-100 text-primary-900",
  won: "border-primary-700 bg-primary-700 text-white",
  lost: "border-stone-500 bg-stone-100 text-stone-800",
};

type StatusLead = Pick<StaffLeadRow, "isContacted" | "outcome" | "jobValue" | "lostReason">;

/** The lead's state as a badge: New, Contacted, or Won with its value and Lost with its reason. */
export function LeadStateBadge({ lead, state = leadState(lead) }: { lead: StatusLead; state?: LeadState }) {
  if (state === "won" || state === "lost") return <OutcomeBadge lead={lead} />;
  return (
    <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-bold ${stateBadge[state]}`}>
      {leadStateLabels[state]}
    </span>
  );
}

/** Puts the lead's failed emails back in the queue. */
export function RetryNotificationsButton({ lead, action = LEAD_ACTION }: LeadActionProps) {
  const returnPath = useReturnPath();
  const retry = useStaffForm({
    schema: leadStatusSchema,
    intent: "retry-notifications",
    scope: { leadId: String(lead.id) },
    titles: { form: "Not Saved" },
  });
  return (
    <StaffForm state={retry} action={action}>
      <input type="hidden" name="redirectTo" value={returnPath} />
      <SubmitButton
        variant="secondary"
        aria-label={`Retry notifications for ${lead.name}`}
        className="min-h-9 px-2 text-xs"
      >
        Retry
      </SubmitButton>
    </StaffForm>
  );
}
