import type { Kysely } from "kysely";
import { DateTime } from "luxon";

import type { Database } from "~/platform/db.server";

const YEAR_DAYS = 365;

/**
 * One review request per customer per year, whatever the number of jobs or the channel (issue
 * #45): when another of their leads had one sent (by email or text) in the past year, when it went.
 */
export async function customerAskedWithinYear(
  trx: Kysely<Database>,
  lead: { id: number; customerId: number | null },
  now: Date,
) {
  if (lead.customerId === null) return undefined;
  const since = DateTime.fromJSDate(now).minus({ days: YEAR_DAYS }).toJSDate().toISOString();
  const row = await trx
    .selectFrom("reviewRequests")
    .innerJoin("leads", "leads.id", "reviewRequests.leadId")
    .select("reviewRequests.requestedAt")
    .where("leads.customerId", "=", lead.customerId)
    .where("leads.id", "!=", lead.id)
    .where("reviewRequests.requestedAt", ">=", since)
    .orderBy("reviewRequests.requestedAt", "desc")
    .executeTakeFirst();
  return row?.requestedAt ?? undefined;
}
