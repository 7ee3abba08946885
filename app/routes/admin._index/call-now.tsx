import { Link } from "@remix-run/react";

import { LeadCard } from "~/components/leads/lead-cards";
import { MarkContactedForms } from "~/components/leads/mark-contacted";
import type { listLeads } from "~/leads/pipeline/lead-queries.server";

/** The top of the staff home: the few leads to call right now, in the order of "Needs a call". */
export function CallNow({ callNow, overdue }: { callNow: Awaited<ReturnType<typeof listLeads>>; overdue: number }) {
  const more = callNow.total - callNow.leads.length;
  return (
    <section aria-labelledby="call-now-heading" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="call-now-heading" className="text-lg font-bold text-stone-900">
          Call now
          {overdue > 0 ? <span className="ml-2 text-sm font-semibold text-red-800">{overdue} overdue</span> : null}
        </h2>
        <Link
          to="/admin/leads?view=needs-call"
          className="text-sm font-semibold text-primary-800 underline underline-offset-2"
        >
          {more > 0 ? `${more} more in Needs a call` : "Needs a call"}
        </Link>
      </div>
      {callNow.leads.length ? (
        <ul aria-label="Leads to call now, emergencies first" className="grid gap-2 md:grid-cols-2">
          <MarkContactedForms>
            {callNow.leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} now={callNow.now} />
            ))}
          </MarkContactedForms>
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-4 text-stone-700">
          Nobody is waiting for a call.
        </p>
      )}
    </section>
  );
}
