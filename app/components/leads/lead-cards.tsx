import { Link } from "@remix-run/react";

import { staffButton } from "~/components/staff/ui";
import { serviceTitle } from "~/content/services";
import { formatAgo } from "~/leads/relative-time";
import { formatWacoTimeCompact } from "~/leads/waco-time";
import { formatPhone, phoneHref, smsHref } from "~/platform/phone";

import { ContactedToggle } from "./lead-actions";
import { OverdueBadge, PhotosBadge, PossibleSpamBadge } from "./lead-badges";
import { leadPagePath, type LeadWithNotification } from "./lead-path";
import { OutcomeBadge } from "./outcome-badge";

/**
 * The lead list on a phone (below 640 px, where the table is hidden): one
 * card per lead with what staff need from a truck, Call, Text and Mark contacted.
 */
export function LeadCards({ leads, label, now }: { leads: LeadWithNotification[]; label: string; now: string }) {
  return (
    <ul aria-label={label} className="space-y-3 sm:hidden">
      {leads.map((lead) => (
        <li
          key={lead.id}
          data-testid="lead-card"
          className={`space-y-2 rounded-lg border bg-white p-3 shadow-sm ${lead.isOverdue ? "border-red-700" : "border-stone-200"}`}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">
              <Link
                to={leadPagePath(lead.id)}
                className="text-stone-900 underline decoration-stone-400 underline-offset-2"
              >
                {lead.name}
              </Link>
            </p>
            <span
              className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-bold ${
                lead.isContacted
                  ? "border-primary-700 bg-primary-100 text-primary-900"
                  : "border-amber-600 bg-amber-100 text-amber-900"
              }`}
            >
              {lead.isContacted ? "Contacted" : "New"}
            </span>
          </div>
          {lead.isOverdue || lead.possibleSpam || lead.outcome !== "open" || lead.photoCount ? (
            <div className="flex flex-wrap gap-1.5">
              {lead.isOverdue ? <OverdueBadge /> : null}
              {lead.possibleSpam ? <PossibleSpamBadge /> : null}
              <OutcomeBadge lead={lead} />
              <PhotosBadge count={lead.photoCount} />
            </div>
          ) : null}
          <p className="text-sm text-stone-800">
            {serviceTitle(lead.service)} ·{" "}
            <time dateTime={lead.createdAt} className="text-stone-700">
              {formatAgo(lead.createdAt, now)} ({formatWacoTimeCompact(lead.createdAt)})
            </time>
          </p>
          {lead.message ? (
            <p className="line-clamp-2 text-sm text-stone-700 [overflow-wrap:anywhere]">{lead.message}</p>
          ) : null}
          <div className="grid grid-cols-[1fr_auto] gap-2">
            <a href={phoneHref(lead.phone)} className={staffButton("primary", "text-base")}>
              Call {formatPhone(lead.phone)}
            </a>
            <a href={smsHref(lead.phone)} className={staffButton("secondary")} aria-label={`Text ${lead.name}`}>
              Text
            </a>
          </div>
          <ContactedToggle lead={lead} variant="button" />
        </li>
      ))}
    </ul>
  );
}
