import type { Kysely } from "kysely";

import { callbackDueAt } from "~/clock/business-time";
import { isEmergencyService } from "~/content/services";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { cancelPendingMessages, reinstateCancelledMessages } from "~/platform/messages/lead-schedule.server";
import type { QueuedMessage } from "~/platform/messages/outbox.server";
import { defineMessageKind, scheduleMessage } from "~/platform/messages/scheduled.server";
import { getLeadRecipients } from "~/staff/notification-settings.server";

import type { Database, Lead } from "../../../db/schema";
import { leadStanding } from "../lead-standing";
import { renderReminderEmail } from "./lead-email.server";
import { webhooks } from "./lead-webhooks.server";
import { OFFICE_DIGEST } from "./office-digest.server";

/**
 * A lead already late by more than this when its check comes (the server was off for days,
 * or leads older than reminders) gets no reminder: it still shows as Overdue, but staff are
 * not flooded with stale reminders.
 */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 500;

/** The call-back check of a lead: overdue when not marked contacted by its due time. */
export const CALLBACK_OVERDUE = "callback-overdue";

/**
 * The lead's `lead.overdue` webhooks go at once; the office hears of it in the next digest
 * (office-digest.server.ts), and an emergency also in an email of its own, opening with a
 * red EMERGENCY line, a Call button and the time it was due. `leadReminders` keeps when
 * it was found overdue, for the lead's timeline.
 */
defineMessageKind({
  kind: CALLBACK_OVERDUE,
  label: "Overdue call-back",
  audience: "office",
  digest: OFFICE_DIGEST,
  prepare: async (trx, row, now) => {
    const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.leadId!).executeTakeFirst();
    if (!lead?.callbackDueAt || lead.isContacted) return { drop: "called back in time" };
    const dueAt = lead.callbackDueAt;
    return {
      facts: {
        lead: leadStanding(lead),
        staleAt: new Date(Date.parse(dueAt) + LOOKBACK_MS),
        staleWhy: "more than a day overdue when first seen",
      },
      render: async () => [
        ...(isEmergencyService(lead.service) ? await emergencyEmails(trx, lead, dueAt, now) : []),
        ...webhooks("lead.overdue", lead, getEnv().SITE_URL, now),
      ],
      afterSend: async () => {
        await trx
          .insertInto("leadReminders")
          .values({ leadId: lead.id, dueAt, createdAt: now.toISOString() })
          .onConflict((conflict) => conflict.column("leadId").doNothing())
          .execute();
      },
    };
  },
});

/** Mail clients and phones that honour them put an emergency on top. */
const EMERGENCY_HEADERS = { Importance: "high", "X-Priority": "1" };

async function emergencyEmails(trx: Kysely<Database>, lead: Lead, dueAt: string, now: Date) {
  const { emails } = await getLeadRecipients(trx, lead.language);
  const reminder = renderReminderEmail(lead, { siteUrl: getEnv().SITE_URL, dueAt, now });
  return emails.map((to): QueuedMessage => ({
    channel: "email",
    kind: "reminder",
    leadId: lead.id,
    to,
    replyTo: lead.email,
    ...reminder,
    headers: EMERGENCY_HEADERS,
  }));
}

/** Schedules a lead's call-back check at its due time, in the transaction that stores it. */
export function scheduleCallbackCheck(trx: Kysely<Database>, lead: Pick<Lead, "id" | "callbackDueAt">, now: Date) {
  if (!lead.callbackDueAt) return Promise.resolve(0);
  return scheduleMessage(
    trx,
    {
      kind: CALLBACK_OVERDUE,
      key: `${CALLBACK_OVERDUE}:${lead.id}`,
      at: new Date(lead.callbackDueAt),
      leadId: lead.id,
      recipient: "the office",
    },
    now,
  );
}

/** A lead that waits for no call any more (the customer said yes to an estimate): its check is not sent, with why. */
export function cancelCallbackCheck(trx: Kysely<Database>, leadId: number, why: string, now: Date) {
  return cancelPendingMessages(trx, { leadId, kinds: [CALLBACK_OVERDUE] }, why, now);
}

const MARKED_CONTACTED = "marked the lead contacted";

/** Staff marked the lead contacted (`by`, their email): its check is not sent, and the timeline says who. */
export function cancelCallbackCheckOnContact(trx: Kysely<Database>, leadId: number, by: string, now: Date) {
  return cancelCallbackCheck(trx, leadId, `${by} ${MARKED_CONTACTED}`, now);
}

/** The lead is not contacted after all (a mistaken tap put right, or undone): its check, if that contact cancelled it, is due again. */
export function reinstateCallbackCheck(trx: Kysely<Database>, leadId: number) {
  return reinstateCancelledMessages(trx, { leadId, kinds: [CALLBACK_OVERDUE] }, ` ${MARKED_CONTACTED}`);
}

/**
 * Leads written without the app (scripts, imports, a restore): a call-back time for those
 * without one, and the check of every lead not yet contacted that has none, in small
 * transactions so requests are never held up. Run at start and after each new lead.
 */
export async function scheduleMissingCallbackChecks(callbackMinutes: number, now = new Date()) {
  for (;;) {
    const leads = await db
      .selectFrom("leads")
      .select(["id", "createdAt", "service", "callbackDueAt"])
      .where("isContacted", "=", 0)
      .where((eb) =>
        eb.or([
          eb("callbackDueAt", "is", null),
          eb("callbackDueAt", ">", new Date(now.getTime() - LOOKBACK_MS).toISOString()),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("scheduledMessages")
              .select("id")
              .whereRef("scheduledMessages.leadId", "=", "leads.id")
              .where("scheduledMessages.kind", "=", CALLBACK_OVERDUE),
          ),
        ),
      )
      .limit(BATCH_SIZE)
      .execute();
    if (leads.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const lead of leads) {
        const dueAt =
          lead.callbackDueAt ?? callbackDueAt(new Date(lead.createdAt), lead.service, callbackMinutes).toISOString();
        if (!lead.callbackDueAt)
          await trx.updateTable("leads").set({ callbackDueAt: dueAt }).where("id", "=", lead.id).execute();
        await scheduleCallbackCheck(trx, { id: lead.id, callbackDueAt: dueAt }, now);
      }
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
}
