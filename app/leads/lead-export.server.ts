import { sql } from "kysely";

import { CSV_BOM, toCsvLines } from "~/platform/csv";
import { db, readValueRows } from "~/platform/db.server";

import { csvHeader, type CsvLead, csvLeadColumns, csvRow } from "./lead-csv";
import type { LeadFilters } from "./lead-filters";
import { type LeadFilterInput, planTextSearch, whereFilters } from "./lead-search.server";

/** The columns an export selects, in order: the cells' stored values and the photo count. */
const exportColumns = [...csvLeadColumns, "photos"] as const;
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
