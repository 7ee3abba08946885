import { Link } from "@remix-run/react";

import { formatWacoTimeCompact } from "~/clock/waco-time";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { formatPhone, phoneHref } from "~/platform/phone";

import { VisitBadge } from "../visits/visit-labels-context";
import { MarkContactedButton, RetryNotificationsButton } from "./lead-actions";
import { EmergencyBadge, OverdueBadge, PhotosBadge, PossibleSpamBadge, SpanishBadge } from "./lead-badges";
import { LeadCards, listAnchors } from "./lead-cards";
import { leadPagePath, type LeadWithNotification } from "./lead-path";

export { leadPagePath, type LeadWithNotification };

/** The lead list: cards on a phone (below 640 px), a table from there up. */
export function LeadTable({ leads, caption, now }: { leads: LeadWithNotification[]; caption: string; now: string }) {
  return (
    <>
      <LeadCards leads={leads} label={caption} now={now} />
      <LeadRowsTable leads={leads} caption={caption} />
    </>
  );
}

const TABLE_ANCHOR = "lead-table";
const rowAnchor = (id: number) => `lead-row-${id}`;

function LeadRowsTable({ leads, caption }: { leads: LeadWithNotification[]; caption: string }) {
  const anchors = listAnchors(leads, rowAnchor, TABLE_ANCHOR);
  return (
    <div
      id={TABLE_ANCHOR}
      className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white sm:block"
      // A focusable scroll region: on a phone the table scrolls sideways, by touch or keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Phone
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Service
            </th>
            <th scope="col" className="px-3 py-2">
              Message
            </th>
            <th scope="col" className="px-3 py-2">
              Created
            </th>
            <th scope="col" className="px-3 py-2">
              Notifications
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {leads.map((lead, index) => (
            <tr key={lead.id} id={rowAnchor(lead.id)} data-testid="lead-row" className="align-top">
              <td className="px-3 py-2">
                <div className="flex flex-col items-start gap-1">
                  <MarkContactedButton lead={lead} compact returnAnchor={anchors[index]} />
                  {isEmergencyService(lead.service) ? <EmergencyBadge /> : null}
                  {lead.isOverdue ? <OverdueBadge /> : null}
                  <VisitBadge leadId={lead.id} />
                </div>
              </td>
              <td className="min-w-36 px-3 py-2 font-medium">
                <Link
                  to={leadPagePath(lead.id)}
                  className="text-stone-900 underline decoration-stone-400 underline-offset-2 hover:text-primary-800"
                >
                  {lead.name}
                </Link>
                {lead.possibleSpam || lead.photoCount || lead.language === "es" ? (
                  <div className="mt-1 flex flex-wrap gap-1">
                    <SpanishBadge language={lead.language} />
                    {lead.possibleSpam ? <PossibleSpamBadge /> : null}
                    <PhotosBadge count={lead.photoCount} />
                  </div>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <a href={phoneHref(lead.phone)} className="text-primary-800 underline hover:text-primary-950">
                  {formatPhone(lead.phone)}
                </a>
              </td>
              {/* Long addresses break anywhere, so the table fits a desktop screen without scrolling. */}
              <td className="min-w-44 px-3 py-2 [overflow-wrap:anywhere]">
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="text-primary-800 underline hover:text-primary-950">
                    {lead.email}
                  </a>
                ) : (
                  <span className="text-stone-600">—</span>
                )}
              </td>
              <td className="min-w-32 px-3 py-2">{serviceTitle(lead.service)}</td>
              <td className="px-3 py-2">
                <MessageCell message={lead.message} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-stone-700">
                <time dateTime={lead.createdAt}>{formatWacoTimeCompact(lead.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <NotificationCell lead={lead} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageCell({ message }: { message: string }) {
  if (!message) return <span className="text-stone-600">—</span>;
  return (
    <details className="min-w-40 max-w-56">
      {/* Two lines of the message at a glance; the rest opens in place. */}
      <summary
        className="line-clamp-2 cursor-pointer text-stone-800 [overflow-wrap:anywhere]"
        title="Show the full message"
      >
        {message}
      </summary>
      <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{message}</p>
    </details>
  );
}

function NotificationCell({ lead }: { lead: LeadWithNotification }) {
  const state = lead.notification;
  if (state.status === "none") {
    // Emails are queued when a lead arrives, one per active address: none means there was no such address.
    return (
      <span className="block max-w-[12rem] text-xs text-stone-700">
        None: no active notification address when it arrived
      </span>
    );
  }
  if (state.status === "sent") return <span className="font-medium text-primary-800">Sent</span>;
  if (state.status === "pending") return <span className="font-medium text-amber-800">Pending</span>;
  return (
    <div className="space-y-1">
      <p className="font-medium text-red-800">Failed</p>
      {state.lastError ? <p className="max-w-[200px] break-words text-xs text-stone-700">{state.lastError}</p> : null}
      <RetryNotificationsButton lead={lead} />
    </div>
  );
}
