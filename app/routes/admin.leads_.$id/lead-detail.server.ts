import { callbackMinutesElapsed } from "~/clock/business-time";
import { listLeadEvents, recordLeadEvent } from "~/leads/lead-events.server";
import { type Actor, attributionColumns, staffLeadColumns, toStaffLeadRow } from "~/leads/lead-row";
import { describeDeliveryError } from "~/leads/messages/delivery-error";
import { listLeadPhotos } from "~/leads/photos/lead-photos.server";
import { db } from "~/platform/db.server";
import { pendingMessagesOf, scheduledOutcomesOf } from "~/platform/messages/lead-schedule.server";
import { messageKindLabel } from "~/platform/messages/scheduled.server";
import { webhookHost } from "~/platform/messages/webhooks.server";

import { buildTimeline } from "./lead-timeline";

/** The lead's consent to texts, shown with its facts. */
const textConsentColumns = ["textConsentAt", "textConsentVersion", "textConsentPage", "textConsentIp"] as const;

/** Everything the lead's page shows: its fields, its photos, its emails and its timeline. */
export async function getLeadDetail(id: number, now = new Date()) {
  const lead = await db
    .selectFrom("leads")
    .select([...staffLeadColumns, ...attributionColumns, "contactedAt", "photosNotStored", ...textConsentColumns])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return undefined;

  const [messages, events, reminder, photos, pending, scheduled] = await Promise.all([
    db
      .selectFrom("outbox")
      .select([
        "id",
        "kind",
        "channel",
        "recipient",
        "status",
        "attempts",
        "lastError",
        "lastAttemptAt",
        "createdAt",
        "sentAt",
        "deliveryStatus",
      ])
      .where("leadId", "=", id)
      .orderBy("id")
      .execute(),
    listLeadEvents(id),
    db.selectFrom("leadReminders").select(["dueAt", "createdAt"]).where("leadId", "=", id).executeTakeFirst(),
    listLeadPhotos(id),
    pendingMessagesOf(id),
    scheduledOutcomesOf(id),
  ]);

  // A webhook's URL is a secret: staff see its host; errors are in plain words.
  const notifications = messages.map(({ channel, ...message }) => ({
    ...message,
    recipient: channel === "webhook" ? webhookHost(message.recipient) : message.recipient,
    lastError: describeDeliveryError(message.lastError, channel),
    label: messageKindLabel(message.kind),
  }));
  const labelled = <Row extends { kind: string }>({ kind, ...row }: Row) => ({ ...row, label: messageKindLabel(kind) });
  return {
    lead: {
      ...lead,
      ...toStaffLeadRow(lead, now.toISOString()),
      /** How much of the call-back promise has gone by (business minutes, or all minutes for emergencies). */
      waitingMinutes: lead.isContacted ? null : callbackMinutesElapsed(new Date(lead.createdAt), lead.service, now),
    },
    now: now.toISOString(),
    photos,
    notifications,
    /** Messages still to go, each with "Don't send". */
    pending: pending.map(labelled),
    timeline: buildTimeline({ lead, notifications, scheduled: scheduled.map(labelled), events, reminder }),
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLeadDetail>>>;

/** Notes are only ever added: the timeline keeps what was written, by whom and when. */
export async function addLeadNote(leadId: number, note: string, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
    if (!lead) return false;
    await recordLeadEvent(trx, { leadId, kind: "note", by: actor, note });
    return true;
  });
}
