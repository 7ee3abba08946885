/**
 * How the lists' filters become SQL: the search box (a phone number by its
 * digits, other text through the trigram index), the other filters, the
 * lists' order, and their remembered totals.
 */
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, sql, type SqlBool } from "kysely";

import { cacheUntilWrite, type Database, db } from "~/platform/db.server";
import { phoneSearchDigits } from "~/platform/phone";

import type { Lead } from "../../../db/schema";
import { wacoDate } from "../follow-up";
import type { LeadFilters } from "./lead-filters";
import { createdSince } from "./lead-filters.server";
import { emergencyServices, freshCutoff, triageCutoff } from "./triage";

/** The filters of a list, without its page. */
export type LeadFilterInput = Omit<LeadFilters, "page">;

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
export const rememberCount = cacheUntilWrite(10_000);

/**
 * Counts the text filters' matches in the trigram index to choose the
 * lookup. When the search box is the only filter, that count is also the
 * list's total.
 */
export async function planTextSearch(filters: LeadFilterInput): Promise<{ lookup: TextLookup; total?: number }> {
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
    filters.source === "all" &&
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

export function whereFilters(filters: LeadFilterInput, now: Date, lookup: TextLookup = "by-match") {
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
    if (filters.source === "site")
      conditions.push(
        eb.or([eb("sourcePage", "is", null), eb("sourcePage", "not in", ["api", "text", "missed-call"])]),
      );
    else if (filters.source !== "all") conditions.push(eb("sourcePage", "=", filters.source));
    const waiting = filters.view !== "all";
    if (!waiting && filters.contacted !== "all")
      conditions.push(eb(column("isContacted"), "=", filters.contacted === "contacted" ? 1 : 0));
    if (waiting) {
      // Needs a call reads two index ranges (the week's uncalled leads, the follow-ups due) and checks
      // the outcome on their rows: by the outcome's index SQLite would read every open lead (issue #44).
      const outcome = filters.view === "needs-call" ? sql<Lead["outcome"]>`+${eb.ref("outcome")}` : eb.ref("outcome");
      conditions.push(eb(outcome, "=", "open"));
      const recent = triageCutoff(now).toISOString();
      const uncalled = eb.and([
        eb(column("isContacted"), "=", 0),
        eb(column("createdAt"), filters.view === "needs-call" ? ">=" : "<", recent),
      ]);
      // A follow-up whose day has come puts a lead back in Needs a call, contacted or not, however old.
      const followUpDue = eb("followUpOn", "<=", wacoDate(now));
      conditions.push(
        filters.view === "needs-call"
          ? eb.or([uncalled, followUpDue])
          : eb.and([uncalled, eb.or([eb("followUpOn", "is", null), eb.not(followUpDue)])]),
      );
    }
    if (filters.outcome !== "all") conditions.push(eb("outcome", "=", filters.outcome));
    const since = createdSince(filters.date, now);
    if (since) conditions.push(eb(column("createdAt"), ">=", since.toISOString()));
    return eb.and(conditions);
  };
}

/**
 * Newest first; in "Needs a call" the triage order (decisions 044 and 076):
 * 0. never-called emergencies of the last day;
 * 1. leads of the last day past their call-back time, and leads on their follow-up day,
 *    latest due first (this morning's before last night's);
 * 2. leads of the last day not yet due, soonest first;
 * 3. never-called emergencies 1-6 days old, then 4. other never-called leads 1-6 days old,
 *    newest first: they were not saved yesterday and must not push today's down.
 */
export function inListOrder<Row>(
  query: SelectQueryBuilder<Database, "leads", Row>,
  view: LeadFilters["view"],
  now: Date,
) {
  if (view !== "needs-call") return query.orderBy("createdAt", "desc").orderBy("id", "desc");
  const fresh = freshCutoff(now).toISOString();
  const emergency = sql`service in (${sql.join(emergencyServices)})`;
  // A lead whose follow-up day has come ranks with the late ones: it is due today.
  const rank = sql<number>`case
    when is_contacted = 0 and created_at >= ${fresh} and ${emergency} then 0
    when follow_up_on <= ${wacoDate(now)} then 1
    when created_at < ${fresh} then (case when ${emergency} then 3 else 4 end)
    when callback_due_at <= ${now.toISOString()} then 1 else 2 end`;
  return query
    .orderBy(rank)
    .orderBy(sql`case when ${rank} = 2 then callback_due_at end`)
    .orderBy(sql`case when ${rank} >= 3 then created_at end`, "desc")
    .orderBy("callbackDueAt", "desc")
    .orderBy("id", "desc");
}

/**
 * The filters' total, remembered by the filters rather than by the query: a
 * rolling window ("this week") moves its start every millisecond.
 */
export function countLeads(criteria: LeadFilterInput, where: ReturnType<typeof whereFilters>) {
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
