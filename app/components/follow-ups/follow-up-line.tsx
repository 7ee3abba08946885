import { Link } from "@remix-run/react";

import { formatFollowUpDate, isFollowUpDue, wacoDate } from "~/leads/follow-up";

/** A lead card's follow-up: the day and reason when one is set, and a link to the lead page's follow-up box. */
export function FollowUpLine({
  lead,
  now,
}: {
  lead: { id: number; followUpOn: string | null; followUpReason: string | null };
  now: string;
}) {
  const link = (
    <Link to={`/admin/leads/${lead.id}#follow-up`} className="shrink-0 font-semibold text-primary-800 underline">
      {lead.followUpOn ? "Change" : "Follow up on…"}
    </Link>
  );
  if (!lead.followUpOn) return <p className="text-right text-sm">{link}</p>;
  const due = isFollowUpDue(lead.followUpOn, wacoDate(new Date(now)));
  return (
    <p className={`flex items-baseline justify-between gap-2 text-sm ${due ? "text-amber-900" : "text-stone-800"}`}>
      <span className="min-w-0 break-words" data-testid="follow-up-line">
        <span className="font-semibold">
          {due ? "Follow up today" : `Follow up ${formatFollowUpDate(lead.followUpOn)}`}
        </span>
        {lead.followUpReason ? `: ${lead.followUpReason}` : null}
      </span>
      {link}
    </p>
  );
}
