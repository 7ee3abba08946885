import { Link } from "@remix-run/react";

import { FollowUpLine } from "~/components/follow-ups/follow-up-line";
import { Icon } from "~/components/kit";
import { staffButton } from "~/components/staff/ui";
import { isEmergencyService, serviceTitle } from "~/content/services";
import { formatPhone, phoneHref, smsHref } from "~/platform/phone";
import { formatAgo } from "~/platform/relative-time";

import { VisitBadge } from "../visits/visit-labels-context";
import { EmergencyBadge, OverdueBadge, PhotosBadge, PossibleSpamBadge, SpanishBadge } from "./lead-badges";
import { leadPagePath, type LeadWithNotification } from "./lead-path";
import { MarkContactedButton } from "./mark-contacted";

const cardAnchor = (id: number) => `lead-${id}`;

/**
 * One lead, compact enough that three fit on a phone's screen: name and age,
 * service and badges, then one row with Call, Text and the contacted control.
 */
export function LeadCard({ lead, now }: { lead: LeadWithNotification; now: string }) {
  const emergency = isEmergencyService(lead.service);
  return (
    <li
      data-testid="lead-card"
      id={cardAnchor(lead.id)}
      className={`scroll-mt-2 space-y-1.5 rounded-lg border bg-white p-2.5 shadow-sm ${
        emergency || lead.isOverdue ? "border-red-700" : "border-stone-200"
      }`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Link
          to={leadPagePath(lead.id)}
          className="min-w-0 truncate text-base font-semibold text-stone-900 underline decoration-stone-400 underline-offset-2"
        >
          {lead.name}
        </Link>
        <time dateTime={lead.createdAt} className="shrink-0 text-xs text-stone-700">
          {formatAgo(lead.createdAt, now)}
        </time>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-sm text-stone-800">
        {emergency ? <EmergencyBadge /> : null}
        {lead.isOverdue ? <OverdueBadge /> : null}
        <VisitBadge leadId={lead.id} />
        <span className="min-w-0">{serviceTitle(lead.service)}</span>
        <SpanishBadge language={lead.language} />
        {lead.possibleSpam ? <PossibleSpamBadge /> : null}
        <PhotosBadge count={lead.photoCount} />
      </div>
      <FollowUpLine lead={lead} now={now} />
      <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2">
        <a
          href={phoneHref(lead.phone)}
          className={staffButton("primary", "px-2")}
          aria-label={`Call ${lead.name} at ${formatPhone(lead.phone)}`}
        >
          <Icon name="phone" className="size-4" />
          Call
        </a>
        <a href={smsHref(lead.phone)} className={staffButton("secondary", "px-3")} aria-label={`Text ${lead.name}`}>
          Text
        </a>
        <MarkContactedButton lead={lead} compact />
      </div>
    </li>
  );
}
