/**
 * The CSV export: its columns, each its header and how its cell reads the
 * lead by column name (SPEC §9's first, then the ones added since, each at
 * the end so the columns of sheets made earlier stay put), and the streamed
 * download of every lead a list's filters match.
 */
import { sql } from "kysely";

import { formatWacoTimeSortable } from "~/clock/waco-time";
import { CSV_BOM, toCsvLines } from "~/platform/csv";
import { db, readValueRows } from "~/platform/db.server";

import type { Lead } from "../../../db/schema";
import { isSpecField, type LeadField, leadFieldKeys, leadFieldsIn, leadFieldText } from "../lead-fields";
import { entryPage } from "../lead-row";
import type { LeadFilters } from "./lead-filters";
import { lostReasonLabels, outcomeLabels } from "./lead-outcome";
import { type LeadFilterInput, planTextSearch, whereFilters } from "./lead-search.server";
import { leadState, leadStateLabels } from "./lead-state";

/** The stored columns the cells read, in the order an export selects them. */
const csvLeadColumns = [
  "id",
  ...leadFieldKeys("csv"),
  "createdAt",
  "isContacted",
  "possibleSpam",
  "outcome",
  "jobValueCents",
  "lostReason",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "landingPage",
  "sourcePage",
  "referrer",
  "contactedAt",
  "followUpOn",
  "followUpReason",
  "jobDoneOn",
  "customerId",
  "language",
] as const;

/** A lead as the export reads it: its stored values and its number of photos. */
export type CsvLead = Pick<Lead, (typeof csvLeadColumns)[number]> & {
  photos: number;
  /** The booked estimate visit, "2026-03-09 10:00-12:00" in Waco time (issue #34), or null. */
  visit: string | null;
};

/** A stored value of the lead being written, by column name (the export reads value rows, not objects). */
type ReadCsvLead = <Column extends keyof CsvLead>(column: Column) => CsvLead[Column];

interface CsvColumn {
  header: string;
  cell: (lead: ReadCsvLead) => string | number;
}

const languageNames: Record<CsvLead["language"], string> = { en: "English", es: "Spanish" };

const yesNo = (flag: number) => (flag ? "Yes" : "No");
const sortableTime = (time: string | null) => (time ? formatWacoTimeSortable(time) : "");

const fieldColumn = (field: LeadField): CsvColumn => ({
  header: field.label,
  cell: (lead) => leadFieldText(field, { [field.key]: lead(field.key) }) ?? "",
});

const fields = leadFieldsIn("csv");

const csvColumns: CsvColumn[] = [
  { header: "ID", cell: (lead) => lead("id") },
  ...fields.filter(isSpecField).map(fieldColumn),
  { header: "Created At", cell: (lead) => sortableTime(lead("createdAt")) },
  { header: "Contacted", cell: (lead) => yesNo(lead("isContacted")) },
  { header: "Possible Spam", cell: (lead) => yesNo(lead("possibleSpam")) },
  {
    header: "Outcome",
    cell: (lead) => {
      const reason = lead("lostReason");
      return outcomeLabels[lead("outcome")] + (reason ? `: ${lostReasonLabels[reason]}` : "");
    },
  },
  {
    header: "Job value",
    cell: (lead) => {
      const cents = lead("jobValueCents");
      return cents === null ? "" : (cents / 100).toFixed(2);
    },
  },
  { header: "Photos", cell: (lead) => lead("photos") },
  { header: "Source", cell: (lead) => lead("utmSource") ?? "" },
  { header: "Medium", cell: (lead) => lead("utmMedium") ?? "" },
  { header: "Campaign", cell: (lead) => lead("utmCampaign") ?? "" },
  {
    header: "Landing Page",
    cell: (lead) => entryPage({ landingPage: lead("landingPage"), sourcePage: lead("sourcePage") }) ?? "",
  },
  { header: "Referrer", cell: (lead) => lead("referrer") ?? "" },
  // What the owner follows a lead to (issue #31).
  { header: "Contacted At", cell: (lead) => sortableTime(lead("contactedAt")) },
  {
    header: "Lost Reason",
    cell: (lead) => {
      const reason = lead("lostReason");
      return reason ? lostReasonLabels[reason] : "";
    },
  },
  {
    header: "State",
    cell: (lead) => leadStateLabels[leadState({ isContacted: lead("isContacted"), outcome: lead("outcome") })],
  },
  // Follow-ups and finished jobs (issue #35).
  { header: "Follow Up On", cell: (lead) => lead("followUpOn") ?? "" },
  { header: "Follow Up Reason", cell: (lead) => lead("followUpReason") ?? "" },
  { header: "Job Done On", cell: (lead) => lead("jobDoneOn") ?? "" },
  // The estimate visit (issue #34), sortable as text.
  { header: "Visit", cell: (lead) => lead("visit") ?? "" },
  // Whose lead it is (issue #45): the id of /admin/customers/{id} and GET /api/customers/{id}.
  { header: "Customer ID", cell: (lead) => lead("customerId") ?? "" },
  // The language to call back in (issue #42): the lead's messages are in it.
  { header: "Language", cell: (lead) => languageNames[lead("language")] },
  // The visitor's fields added since SPEC, last: a column of the lead's own goes above this line.
  ...fields.filter((field) => !isSpecField(field)).map(fieldColumn),
];

export const csvHeader = csvColumns.map((column) => column.header);

/** A lead's cells, in the header's order. */
export function csvRow(lead: ReadCsvLead) {
  return csvColumns.map((column) => column.cell(lead));
}

/** The columns an export selects, in order: the cells' stored values and the photo count. */
const exportColumns = [...csvLeadColumns, "photos", "visit"] as const;
type ExportColumn = (typeof exportColumns)[number];
const position = new Map<ExportColumn, number>(exportColumns.map((column, index) => [column, index]));

/** Reads a value row by column name. */
const byName =
  (values: unknown[]) =>
  <Column extends ExportColumn>(column: Column) =>
    values[position.get(column)!] as CsvLead[Column];

/**
 * A streamed CSV download of every lead matching the filters (SPEC §9 columns),
 * as staff read leads: Waco time with its zone, service titles, formatted phones.
 */
export function leadsCsvResponse(filters: LeadFilters, filePrefix: "leads" | "form_fills", now = new Date()) {
  const rows = iterateLeads(filters, 2_000, now);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + toCsvLines([csvHeader])));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      const lines = next.value.map((values) => csvRow(byName(values)));
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
 * Every lead matching the filters, newest first, as value rows in
 * `exportColumns` order (no object per row: an export reads 100k of them),
 * fetched in keyset pages: the single SQLite connection is released between
 * pages, so an export to a slow client never blocks other requests and never
 * sits in memory.
 */
async function* iterateLeads(filters: LeadFilterInput, batchSize: number, now: Date) {
  const where = whereFilters(filters, now, (await planTextSearch(filters)).lookup);
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const cursor = after;
    const rows = readValueRows<unknown[]>(
      db
        .selectFrom("leads")
        .select(csvLeadColumns)
        .select(sql<number>`(select count(*) from lead_photos where lead_id = leads.id)`.as("photos"))
        .select(
          sql<
            string | null
          >`(select date || ' ' || starts || '-' || ends from visits where lead_id = leads.id and status = 'booked')`.as(
            "visit",
          ),
        )
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
    const read = byName(last);
    after = { createdAt: read("createdAt"), id: read("id") };
    if (rows.length < batchSize) return;
  }
}
