import { LeadListRow } from "./lead-list-row";
import type { LeadWithNotification } from "./lead-path";
import { MarkContactedForms } from "./mark-contacted";

const LIST_ANCHOR = "lead-list";
const rowAnchor = (id: number) => `lead-${id}`;

/**
 * For each lead of a list, the element a post without JavaScript returns to:
 * the lead above it (or the list itself for the first), which stays where it
 * was whether the changed lead stays in the list, moves or leaves it, so the
 * staff member carries on from the same place.
 */
function listAnchors(leads: Array<{ id: number }>) {
  return leads.map((_, index) => (index === 0 ? LIST_ANCHOR : rowAnchor(leads[index - 1]!.id)));
}

const columns = ["Name", "Phone", "Status", "Email", "Service", "Message", "Created", "Notifications"];

/**
 * The lead list, each lead once (its forms are the page's main server work): a
 * card on a phone (below 640 px), a table row from there up.
 */
export function LeadTable({ leads, caption, now }: { leads: LeadWithNotification[]; caption: string; now: string }) {
  const anchors = listAnchors(leads);
  return (
    <div
      id={LIST_ANCHOR}
      className="scroll-mt-2 sm:overflow-x-auto sm:rounded-lg sm:border sm:border-stone-200 sm:bg-white"
      // A focusable scroll region: from 640 px the table scrolls sideways, by touch or keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="min-w-full text-left text-sm max-sm:block sm:divide-y sm:divide-stone-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-700 max-sm:hidden">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-2 sm:divide-y sm:divide-stone-100">
          <MarkContactedForms>
            {leads.map((lead, index) => (
              <LeadListRow key={lead.id} lead={lead} now={now} id={rowAnchor(lead.id)} returnAnchor={anchors[index]} />
            ))}
          </MarkContactedForms>
        </tbody>
      </table>
    </div>
  );
}
