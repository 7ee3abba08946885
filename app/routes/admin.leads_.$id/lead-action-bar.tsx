import { Icon } from "~/components/kit";
import { MarkContactedButton } from "~/components/leads/mark-contacted";
import { StaffForm, SubmitButton, useStaffForm } from "~/components/staff/forms";
import { staffButton } from "~/components/staff/ui";
import type { StaffLeadRow } from "~/leads/lead-row";
import { outcomeIntentSchemas } from "~/leads/pipeline/lead-outcome";
import { isOpen, leadState } from "~/leads/pipeline/lead-state";
import { phoneHref, smsHref } from "~/platform/phone";

const reopenSchema = outcomeIntentSchemas[2];

type BarLead = Pick<StaffLeadRow, "id" | "name" | "phone" | "isContacted" | "outcome" | "jobValue" | "lostReason">;

/**
 * What fits the lead's state, after Call and Text: Mark contacted while it
 * is new, Won and Lost (to the outcome's form) while it is contacted, Reopen
 * once it is closed. Nothing that would undo a call sits where a tap lands.
 */
export function LeadStateActions({ lead, action }: { lead: BarLead; action: string }) {
  const state = leadState(lead);
  if (state === "new") return <MarkContactedButton lead={lead} action={action} />;
  if (isOpen(state)) {
    return (
      <>
        <a href="#outcome" className={staffButton("secondary", "px-3")}>
          Won
        </a>
        <a href="#outcome" className={staffButton("secondary", "px-3")}>
          Lost
        </a>
      </>
    );
  }
  return <ReopenButton />;
}

function ReopenButton() {
  const reopen = useStaffForm({ schema: reopenSchema, intent: "reopen", titles: { form: "Not Saved" } });
  return (
    <StaffForm state={reopen}>
      <SubmitButton variant="secondary">Reopen</SubmitButton>
    </StaffForm>
  );
}

/**
 * The lead page's bar on a phone: Call, Text and what fits the state stay at
 * the bottom of the screen while staff read the lead. Hidden from 640 px up,
 * where the same actions sit in the page's header.
 */
export function LeadActionBar({ lead, action }: { lead: BarLead; action: string }) {
  return (
    <>
      {/* Room under the page's end, so the bar never hides its last lines. */}
      <div className="h-20 sm:hidden" aria-hidden="true" />
      <nav
        aria-label="Lead actions"
        data-testid="lead-action-bar"
        // The toaster sits above it (components/toaster.tsx).
        data-action-bar=""
        className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-300 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] sm:hidden"
      >
        <div className="flex items-center gap-2 [&>a:first-child]:flex-1">
          <a href={phoneHref(lead.phone)} className={staffButton("primary")}>
            <Icon name="phone" className="size-4" /> Call
          </a>
          <a href={smsHref(lead.phone)} className={staffButton("secondary", "px-3")}>
            Text
          </a>
          <LeadStateActions lead={lead} action={action} />
        </div>
      </nav>
    </>
  );
}
