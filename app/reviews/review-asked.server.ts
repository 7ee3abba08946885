import type { Kysely } from "kysely";
import { DateTime } from "luxon";

import { webhooks } from "~/leads/messages/lead-webhooks.server";
import type { Database } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";

import type { Lead } from "../../db/schema";

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

/**
 * A job's review request went, by email or by text: the first channel to go records when (what
 * the one-a-year rule reads) and fires the `review.requested` webhook; the other channel of the
 * same request adds nothing, so the webhook fires once whatever the channels.
 */
export async function recordReviewRequested(trx: Kysely<Database>, lead: Lead, now: Date) {
  const first = await trx
    .updateTable("reviewRequests")
    .set({ requestedAt: now.toISOString() })
    .where("leadId", "=", lead.id)
    .where("requestedAt", "is", null)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 0) return;
  const event = webhooks("review.requested", lead, getEnv().SITE_URL, now, { jobDoneOn: lead.jobDoneOn });
  await enqueueMessages(trx, event, now);
}
