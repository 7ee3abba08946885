import { Link } from "@remix-run/react";

import { formatWacoTimeCompact } from "~/clock/waco-time";
import { Card } from "~/components/staff/card";
import { formatDollars } from "~/leads/pipeline/lead-outcome";

import { BarList } from "./bar-list";
import { ChartTable } from "./chart-table";
import type { EstimateFunnel } from "./estimate-funnel.server";

const eventWords = {
  sent: "Sent to",
  viewed: "Opened by",
  accepted: "Accepted by",
  declined: "Declined by",
  expired: "Expired for",
} as const;
const worth = (cents: number | null) => (cents === null ? "" : formatDollars(cents));
const shareOf = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : "none sent");
const days = (value: number | null) =>
  value === null ? "None decided yet" : `${value < 10 ? value.toFixed(1) : Math.round(value)} days`;

/**
 * The written estimates of the period (issue #46): sent → opened → accepted or declined, each
 * with its count and value, the median days to an answer, the same by source, and the latest
 * events with their leads.
 */
export function EstimateFunnelPanel({ funnel }: { funnel: EstimateFunnel }) {
  const steps = [
    { key: "sent", label: "Sent", step: funnel.sent },
    { key: "viewed", label: "Opened", step: funnel.viewed },
    { key: "accepted", label: "Accepted", step: funnel.accepted },
    { key: "declined", label: "Declined", step: funnel.declined },
    { key: "expired", label: "Expired", step: funnel.expired },
  ];
  const money = funnel.sent.cents !== null;
  const rows = steps.map(({ key, label, step }) => ({
    key,
    label,
    value: step.count,
    note: [key === "sent" ? "" : shareOf(step.count, funnel.sent.count), worth(step.cents)].filter(Boolean).join(" · "),
  }));
  return (
    <Card
      heading="h3"
      title="Estimates"
      description="Written estimates first sent in this period: opened by the customer, then accepted (at the ticked total), declined or left to expire."
    >
      <div data-testid="estimate-funnel">
        <BarList
          label={`Estimates: ${rows.map((row) => `${row.label} ${row.value}${row.note ? ` (${row.note})` : ""}`).join(", ")}.`}
          rows={rows}
        />
        <ChartTable
          caption="The estimate funnel"
          columns={money ? ["Step", "Estimates", "Share of sent", "Value"] : ["Step", "Estimates", "Share of sent"]}
          rows={steps.map(({ key, label, step }) => ({
            key,
            cells: [label, step.count, shareOf(step.count, funnel.sent.count), ...(money ? [worth(step.cents)] : [])],
          }))}
        />
      </div>
      <p className="text-sm text-stone-800">
        Median time to an answer: <strong data-testid="estimate-days">{days(funnel.medianDaysToDecide)}</strong>
      </p>
      {funnel.bySource.length ? (
        <ChartTable
          caption="Estimates by source"
          columns={money ? ["Source", "Sent", "Accepted", "Accepted value"] : ["Source", "Sent", "Accepted"]}
          rows={funnel.bySource.map((row) => ({
            key: row.source,
            cells: [row.source, row.sent, row.accepted, ...(money ? [worth(row.acceptedCents)] : [])],
          }))}
        />
      ) : null}
      <div>
        <h4 className="text-sm font-semibold text-stone-900">Latest</h4>
        {funnel.latest.length ? (
          <ol className="mt-1 space-y-1 text-sm" data-testid="estimate-events">
            {funnel.latest.map((event) => (
              <li key={event.key} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0">
                  {eventWords[event.kind]}{" "}
                  <Link
                    to={`/admin/leads/${event.leadId}#estimates`}
                    className="font-semibold text-primary-800 underline"
                  >
                    {event.name}
                  </Link>
                  {event.cents === null ? "" : `, ${formatDollars(event.cents)}`}
                </span>
                <span className="tabular-nums text-stone-700">{formatWacoTimeCompact(event.at)}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-stone-700">No estimate sent or answered in this period.</p>
        )}
      </div>
    </Card>
  );
}
