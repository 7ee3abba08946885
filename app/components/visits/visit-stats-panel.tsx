import { Link } from "@remix-run/react";

import { Card } from "~/components/staff/card";
import type { VisitStats } from "~/visits/visit-stats.server";

/** The dashboard's estimate visits: booked, booked online by the customer, leads that became visits. */
export function VisitStatsPanel({ stats }: { stats: VisitStats }) {
  const rows = [
    ["Visits booked", stats.booked.toLocaleString("en-US")],
    ["Booked online by the customer", `${stats.selfBookedShare}%`],
    ["Leads that became visits", `${stats.leadsWithVisitShare}% (${stats.leadsWithVisit.toLocaleString("en-US")})`],
  ] as const;
  return (
    <Card title="Estimate visits">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-stone-800" data-testid="visit-stats">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/admin/visits" className="inline-block font-semibold text-primary-800 underline underline-offset-2">
        Today&apos;s visits
      </Link>
    </Card>
  );
}
