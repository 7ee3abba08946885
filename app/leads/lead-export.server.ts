import { sql } from "kysely";

import { serviceTitle } from "~/content/services";
import { CSV_BOM, toCsvLines } from "~/platform/csv";
import { db, readValueRows } from "~/platform/db.server";
import { formatPhone } from "~/platform/phone";

import type { Lead } from "../../db/schema";
import type { LeadFilters } from "./lead-filters";
import { lostReasonLabels, outcomeLabels } from "./lead-outcome";
import { entryPage, leadColumns } from "./lead-row";
import { type LeadFilterInput, planTextSearch, whereFilters } from "./lead-search.server";
import { leadState, leadStateLabels } from "./lead-state";
import { formatWacoTimeSortable } from "./waco-time";

/** A CSV export shows the spam flag too, and where the lead came from (in the last columns, so older sheets' columns stay put). */
const exportColumns = [
  ...leadColumns,
  "possibleSpam",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "landingPage",
  "sourcePage",
  "referrer",
  "contactedAt",
] as const;
const createdAtIndex = exportColumns.indexOf("createdAt");
/** A row as `readValueRows` reads it: the columns' values in order. */
type ValuesOf<Columns extends readonly (keyof Lead)[]> = { -readonly [I in keyof Columns]: Lead[Columns[I]] };

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
  "Photos",
  "Source",
  "Medium",
  "Campaign",
  "Landing Page",
  "Referrer",
  // What the owner follows a lead to (issue #31), last so older sheets' columns stay put.
  "Contacted At",
  "Lost Reason",
  "State",
  // Follow-ups and finished jobs (issue #35), last for the same reason.
  "Follow Up On",
  "Follow Up Reason",
  "Job Done On",
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
      const lines = next.value.map(
        ([
          id,
          name,
          email,
          phone,
          address,
          service,
          message,
          createdAt,
          isContacted,
          outcome,
          jobValueCents,
          lostReason,
          followUpOn,
          followUpReason,
          jobDoneOn,
          possibleSpam,
          utmSource,
          utmMedium,
          utmCampaign,
          landingPage,
          sourcePage,
          referrer,
          contactedAt,
          photos,
        ]) => [
          id,
          name,
          email ?? "",
          formatPhone(phone),
          address ?? "",
          serviceTitle(service),
          message,
          formatWacoTimeSortable(createdAt),
          isContacted ? "Yes" : "No",
          possibleSpam ? "Yes" : "No",
          outcomeLabels[outcome] + (lostReason ? `: ${lostReasonLabels[lostReason]}` : ""),
          jobValueCents === null ? "" : (jobValueCents / 100).toFixed(2),
          photos,
          utmSource ?? "",
          utmMedium ?? "",
          utmCampaign ?? "",
          entryPage({ landingPage, sourcePage }) ?? "",
          referrer ?? "",
          contactedAt ? formatWacoTimeSortable(contactedAt) : "",
          lostReason ? lostReasonLabels[lostReason] : "",
          leadStateLabels[leadState({ isContacted, outcome })],
          followUpOn ?? "",
          followUpReason ?? "",
          jobDoneOn ?? "",
        ],
      );
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

/**
 * Every lead matching the filters, newest first, as stored value rows in
 * `exportColumns` order and its number of photos (no object per row: an export reads 100k of them),
 * fetched in keyset pages: the single SQLite connection is released between
 * pages, so an export to a slow client never blocks other requests and never
 * sits in memory.
 */
async function* iterateLeads(filters: LeadFilterInput, batchSize: number, now: Date) {
  const where = whereFilters(filters, now, (await planTextSearch(filters)).lookup);
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const cursor = after;
    const rows = readValueRows<[...ValuesOf<typeof exportColumns>, photos: number]>(
      db
        .selectFrom("leads")
        .select(exportColumns)
        .select(sql<number>`(select count(*) from lead_photos where lead_id = leads.id)`.as("photos"))
        .where(where)
        .$if(Boolean(cursor), (qb) =>
          // A row-value comparison lets SQLite seek the created_at index; the OR form scans it.
          qb.where((eb) => eb(eb.refTuple("createdAt", "id"), "<", eb.tuple(cursor!.createdAt, cursor!.id))),
        )
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(batchSize),
    );
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last[createdAtIndex] as string, id: last[0] };
    if (rows.length < batchSize) return;
  }
}
