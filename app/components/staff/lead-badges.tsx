import { AlarmClock } from "lucide-react";

/** The lead was not marked contacted within the call-back promise. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
      <AlarmClock aria-hidden className="size-3.5" />
      Overdue
    </span>
  );
}
