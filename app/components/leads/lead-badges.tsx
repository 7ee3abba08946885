import { Icon } from "~/components/kit";
import { PREFERS_SPANISH } from "~/leads/lead-language";
import { POSSIBLE_SPAM_REASON } from "~/leads/lead-row";

/** An emergency request (24/7 Emergency Tree Service): call it before anything else. */
export function EmergencyBadge() {
  return (
    <span data-testid="emergency-badge" className="emergency-badge">
      <Icon name="siren" className="size-3.5" />
      Emergency
    </span>
  );
}

/** The lead was not marked contacted within the call-back promise. */
export function OverdueBadge() {
  return (
    <span className="overdue-badge">
      <Icon name="alarmClock" className="size-3.5" />
      Overdue
    </span>
  );
}

/** The visitor wrote from the Spanish pages: whoever calls back should speak Spanish. */
export function SpanishBadge({ language }: { language: string }) {
  if (language !== "es") return null;
  return (
    <span
      data-testid="spanish-badge"
      className="inline-flex rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-900"
    >
      {PREFERS_SPANISH}
    </span>
  );
}

/** The form's anti-spam time stamp was missing or invalid: kept for staff to judge. */
export function PossibleSpamBadge() {
  return (
    <span
      className="inline-flex rounded-full border border-red-700 bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800"
      title={POSSIBLE_SPAM_REASON}
    >
      Possible spam
    </span>
  );
}

/** The visitor sent photos of the tree with the request. */
export function PhotosBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="inline-flex rounded-full border border-primary-300 bg-primary-50 px-2 py-0.5 text-xs font-bold text-primary-900">
      {`${count} photo${count === 1 ? "" : "s"}`}
    </span>
  );
}
