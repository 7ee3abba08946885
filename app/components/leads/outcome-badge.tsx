import { formatDollars, type LeadOutcome, type LostReason, lostReasonLabels } from "~/leads/pipeline/lead-outcome";

/** Won (with its value) or Lost (with its reason); nothing for an open lead. */
export function OutcomeBadge({
  lead,
}: {
  lead: { outcome: LeadOutcome; jobValue: number | null; lostReason: LostReason | null };
}) {
  if (lead.outcome === "open") return null;
  const won = lead.outcome === "won";
  const detail = won
    ? lead.jobValue !== null
      ? ` ${formatDollars(Math.round(lead.jobValue * 100))}`
      : ""
    : lead.lostReason
      ? `: ${lostReasonLabels[lead.lostReason]}`
      : "";
  return (
    <span
      data-testid="outcome-badge"
      className={`inline-flex whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-bold ${
        won ? "border-primary-700 bg-primary-700 text-white" : "border-stone-500 bg-stone-100 text-stone-800"
      }`}
    >
      {won ? "Won" : "Lost"}
      {detail}
    </span>
  );
}
