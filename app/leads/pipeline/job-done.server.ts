import type { Transaction } from "kysely";

import { type Database, inTransaction } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";

import { formatFollowUpDate } from "../follow-up";
import { recordLeadEvent } from "../lead-events.server";
import type { Actor } from "../lead-row";
import { webhooks } from "../messages/lead-webhooks.server";
import { jobDoneRefusal } from "./job-done";

export type JobDoneResult = { status: "missing" } | { status: "refused"; message: string } | { status: "done" };

/**
 * Marks a won lead's job done on `on` (or, with null, takes that back), with
 * its timeline event and, when newly done, the `job.done` webhooks, in one
 * transaction. The review engine picks finished jobs up from there.
 */
export async function setJobDone(
  leadId: number,
  on: string | null,
  actor: Actor,
  now = new Date(),
  inside?: Transaction<Database>,
) {
  return inTransaction(inside, async (trx): Promise<JobDoneResult> => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    if (!lead) return { status: "missing" };
    const refusal = on === null ? undefined : jobDoneRefusal(lead.outcome);
    if (refusal) return { status: "refused", message: refusal };
    if (lead.jobDoneOn === on) return { status: "done" };
    await trx.updateTable("leads").set({ jobDoneOn: on }).where("id", "=", leadId).execute();
    await recordLeadEvent(trx, {
      leadId,
      kind: on ? "job-done" : "job-not-done",
      by: actor,
      note: on ? formatFollowUpDate(on) : null,
      at: now.toISOString(),
    });
    if (on && !lead.jobDoneOn)
      await enqueueMessages(
        trx,
        webhooks("job.done", { ...lead, jobDoneOn: on }, getEnv().SITE_URL, now, { jobDoneOn: on }),
        now,
      );
    return { status: "done" };
  });
}
