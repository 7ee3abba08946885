import type { Transaction } from "kysely";

import { serviceTitle } from "~/content/services";
import { type Database, db, inTransaction } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { kickJob, startJob } from "~/platform/jobs.server";
import { enqueueMessages, type QueuedMessage } from "~/platform/messages/outbox.server";
import { formatPhone } from "~/platform/phone";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import { followUpRemindAt, formatFollowUpDate, wacoDate } from "./follow-up";
import { leadPageUrl, renderEmail } from "./lead-email.server";
import { recordLeadEvent } from "./lead-events.server";
import { webhooks } from "./lead-notifications.server";
import type { Actor } from "./lead-row";

const FOLLOW_UPS_JOB = "Follow-up reminders";
/** The sweep looks at least this often, and sooner when the next reminder is due earlier. */
const MAX_WAIT_MS = 60_000;

const describe = (on: string, reason: string | null) => `${formatFollowUpDate(on)}${reason ? `: ${reason}` : ""}`;

/** Sets (or moves) a lead's follow-up; false when there is no such lead. */
export async function setFollowUp(
  leadId: number,
  on: string,
  reason: string | null,
  actor: Actor,
  inside?: Transaction<Database>,
) {
  const found = await inTransaction(inside, async (trx) => {
    const updated = await trx
      .updateTable("leads")
      .set({ followUpOn: on, followUpReason: reason })
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) return false;
    await recordLeadEvent(trx, {
      leadId,
      kind: "follow-up-set",
      by: actor,
      note: describe(on, reason),
      at: new Date().toISOString(),
    });
    return true;
  });
  if (found) kickJob(FOLLOW_UPS_JOB);
  return found;
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

/**
 * Queues the reminder of every follow-up whose day has come and whose office
 * opening has passed: an email to the notification addresses and the
 * `lead.follow_up_due` webhooks. The reminder row (one per lead and day) is
 * written in the same transaction, so a restart or a second process never
 * sends it twice. Resolves to the number of messages queued.
 */
export async function queueFollowUpReminders(now = new Date()) {
  const due = await db
    .selectFrom("leads")
    .select(["id", "followUpOn"])
    .where("followUpOn", "<=", wacoDate(now))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("followUpReminders")
            .select("leadId")
            .whereRef("followUpReminders.leadId", "=", "leads.id")
            .whereRef("followUpReminders.followUpOn", "=", "leads.followUpOn"),
        ),
      ),
    )
    .limit(500)
    .execute();
  let queued = 0;
  for (const { id, followUpOn } of due) {
    if (!followUpOn || followUpRemindAt(followUpOn) > now) continue;
    queued += await db.transaction().execute(async (trx) => {
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!lead?.followUpOn) return 0;
      const inserted = await trx
        .insertInto("followUpReminders")
        .values({ leadId: id, followUpOn: lead.followUpOn, createdAt: now.toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .returning("leadId")
        .executeTakeFirst();
      if (!inserted) return 0;
      const { SITE_URL: siteUrl } = getEnv();
      const { emails } = await getLeadRecipients(trx);
      const email = renderEmail({
        subject: `Follow up today: ${lead.name} (${serviceTitle(lead.service)})`,
        heading: `Follow up with ${lead.name} today`,
        intro: lead.followUpReason
          ? `You planned to call back today: ${lead.followUpReason}`
          : "You planned to call this lead back today.",
        rows: [
          ["Name", lead.name],
          ["Phone", formatPhone(lead.phone)],
          ["Service", serviceTitle(lead.service)],
        ],
        link: { href: leadPageUrl(siteUrl, lead.id), label: "Open this lead" },
      });
      const messages: QueuedMessage[] = emails.map((to) => ({
        channel: "email",
        kind: "follow-up-reminder",
        leadId: lead.id,
        to,
        replyTo: lead.email,
        ...email,
      }));
      messages.push(
        ...webhooks("lead.follow_up_due", lead, siteUrl, now, {
          followUpOn: lead.followUpOn,
          followUpReason: lead.followUpReason,
        }),
      );
      return enqueueMessages(trx, messages, now);
    });
  }
  return queued;
}

/** The wait until the next follow-up's reminder time (today's, before the office opens, included), at most MAX_WAIT_MS. */
async function nextWaitMs(now: Date) {
  const days = await db
    .selectFrom("leads")
    .select("followUpOn")
    .distinct()
    .where("followUpOn", ">=", wacoDate(now))
    .orderBy("followUpOn")
    .limit(2)
    .execute();
  const next = days.map((day) => followUpRemindAt(day.followUpOn!)).find((at) => at > now);
  return next ? Math.max(10, Math.min(MAX_WAIT_MS, next.getTime() - now.getTime())) : MAX_WAIT_MS;
}

export function startFollowUpReminders() {
  startJob({
    name: FOLLOW_UPS_JOB,
    run: async () => {
      await queueFollowUpReminders();
      return nextWaitMs(new Date());
    },
    everyMs: MAX_WAIT_MS,
  });
}
