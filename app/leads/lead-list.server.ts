import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, sql, type SqlBool } from "kysely";

import { cacheUntilWrite, type Database, db, readValueRows } from "~/platform/db.server";
import { phoneSearchDigits } from "~/platform/phone";

import type { Lead, StaffUser } from "../../db/schema";
import { type LeadFilters, LEADS_PAGE_SIZE } from "./lead-filters";
import { createdSince } from "./lead-filters.server";

type LeadFilterInput = Omit<LeadFilters, "page">;

const leadColumns = [
  "id",
  "name",
  "email",
  "phone",
  "address",
  "service",
  "message",
  "createdAt",
  "isContacted",
  "outcome",
  "jobValueCents",
  "lostReason",
] as const;
/** Staff screens also show the spam flag and the call-back time; the API keeps the SPEC §3 lead. */
export const staffLeadColumns = [...leadColumns, "possibleSpam", "callbackDueAt"] as const;
/** A CSV export shows the spam flag too. */
const exportColumns = [...leadColumns, "possibleSpam"] as const;
type ColumnValues<Row, Columns extends readonly (keyof Row)[]> = {
  -readonly [I in keyof Columns]: Row[Columns[I] & keyof Row];
};
type ExportValues = ColumnValues<Lead, typeof exportColumns>;

type LeadColumns = Pick<Lead, (typeof leadColumns)[number]>;

/** A lead as screens and the API show it: booleans as booleans, the job value in dollars. */
export type LeadRow = Omit<LeadColumns, "isContacted" | "jobValueCents"> & {
  isContacted: boolean;
  jobValue: number | null;
};

/** Whoever changed a lead, as the timeline names them. */
export type Actor = Pick<StaffUser, "id" | "email">;

export type NotificationState =
  { status: "none" } | { status: "sent" } | { status: "pending" } | { status: "failed"; lastError: string | null };

/** A lead on staff screens: flagged when its spam trap's time stamp was odd, and late when its call-back is. */
export type StaffLeadRow = LeadRow & { possibleSpam: boolean; callbackDueAt: string | null; isOverdue: boolean };

/** Not marked contacted by the time the call-back promise ran out. */
export function isOverdue(
  lead: { isContacted: number | boolean; callbackDueAt: string | null },
  now: Date | string = new Date(),
) {
  const nowIso = typeof now === "string" ? now : now.toISOString();
  return !lead.isContacted && lead.callbackDueAt !== null && lead.callbackDueAt <= nowIso;
}

function toLeadRow({ jobValueCents, ...row }: LeadColumns): LeadRow {
  return { ...row, isContacted: row.isContacted === 1, jobValue: jobValueCents === null ? null : jobValueCents / 100 };
}

function toStaffLeadRow(
  { possibleSpam, callbackDueAt, ...row }: Pick<Lead, (typeof staffLeadColumns)[number]>,
  nowIso: string,
): StaffLeadRow {
  return {
    ...toLeadRow(row),
    possibleSpam: possibleSpam === 1,
    callbackDueAt,
    isOverdue: isOverdue({ isContacted: row.isContacted, callbackDueAt }, nowIso),
  };
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type LeadsExpressions = ExpressionBuilder<Database, "leads">;

/** The trigram index's query for text in the columns, or undefined for text too short for it (under 3 characters). */
function trigramQuery(columns: ReadonlyArray<"name" | "email">, text: string) {
  if ([...text].length < 3) return undefined;
  return `{${columns.join(" ")}} : "${text.replace(/"/g, '""')}"`;
}

/**
 * How a text filter meets the leads: few matches are each looked up by id;
 * many (a common last name in 100,000 leads) are checked against the leads
 * in list order instead, which stops at a page and never reads them all.
 */
type TextLookup = "by-match" | "by-lead";
const MANY_TEXT_MATCHES = 2_000;

/**
 * Counts of the lists' filters, read once per change of the data: staff page
 * through a list and come back to it. The clock moves "today" and "overdue".
 */
const rememberCount = cacheUntilWrite(10_000);

/**
 * Counts the text filters' matches in the trigram index to choose the
 * lookup. When the search box is the only filter, that count is also the
 * list's total.
 */
async function planTextSearch(filters: LeadFilterInput): Promise<{ lookup: TextLookup; total?: number }> {
  const searchQuery =
    filters.q && !phoneSearchDigits(filters.q) ? trigramQuery(["name", "email"], filters.q) : undefined;
  const nameQuery = filters.name ? trigramQuery(["name"], filters.name) : undefined;
  let lookup: TextLookup = "by-match";
  let searchMatches: number | undefined;
  for (const query of [searchQuery, nameQuery]) {
    if (query === undefined) continue;
    const matches = await rememberCount(`lead_search ${query}`, async () => {
      const { rows } = await sql<{ matches: number }>`
        select count(*) as matches from lead_search where lead_search match ${query}`.execute(db);
      return rows[0]?.matches ?? 0;
    });
    if (query === searchQuery) searchMatches = matches;
    if (matches > MANY_TEXT_MATCHES) lookup = "by-lead";
  }
  const searchOnly =
    !filters.name &&
    !filters.service &&
    filters.contacted === "all" &&
    filters.date === "all" &&
    filters.outcome === "all" &&
    filters.view === "all";
  return { lookup, total: searchOnly ? searchMatches : undefined };
}

/**
 * Leads whose name (or email) contains `text`, ignoring case: through the
 * trigram index (migration 0008), or for text under 3 characters, which it
 * cannot look up, lead by lead (LIKE, wildcards typed by staff taken literally).
 */
function contains(eb: LeadsExpressions, columns: ReadonlyArray<"name" | "email">, text: string, lookup: TextLookup) {
  const query = trigramQuery(columns, text);
  if (query) {
    // `+id` keeps SQLite from looking up every match by its id.
    const id = lookup === "by-lead" ? sql`+${eb.ref("id")}` : eb.ref("id");
    return sql<SqlBool>`${id} in (select rowid from lead_search where lead_search match ${query})`;
  }
  return eb.or(columns.map((column) => sql<SqlBool>`${eb.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`));
}

/**
 * The search box: a phone number (however it is written) is looked up by its
 * digits from the start, an index seek, with or without the stored country
 * code; any other text is looked for in names and emails.
 */
function matchesSearch(eb: LeadsExpressions, q: string, lookup: TextLookup) {
  const digits = phoneSearchDigits(q);
  if (digits) {
    // GLOB (unlike LIKE) is case-sensitive, so SQLite turns a prefix pattern into an index range.
    return eb.or([
      sql<SqlBool>`${eb.ref("phoneDigits")} glob ${`${digits}*`}`,
      sql<SqlBool>`${eb.ref("phoneDigits")} glob ${`1${digits}*`}`,
    ]);
  }
  return contains(eb, ["name", "email"], q, lookup);
}

function whereFilters(filters: LeadFilterInput, now: Date, lookup: TextLookup = "by-match") {
  return (eb: LeadsExpressions) => {
    // A phone number matches a few leads through its index, and the other filters should only check
    // those. Without table statistics SQLite would rather walk the index of a filter (all new leads,
    // say) and read thousands of rows; `+column` keeps those indexes out of the plan.
    const byPhone = filters.q !== undefined && phoneSearchDigits(filters.q) !== undefined;
    const column = <Column extends "service" | "isContacted" | "createdAt">(name: Column) =>
      byPhone ? sql<Lead[Column]>`+${eb.ref(name)}` : eb.ref(name);

    const conditions: Expression<SqlBool>[] = [];
    if (filters.q) conditions.push(matchesSearch(eb, filters.q, lookup));
    if (filters.name) conditions.push(contains(eb, ["name"], filters.name, lookup));
    if (filters.service) conditions.push(eb(column("service"), "=", filters.service));
    const contacted = filters.view === "needs-call" ? "new" : filters.contacted;
    if (contacted !== "all") conditions.push(eb(column("isContacted"), "=", contacted === "contacted" ? 1 : 0));
    if (filters.outcome !== "all") conditions.push(eb("outcome", "=", filters.outcome));
    const since = createdSince(filters.date, now);
    if (since) conditions.push(eb(column("createdAt"), ">=", since.toISOString()));
    return eb.and(conditions);
  };
}

/** Newest first; in "Needs a call", the earliest call-back time first (the most overdue on top). */
function inListOrder<Row>(query: SelectQueryBuilder<Database, "leads", Row>, view: LeadFilters["view"]) {
  return view === "needs-call"
    ? query.orderBy("callbackDueAt", "asc").orderBy("id", "asc")
    : query.orderBy("createdAt", "desc").orderBy("id", "desc");
}

/**
 * The filters' total, remembered by the filters rather than by the query: a
 * rolling window ("this week") moves its start every millisecond.
 */
function countLeads(criteria: LeadFilterInput, where: ReturnType<typeof whereFilters>) {
  return rememberCount(`leads ${JSON.stringify(criteria)}`, async () =>
    Number(
      (
        await db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where(where)
          .executeTakeFirstOrThrow()
      ).count,
    ),
  );
}

/** One page of leads for the filters, with the total for paging. */
export async function listLeads({ page, ...criteria }: LeadFilters, now = new Date(), pageSize = LEADS_PAGE_SIZE) {
  const search = await planTextSearch(criteria);
  const where = whereFilters(criteria, now, search.lookup);
  const [rows, total] = await Promise.all([
    inListOrder(db.selectFrom("leads").select(staffLeadColumns).where(where), criteria.view)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    search.total ?? countLeads(criteria, where),
  ]);
  const nowIso = now.toISOString();
  const leads = rows.map((row) => toStaffLeadRow(row, nowIso));
  const notifications = await getNotificationStates(leads.map((lead) => lead.id));
  return {
    leads: leads.map((lead) => ({ ...lead, notification: notifications.get(lead.id) ?? { status: "none" as const } })),
    /** The moment the list was read: "12 min. ago" is counted from it, the same on the server and in the browser. */
    now: nowIso,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Failed wins over pending, pending over sent: staff need to see what still needs them. */
async function getNotificationStates(leadIds: number[]) {
  const states = new Map<number, NotificationState>();
  if (leadIds.length === 0) return states;
  const rows = await db
    .selectFrom("outbox")
    .select(["leadId", "status", "lastError"])
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
        ? { status: "failed", lastError: row.lastError }
        : { status: row.status === "sending" ? "pending" : row.status },
    );
  }
  return states;
}

export async function getLeadStats(now = new Date()) {
  // Three indexed counts: one aggregate over every row would scan the table.
  const count = (where?: (eb: ExpressionBuilder<Database, "leads">) => Expression<SqlBool>) =>
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .$if(Boolean(where), (qb) => qb.where(where!))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  const [total, contacted, thisWeek] = await Promise.all([
    count(),
    count((eb) => eb("isContacted", "=", 1)),
    count((eb) => eb("createdAt", ">=", createdSince("week", now)!.toISOString())),
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

export async function listLeadsForApi(filters: LeadFilters, limit: number) {
  const rows = await inListOrder(
    db
      .selectFrom("leads")
      .select(leadColumns)
      .where(whereFilters(filters, new Date(), (await planTextSearch(filters)).lookup)),
    filters.view,
  )
    .limit(limit)
    .offset((filters.page - 1) * limit)
    .execute();
  return rows.map((row) => toLeadRow(row));
}

/**
 * Every lead matching the filters, newest first and as stored (flags 0 or 1),
 * fetched in keyset pages: the single SQLite connection is released between
 * pages, so an export of 100k rows to a slow client never blocks other
 * requests and never sits in memory.
 */
export async function* iterateLeads(filters: LeadFilterInput, batchSize = 2_000, now = new Date()) {
  const where = whereFilters(filters, now, (await planTextSearch(filters)).lookup);
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const cursor = after;
    const rows = readValueRows<ExportValues>(
      db
        .selectFrom("leads")
        .select(exportColumns)
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
    const leads = rows.map(
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
        possibleSpam,
      ]) => ({
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
        possibleSpam,
      }),
    );
    yield leads;
    const last = leads[leads.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/**
 * Marks a lead contacted or not, and puts the change with who made it on the
 * lead's timeline (only when the status really changes, so a double click
 * records it once). Resolves to false when the lead does not exist.
 */
export async function setLeadContacted(id: number, isContacted: boolean, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const lead = await trx.selectFrom("leads").select("isContacted").where("id", "=", id).executeTakeFirst();
    if (!lead) return false;
    if (lead.isContacted === (isContacted ? 1 : 0)) return true;
    await trx
      .updateTable("leads")
      .set({ isContacted: isContacted ? 1 : 0, contactedAt: isContacted ? now : null })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("leadEvents")
      .values({
        leadId: id,
        kind: isContacted ? "contacted" : "uncontacted",
        staffUserId: actor.id,
        staffEmail: actor.email,
        createdAt: now,
      })
      .execute();
    return true;
  });
}

export async function getLead(id: number) {
  const row = await db.selectFrom("leads").select(leadColumns).where("id", "=", id).executeTakeFirst();
  return row ? toLeadRow(row) : undefined;
}

/** Leads not marked contacted whose call-back time has passed. */
export async function countOverdueLeads(now = new Date()) {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("isContacted", "=", 0)
    .where("callbackDueAt", "<=", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Puts a lead's failed notifications back in the queue; resolves to how many. */
export async function retryFailedNotifications(leadId: number) {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date().toISOString() })
    .where("leadId", "=", leadId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
