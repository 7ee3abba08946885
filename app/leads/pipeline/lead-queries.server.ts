import { sql } from "kysely";

import { db } from "~/platform/db.server";

import { apiLeadColumns, type NotificationState, staffLeadColumns, toApiLead, toStaffLeadRow } from "../lead-row";
import { describeDeliveryError } from "../messages/delivery-error";
import { countLeadPhotos, withApiPhotos } from "../photos/lead-photos.server";
import { type LeadFilters, LEADS_PAGE_SIZE } from "./lead-filters";
import { createdSince } from "./lead-filters.server";
import { countLeads, inListOrder, planTextSearch, whereFilters } from "./lead-search.server";
import { triageCutoff } from "./triage";

/** One page of leads for the filters, with the total for paging. */
export async function listLeads({ page, ...criteria }: LeadFilters, now = new Date(), pageSize = LEADS_PAGE_SIZE) {
  const search = await planTextSearch(criteria);
  const where = whereFilters(criteria, now, search.lookup);
  const [rows, total] = await Promise.all([
    inListOrder(db.selectFrom("leads").select(staffLeadColumns).where(where), criteria.view, now)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    search.total ?? countLeads(criteria, where),
  ]);
  const nowIso = now.toISOString();
  const leads = rows.map((row) => toStaffLeadRow(row, nowIso));
  const ids = leads.map((lead) => lead.id);
  const [notifications, photoCounts] = await Promise.all([getNotificationStates(ids), countLeadPhotos(ids)]);
  return {
    leads: leads.map((lead) => ({
      ...lead,
      notification: notifications.get(lead.id) ?? { status: "none" as const },
      photoCount: photoCounts.get(lead.id) ?? 0,
    })),
    /** The moment the list was read: "12 min. ago" is counted from it, the same on the server and in the browser. */
    now: nowIso,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** A lead as the lists show it: its row, its notifications' state and how many photos it came with. */
export type ListedLead = Awaited<ReturnType<typeof listLeads>>["leads"][number];

/** Failed wins over pending, pending over sent: staff need to see what still needs them. */
async function getNotificationStates(leadIds: number[]) {
  const states = new Map<number, NotificationState>();
  if (leadIds.length === 0) return states;
  const rows = await db
    .selectFrom("outbox")
    .select(["leadId", "status", "lastError", "channel"])
    .where("leadId", "in", leadIds)
    .orderBy("id")
    .execute();
  const rank = { none: 0, sent: 1, pending: 2, sending: 2, failed: 3 };
  for (const row of rows) {
    if (row.leadId === null) continue;
    const current = states.get(row.leadId) ?? { status: "none" };
    if (rank[row.status] < rank[current.status]) continue;
    states.set(
      row.leadId,
      row.status === "failed"
        ? { status: "failed", lastError: describeDeliveryError(row.lastError, row.channel) }
        : { status: row.status === "sending" ? "pending" : row.status },
    );
  }
  return states;
}

/** The counts kept by migration 0042's triggers: every lead, the contacted ones, the open ones nobody called. */
const storedCounts = () => db.selectFrom("leadCounts").selectAll().executeTakeFirstOrThrow();

export async function getLeadStats(now = new Date()) {
  const [{ leads: total, contacted }, { thisWeek }] = await Promise.all([
    storedCounts(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("thisWeek"))
      .where("createdAt", ">=", createdSince("week", now)!.toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  return { total, new: total - contacted, contacted, thisWeek };
}

/** The services present in leads, for the filter's options. */
export async function listLeadServices() {
  // A loose index scan: one index seek per distinct service instead of reading every lead.
  const result = await sql<{ service: string }>`
    with recursive present(service) as (
      select min(service) from leads
      union all
      select (select min(service) from leads where service > present.service) from present where present.service is not null
    )
    select service from present where service is not null`.execute(db);
  return result.rows.map((row) => row.service);
}

export async function listLeadsForApi(filters: LeadFilters, limit: number, now = new Date()) {
  const rows = await inListOrder(
    db
      .selectFrom("leads")
      .select(apiLeadColumns)
      .where(whereFilters(filters, now, (await planTextSearch(filters)).lookup)),
    filters.view,
    now,
  )
    .limit(limit)
    .offset((filters.page - 1) * limit)
    .execute();
  return withApiPhotos(rows.map(toApiLead));
}

export async function getLead(id: number) {
  const row = await db.selectFrom("leads").select(apiLeadColumns).where("id", "=", id).executeTakeFirst();
  return row ? (await withApiPhotos([toApiLead(row)]))[0] : undefined;
}

/**
 * Leads nobody has called yet: this week's that are past their call-back
 * time (the overdue count), and the older ones folded under "Needs a call".
 */
export async function countUncalledLeads(now = new Date()) {
  const cutoff = triageCutoff(now).toISOString();
  // This week's uncalled leads are a short range of their index; the older ones are the rest of the stored count.
  const [{ uncalledOpen }, recent] = await Promise.all([
    storedCounts(),
    db
      .selectFrom("leads")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.sum<number>(sql`callback_due_at <= ${now.toISOString()}`).as("overdue"),
      ])
      .where("isContacted", "=", 0)
      .where("outcome", "=", "open")
      .where("createdAt", ">=", cutoff)
      .executeTakeFirstOrThrow(),
  ]);
  return { overdue: Number(recent.overdue ?? 0), older: uncalledOpen - Number(recent.count) };
}
