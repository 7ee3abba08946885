import { Link } from "@remix-run/react";

import { formatWacoTimeCompact } from "~/clock/waco-time";
import { FollowUpLine } from "~/components/follow-ups/follow-up-line";
import { Icon } from "~/components/kit";
import { staffButton } from "~/components/staff/ui";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { formatPhone, phoneHref, smsHref } from "~/platform/phone";
import { formatAgo } from "~/platform/relative-time";

import { VisitBadge } from "../visits/visit-labels-context";
import { RetryNotificationsButton } from "./lead-actions";
import { EmergencyBadge, OverdueBadge, PhotosBadge, PossibleSpamBadge, SpanishBadge } from "./lead-badges";
import { leadPagePath, type LeadWithNotification } from "./lead-path";
import { MarkContactedButton } from "./mark-contacted";

/*
 * One lead of a list, rendered once for both layouts. From 640 px up it is a
 * table row; below, the row is a card (flex, its cells' parts placed by
 * `order`): name and age, badges and service, the follow-up, then Call, Text
 * and the contacted control. What only one layout shows is hidden in the other.
 * The cells come in the card's order of what takes focus (name, follow-up,
 * Call, Text, Mark contacted), so the keyboard goes as the eye does in both.
 */
const card = {
  /** A cell whose children are the card's own items. */
  open: "max-sm:contents",
  // The parts every row has are classes of app/tailwind.css (.lead-row-*): a list repeats them 50 times.
  side: "max-sm:order-4 max-sm:mt-0 max-sm:gap-1.5",
  followUp: "max-sm:order-5 max-sm:basis-full",
  call: "max-sm:order-6 max-sm:min-w-0 max-sm:flex-1",
  text: "max-sm:order-7",
  status: "max-sm:order-8",
};

/** What the card shows and the row does not, and the other way round. */
const phoneOnly = "sm:hidden";
const tableOnly = "max-sm:hidden";

export function LeadListRow({
  lead,
  now,
  id,
  returnAnchor,
}: {
  lead: LeadWithNotification;
  now: string;
  /** The row's element id, which a post without JavaScript can return to. */
  id: string;
  /** Where a post without JavaScript brings the list back to (see `listAnchors`). */
  returnAnchor?: string;
}) {
  const emergency = isEmergencyService(lead.service);
  return (
    <tr
      id={id}
      data-testid="lead-row"
      className={`lead-row ${emergency || lead.isOverdue ? "max-sm:border-red-700" : "max-sm:border-stone-200"}`}
    >
      <td className={`min-w-36 px-3 py-2 font-medium ${card.open}`}>
        <Link to={leadPagePath(lead.id)} className="lead-row-name">
          {lead.name}
        </Link>
        {lead.possibleSpam || lead.photoCount || lead.language === "es" ? (
          <div className={`mt-1 flex flex-wrap gap-1 ${card.side}`}>
            <SpanishBadge language={lead.language} />
            {lead.possibleSpam ? <PossibleSpamBadge /> : null}
            <PhotosBadge count={lead.photoCount} />
          </div>
        ) : null}
      </td>
      <td className={`${phoneOnly} ${card.followUp}`}>
        <FollowUpLine lead={lead} now={now} />
      </td>
      <td className={`whitespace-nowrap px-3 py-2 ${card.open}`}>
        <a href={phoneHref(lead.phone)} className={`text-primary-800 underline hover:text-primary-950 ${tableOnly}`}>
          {formatPhone(lead.phone)}
        </a>
        <a
          href={phoneHref(lead.phone)}
          className={`${staffButton("primary", "px-2")} ${phoneOnly} ${card.call}`}
          aria-label={`Call ${lead.name} at ${formatPhone(lead.phone)}`}
        >
          <Icon name="phone" className="size-4" />
          Call
        </a>
        <a
          href={smsHref(lead.phone)}
          className={`${staffButton("secondary", "px-3")} ${phoneOnly} ${card.text}`}
          aria-label={`Text ${lead.name}`}
        >
          Text
        </a>
      </td>
      <td className={`px-3 py-2 ${card.open}`}>
        <div className={`flex flex-col items-start gap-1 ${card.open}`}>
          <div className={card.status}>
            <MarkContactedButton lead={lead} compact returnAnchor={returnAnchor} />
          </div>
          <div className="lead-row-urgent">
            {emergency ? <EmergencyBadge /> : null}
            {lead.isOverdue ? <OverdueBadge /> : null}
            <VisitBadge leadId={lead.id} />
          </div>
        </div>
      </td>
      {/* Long addresses break anywhere, so the table fits a desktop screen without scrolling. */}
      <td className={`min-w-44 px-3 py-2 [overflow-wrap:anywhere] ${tableOnly}`}>
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className="text-primary-800 underline hover:text-primary-950">
            {lead.email}
          </a>
        ) : (
          <span className="text-stone-600">—</span>
        )}
      </td>
      <td className="lead-row-service">{serviceTitle(lead.service)}</td>
      <td className={`px-3 py-2 ${tableOnly}`}>
        <MessageCell message={lead.message} />
      </td>
      <td className="lead-row-age">
        <time dateTime={lead.createdAt}>
          <span className={phoneOnly}>{formatAgo(lead.createdAt, now)}</span>
          <span className={tableOnly}>{formatWacoTimeCompact(lead.createdAt)}</span>
        </time>
      </td>
      <td className={`px-3 py-2 ${tableOnly}`}>
        <NotificationCell lead={lead} />
      </td>
    </tr>
  );
}

function MessageCell({ message }: { message: string }) {
  if (!message) return <span className="text-stone-600">—</span>;
  return (
    <details className="group min-w-40 max-w-56">
      {/* Two lines of the message at a glance; opened, the whole of it (written once: a list repeats it 50 times). */}
      <summary
        className="line-clamp-2 cursor-pointer text-stone-800 [overflow-wrap:anywhere] group-open:line-clamp-none group-open:whitespace-pre-wrap"
        title="Show the full message"
      >
        {message}
      </summary>
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
