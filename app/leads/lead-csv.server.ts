import { serviceTitle } from "~/content/services";
import { CSV_BOM, toCsvLines } from "~/platform/csv";
import { formatPhone } from "~/platform/phone";

import type { LeadFilters } from "./lead-filters";
import { iterateLeads } from "./lead-list.server";
import { lostReasonLabels, outcomeLabels } from "./lead-outcome";
import { formatWacoTimeSortable } from "./waco-time";

const header = [
  "ID",
  "Name",
  "Email",
  "Phone",
  "Address",
  "Service",
  "Message",
  "Created At",
  "Contacted",
  "Possible Spam",
  "Outcome",
  "Job value",
];

/**
 * A streamed CSV download of every lead matching the filters (SPEC §9 columns),
 * as staff read leads: Waco time with its zone, service titles, formatted phones.
 */
export function leadsCsvResponse(filters: LeadFilters, filePrefix: "leads" | "form_fills", now = new Date()) {
  const rows = iterateLeads(filters, 2_000, now);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + toCsvLines([header])));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      const lines = next.value.map((lead) => [
        lead.id,
        lead.name,
        lead.email ?? "",
        formatPhone(lead.phone),
        lead.address ?? "",
        serviceTitle(lead.service),
        lead.message,
        formatWacoTimeSortable(lead.createdAt),
        lead.isContacted ? "Yes" : "No",
        lead.possibleSpam ? "Yes" : "No",
        outcomeLabels[lead.outcome] + (lead.lostReason ? `: ${lostReasonLabels[lead.lostReason]}` : ""),
        lead.jobValueCents === null ? "" : (lead.jobValueCents / 100).toFixed(2),
      ]);
      controller.enqueue(encoder.encode(toCsvLines(lines)));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const date = now.toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filePrefix}_${date}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
