import { useFetcher, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

import { staffButton } from "~/components/staff/ui";
import type { StaffLeadRow } from "~/leads/lead-row";

/** From lists, lead status changes post to /admin/leads, then return to the page they came from. */
const LEAD_ACTION = "/admin/leads";

/** The page to come back to after a post without JavaScript. */
function useReturnPath() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

interface LeadActionProps {
  lead: Pick<StaffLeadRow, "id" | "name" | "isContacted">;
  /** Where the form posts: the list's action, or the lead page's own route. */
  action?: string;
}

/**
 * Marks a lead contacted or not, showing the new state as soon as it is sent.
 * `pill`: the list's compact status pill (its label says what a press does);
 * `button`: the lead page's ordinary staff button.
 */
export function ContactedToggle({
  lead,
  action = LEAD_ACTION,
  variant = "pill",
}: LeadActionProps & { variant?: "pill" | "button" }) {
  const fetcher = useFetcher();
  const returnPath = useReturnPath();
  const pending = fetcher.formData?.get("isContacted");
  const isContacted = typeof pending === "string" ? pending === "true" : lead.isContacted;
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="set-contacted" />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="isContacted" value={String(!isContacted)} />
      <input type="hidden" name="redirectTo" value={returnPath} />
      {variant === "button" ? (
        <button type="submit" className={staffButton(isContacted ? "secondary" : "primary")}>
          {isContacted ? "Mark not contacted" : "Mark contacted"}
        </button>
      ) : (
        <button
          type="submit"
          aria-label={`${isContacted ? "Contacted" : "New"}: mark ${lead.name} as ${isContacted ? "not contacted" : "contacted"}`}
          className={`inline-flex min-h-9 items-center rounded-full border px-3 text-xs font-bold ${
            isContacted
              ? "border-primary-700 bg-primary-100 text-primary-900 hover:bg-primary-200"
              : "border-amber-600 bg-amber-100 text-amber-900 hover:bg-amber-200"
          }`}
        >
          {isContacted ? "Contacted" : "New"}
        </button>
      )}
    </fetcher.Form>
  );
}

/** Puts the lead's failed emails back in the queue. */
export function RetryNotificationsButton({ lead, action = LEAD_ACTION }: LeadActionProps) {
  const fetcher = useFetcher();
  const returnPath = useReturnPath();
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="retry-notifications" />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="redirectTo" value={returnPath} />
      <button
        type="submit"
        aria-label={`Retry notifications for ${lead.name}`}
        className={staffButton("secondary", "min-h-9 px-2 text-xs")}
        disabled={fetcher.state !== "idle"}
      >
        Retry
      </button>
    </fetcher.Form>
  );
}
