import { randomUUID } from "node:crypto";

import type { Insertable, Kysely } from "kysely";

import type { Database, OutboxKind, OutboxTable } from "../../../db/schema";
import { db } from "../db.server";
import { kickJob } from "../jobs.server";
import type { CalendarPart, OutgoingEmail } from "./mailer.server";

/** A file the worker attaches when it sends: `source` names a loader given to the worker. */
export interface AttachmentRef {
  source: string;
  id: number;
}

/** An email as the mailer sends it, less what the worker adds (sender, Message-ID, the files themselves). */
export type QueuedEmail = Omit<OutgoingEmail, "from" | "messageId" | "attachments" | "calendar"> & {
  channel: "email";
  kind: OutboxKind;
  leadId?: number | null;
  attachments?: AttachmentRef[];
  calendar?: CalendarPart;
};

export interface QueuedWebhook {
  channel: "webhook";
  kind: OutboxKind;
  leadId?: number | null;
  url: string;
  /** The JSON body, signed and sent as is on every attempt. */
  body: string;
}

/** A text message to one E.164 number, sent through the text provider (text-channel.server.ts). */
export interface QueuedText {
  channel: "text";
  kind: OutboxKind;
  leadId?: number | null;
  to: string;
  body: string;
}

export type QueuedMessage = QueuedEmail | QueuedWebhook | QueuedText;

/** The job that delivers the outbox (app/platform/messages/outbox-worker.server.ts). */
export const OUTBOX_JOB = "Outbox";

function toRow(message: QueuedMessage, now: string): Insertable<OutboxTable> {
  const common = { leadId: message.leadId ?? null, kind: message.kind, nextAttemptAt: now, createdAt: now };
  if (message.channel === "text") {
    return {
      ...common,
      channel: "text",
      recipient: message.to,
      replyTo: null,
      subject: message.kind,
      textBody: message.body,
      htmlBody: "",
    };
  }
  if (message.channel === "webhook") {
    return {
      ...common,
      channel: "webhook",
      recipient: message.url,
      replyTo: null,
      subject: message.kind,
      textBody: message.body,
      htmlBody: "",
      // Standard Webhooks' id: the same on every retry, so receivers can drop repeats.
      messageId: `msg_${randomUUID().replaceAll("-", "")}`,
    };
  }
  return {
    ...common,
    channel: "email",
    recipient: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers ? JSON.stringify(message.headers) : null,
    messageId: `<${randomUUID()}@outbox>`,
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    calendar: message.calendar ? JSON.stringify(message.calendar) : null,
  };
}

/**
 * The one way to send anything: queue it in the transaction of what caused it,
 * so a lead is never stored without its messages (or the reverse). The worker
 * looks as soon as the transaction has committed.
 */
export async function enqueueMessages(trx: Kysely<Database>, messages: QueuedMessage[], now = new Date()) {
  if (messages.length === 0) return 0;
  const at = now.toISOString();
  await trx
    .insertInto("outbox")
    .values(messages.map((message) => toRow(message, at)))
    .execute();
  // The worker shares the one connection, so its read waits for this transaction to end.
  kickJob(OUTBOX_JOB);
  return messages.length;
}

/** Failed and waiting messages go out again now; resolves to how many. `leadId` limits it to one lead's. */
export async function retryUndelivered(leadId?: number) {
  let query = db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date().toISOString() })
    .where("status", "in", ["failed", "pending"]);
  if (leadId !== undefined) query = query.where("leadId", "=", leadId);
  const result = await query.executeTakeFirst();
  kickJob(OUTBOX_JOB);
  return Number(result.numUpdatedRows);
}
