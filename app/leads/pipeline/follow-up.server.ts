import type { Transaction } from "kysely";

import { type Database, db, inTransaction } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";

import { followUpRemindAt, formatFollowUpDate, wacoDate } from "../follow-up";
import { recordLeadEvent } from "../lead-events.server";
import type { Actor } from "../lead-row";
import { leadStanding } from "../lead-standing";
import { webhooks } from "../messages/lead-webhooks.server";
import { OFFICE_DIGEST } from "../messages/office-digest.server";

const FOLLOW_UP_DUE = "follow-up-due";

/**
 * On a follow-up's day, when the office opens: its `lead.follow_up_due` webhooks, and a line
 * in the office's next digest (office-digest.server.ts). A follow-up moved or ended meanwhile
 * has nothing to say.
 */
defineMessageKind({
  kind: FOLLOW_UP_DUE,
  label: "Follow-up due",
  audience: "office",
  digest: OFFICE_DIGEST,
  prepare: async (trx, row, now) => {
    const { on } = JSON.parse(row.data ?? "{}") as { on?: string };
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead || lead.followUpOn !== on) return { drop: "the follow-up was moved or ended" };
    return {
      facts: { lead: leadStanding(lead) },
      render: () =>
        webhooks("lead.follow_up_due", lead, getEnv().SITE_URL, now, {
          followUpOn: lead.followUpOn,
          followUpReason: lead.followUpReason,
        }),
    };
  },
});

const describe = (on: string, reason: string | null) => `${formatFollowUpDate(on)}${reason ? `: ${reason}` : ""}`;

/**
 * Sets (or moves) a lead's follow-up and schedules its reminder; a Lost lead is reopened by
 * it (its timeline says so). Resolves to false when there is no such lead.
 */
export async function setFollowUp(
  leadId: number,
  on: string,
  reason: string | null,
  actor: Actor,
  inside?: Transaction<Database>,
) {
  return inTransaction(inside, async (trx) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    if (!lead) return false;
    const now = new Date();
    const reopen = lead.outcome === "lost";
    await trx
      .updateTable("leads")
      .set({ followUpOn: on, followUpReason: reason, ...(reopen ? { outcome: "open", lostReason: null } : {}) })
      .where("id", "=", leadId)
      .execute();
    if (reopen)
      await recordLeadEvent(trx, {
        leadId,
        kind: "reopened",
        by: actor,
        note: "A follow-up was set",
        at: now.toISOString(),
        before: JSON.stringify(lead),
      });
    await recordLeadEvent(trx, {
      leadId,
      kind: "follow-up-set",
      by: actor,
      note: describe(on, reason),
      at: now.toISOString(),
    });
    await scheduleMessage(
      trx,
      {
        kind: FOLLOW_UP_DUE,
        key: `${FOLLOW_UP_DUE}:${leadId}:${on}`,
        at: followUpRemindAt(on),
        leadId,
        recipient: "the office",
        data: { on },
      },
      now,
    );
    return reopen ? ("reopened" as const) : ("set" as const);
  });
}

/** Ends a lead's follow-up: `done` when the call was made, `cleared` when it is not needed. */
export async function endFollowUp(
  leadId: number,
  how: "done" | "cleared",
  actor: Actor,
  inside?: Transaction<Database>,
) {
  return inTransaction(inside, async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["followUpOn", "followUpReason"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead) return "missing" as const;
    if (!lead.followUpOn) return "none" as const;
    await trx.updateTable("leads").set({ followUpOn: null, followUpReason: null }).where("id", "=", leadId).execute();
    await recordLeadEvent(trx, {
      leadId,
      kind: how === "done" ? "follow-up-done" : "follow-up-cleared",
      by: actor,
      note: describe(lead.followUpOn, lead.followUpReason),
      at: new Date().toISOString(),
    });
    return "ended" as const;
  });
}

/** Follow-ups set before the scheduled-message core (migration 0026), or by a script, get their reminder at start. */
export async function scheduleMissingFollowUps(now = new Date()) {
  const leads = await db
    .selectFrom("leads")
    .select(["id", "followUpOn"])
    .where("followUpOn", ">=", wacoDate(now))
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const { id, followUpOn } of leads) {
      const on = followUpOn!;
      await scheduleMessage(
        trx,
        {
          kind: FOLLOW_UP_DUE,
          key: `${FOLLOW_UP_DUE}:${id}:${on}`,
          at: followUpRemindAt(on),
          leadId: id,
          recipient: "the office",
          data: { on },
        },
        now,
      );
    }
  });
}
