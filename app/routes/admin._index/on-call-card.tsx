import { Link } from "@remix-run/react";

import { formatWacoTimeCompact } from "~/clock/waco-time";
import type { onCallBoard } from "~/leads/messages/on-call-claims.server";

/** Emergencies texted to the on-call phone in the past day: who has each, or that nobody has it yet. */
export function OnCallCard({ board }: { board: Awaited<ReturnType<typeof onCallBoard>> }) {
  if (board.length === 0) return null;
  return (
    <section aria-labelledby="on-call-heading" className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="on-call-heading" className="text-lg font-bold text-stone-900">
        On call
      </h2>
      <ul className="divide-y divide-stone-200">
        {board.map((alert) => (
          <li key={alert.leadId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
            <Link to={`/admin/leads/${alert.leadId}`} className="font-semibold text-primary-800 underline">
              {alert.name}
            </Link>
            <span className={alert.holder ? "text-stone-800" : "font-semibold text-red-800"}>
              {alert.holder ?? `Nobody has it yet: ${alert.texts} text${alert.texts === 1 ? "" : "s"} sent`}
              {alert.at ? ` · ${formatWacoTimeCompact(alert.at)}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
