import type { Kysely } from "kysely";

import type { Database } from "../../../db/schema";
import { db } from "../db.server";
import { kickJob } from "../jobs.server";
import { OUTBOX_JOB } from "./outbox.server";

/**
 * A lead's scheduled messages (scheduled.server.ts schedules and sends them): what its page lists
 * as to send and on its timeline, and cancelling them when their reason goes, or back when it returns.
 */

/** A lead's messages still to go, soonest first (its page lists them with "Don't send"). */
export function pendingMessagesOf(leadId: number) {
  return db
    .selectFrom("scheduledMessages")
    .select(["id", "kind", "sendAt", "recipient"])
    .where("leadId", "=", leadId)
    .where("status", "=", "pending")
    .orderBy("sendAt")
    .execute();
}

/** A lead's messages held back (with why), not sent at staff's word, or put in a digest: its timeline. */
export function scheduledOutcomesOf(leadId: number) {
  return db
    .selectFrom("scheduledMessages")
    .select(["id", "kind", "status", "reason", "recipient", "decidedAt"])
    .where("leadId", "=", leadId)
    .where("status", "in", ["held", "cancelled", "batched"])
    .execute();
}

/**
 * Pending messages of a lead that lost their reason (a yes leaves an estimate's nudges nothing to
 * say): not sent, so the lead page no longer lists them, and its timeline says why. In the caller's transaction.
 */
export async function cancelPendingMessages(
  trx: Kysely<Database>,
  { leadId, kinds }: { leadId: number; kinds: string[] },
  why: string,
  now: Date,
) {
  await trx
    .updateTable("scheduledMessages")
    .set({ status: "cancelled", reason: `not sent: ${why}`, decidedAt: now.toISOString() })
    .where("leadId", "=", leadId)
    .where("kind", "in", kinds)
    .where("status", "=", "pending")
    .execute();
}

/**
 * Messages cancelled with a reason that ends in `whyEnds` are pending again (their reason came
 * back: a lead marked contacted by mistake, then not): sent at their time, or at once when it has
 * passed. Others stay cancelled (staff's "Don't send", an estimate's answer). In the caller's transaction.
 */
export async function reinstateCancelledMessages(
  trx: Kysely<Database>,
  { leadId, kinds }: { leadId: number; kinds: string[] },
  whyEnds: string,
) {
  const result = await trx
    .updateTable("scheduledMessages")
    .set({ status: "pending", reason: null, decidedAt: null })
    .where("leadId", "=", leadId)
    .where("kind", "in", kinds)
    .where("status", "=", "cancelled")
    .where("reason", "like", `not sent: %${whyEnds}`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) kickJob(OUTBOX_JOB);
}

/** Staff's "Don't send": the row is not sent, and the timeline says who stopped it. False when it had gone. */
export async function cancelPendingMessage(leadId: number, id: number, by: string, now = new Date()) {
  const result = await db
    .updateTable("scheduledMessages")
    .set({ status: "cancelled", reason: `not sent: ${by} said Don't send`, decidedAt: now.toISOString() })
    .where("id", "=", id)
    .where("leadId", "=", leadId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
