import { Icon } from "~/components/kit";
import { ContactedToggle } from "~/components/leads/lead-actions";
import { staffButton } from "~/components/staff/ui";
import type { StaffLeadRow } from "~/leads/lead-row";
import { phoneHref, smsHref } from "~/platform/phone";

/**
 * The lead page's bar on a phone: Call, Text and Mark contacted stay at the
 * bottom of the screen while staff read the lead. Hidden from 640 px up,
 * where the same actions sit in the page's header.
 */
export function LeadActionBar({
  lead,
  action,
}: {
  lead: Pick<StaffLeadRow, "id" | "name" | "phone" | "isContacted">;
  action: string;
}) {
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
        <div className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
          <a href={phoneHref(lead.phone)} className={staffButton("primary")}>
            <Icon name="phone" className="size-4" /> Call
          </a>
          <a href={smsHref(lead.phone)} className={staffButton("secondary")}>
            Text
          </a>
          <ContactedToggle lead={lead} action={action} variant="button" />
        </div>
      </nav>
    </>
  );
}
