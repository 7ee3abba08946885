import type { Kysely } from "kysely";

import type { Database, ScheduledMessage } from "../../../db/schema";
import { db } from "../db.server";
import { kickJob } from "../jobs.server";
import { isTextOptedOut, isUnsubscribed } from "./consent.server";
import { type ContactFacts, decideContact } from "./contact-policy";
import { normaliseMailbox } from "./mailbox";
import { enqueueMessages, OUTBOX_JOB, type QueuedMessage } from "./outbox.server";

/**
 * The one scheduled-message core (issue #40): "send this kind to this recipient at T, once
 * per key, if the contact policy still allows it at T". A feature declares its kinds beside
 * its code with `defineMessageKind` and calls `scheduleMessage`; the outbox worker claims
 * each due row once, asks the kind what is true now, asks the policy (contact-policy.ts),
 * and then queues the kind's messages, holds it with why, or keeps it for the customer hours.
 */

/** What a kind reads at send time: the policy's facts, and its messages rendered then. */
export interface Ready {
  /** The customer's address (customer kinds): consent and the rations are counted on its mailbox. */
  to?: string | null;
  facts: Omit<ContactFacts, "audience" | "answersCustomer" | "now" | "unsubscribed" | "mailboxSentToday" | "ration">;
  /** Every mailbox of the customer it is for (issue #45): an unsubscribe from any one of them is the customer's. */
  customerMailboxes?: string[];
  /** A ration of the kind's own, per day: e.g. `visit:12:moved`, 3. */
  ration?: { key: string; perDay: number; what: string };
  /** The messages, rendered when they go; `withFreeText` false: none of the visitor's own words. */
  render: (options: { withFreeText: boolean }) => QueuedMessage[] | Promise<QueuedMessage[]>;
  /** After its messages are queued, in the same transaction (stamp a domain row, schedule the next). */
  afterSend?: () => Promise<void>;
}

/**
 * Nothing to send: `hold`, shown on the lead's timeline with why (no email address), or
 * `drop` when the message has no reason left (the lead was called in time, the follow-up moved).
 */
export type NotReady = { hold: string } | { drop: string };

export interface MessageKind {
  kind: string;
  /** As staff read it on the lead page: "Review request". */
  label: string;
  audience: "customer" | "office";
  /** A text message (its `to` is a number, stopped by STOP or BAJA); email by default. */
  channel?: "text";
  /** It answers the customer's own action (a quote request, a booking): any hour. */
  answersCustomer?: boolean;
  /** Items of a digest: once their own messages are queued, they wait for this digest kind's next email. */
  digest?: string;
  /** A digest kind: at most one email per this many ms. */
  digestEveryMs?: () => number;
  prepare: (trx: Kysely<Database>, row: ScheduledMessage, now: Date) => Promise<Ready | NotReady>;
}

const kinds = new Map<string, MessageKind>();

/** Declares a kind (from the feature's own module, imported by the startup). */
export function defineMessageKind(kind: MessageKind) {
  kinds.set(kind.kind, kind);
  return kind;
}

const labels = new Map<string, string>();

/** Labels of outbox kinds that are no scheduled kind of their own (a new lead's notification), for the lead page. */
export function labelMessageKinds(more: Record<string, string>) {
  for (const [kind, label] of Object.entries(more)) labels.set(kind, label);
}

/** How staff read a kind on the lead page: its label, or a webhook's event type. */
export function messageKindLabel(kind: string) {
  return labels.get(kind) ?? kinds.get(kind)?.label ?? (kind.includes(".") ? `Webhook ${kind}` : kind);
}

export interface Schedule {
  kind: string;
  /** Once per key: scheduling the same key again does nothing. */
  key: string;
  at: Date;
  leadId?: number | null;
  /** What the kind reads again at send time (a visit's id, a staff member's). */
  refId?: number | null;
  /** To whom, as the lead page lists it ("the customer", "the office"). */
  recipient?: string | null;
  data?: object;
}

/**
 * Schedules a message in the caller's transaction; one due now is decided at once, in it.
 * Resolves to the number of messages queued in the outbox now.
 */
export async function scheduleMessage(trx: Kysely<Database>, message: Schedule, now = new Date()) {
  const row = await trx
    .insertInto("scheduledMessages")
    .values({
      key: message.key,
      kind: message.kind,
      leadId: message.leadId ?? null,
      refId: message.refId ?? null,
      recipient: message.recipient ?? null,
      data: message.data ? JSON.stringify(message.data) : null,
      sendAt: message.at.toISOString(),
      createdAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return 0;
  if (message.at <= now) return decide(trx, row, now);
  kickJob(OUTBOX_JOB);
  return 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function sentInPastDay(trx: Kysely<Database>, column: "mailbox" | "ration", value: string, now: Date) {
  const row = await trx
    .selectFrom("scheduledMessages")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(column, "=", value)
    .where("status", "in", ["sent", "batched"])
    .where("decidedAt", ">=", new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function settle(trx: Kysely<Database>, id: number, set: Partial<ScheduledMessage>) {
  await trx.updateTable("scheduledMessages").set(set).where("id", "=", id).execute();
}

async function anyUnsubscribed(mailboxes: string[], trx: Kysely<Database>) {
  for (const mailbox of new Set(mailboxes)) if (await isUnsubscribed(mailbox, trx)) return true;
  return false;
}

/** Decides one row that is due (pending): held, kept for later, or sent. Resolves to the messages queued. */
async function decide(trx: Kysely<Database>, row: ScheduledMessage, now: Date) {
  const decidedAt = now.toISOString();
  const kind = kinds.get(row.kind);
  if (!kind) {
    await settle(trx, row.id, { status: "held", reason: `no message kind "${row.kind}"`, decidedAt });
    return 0;
  }
  const ready = await kind.prepare(trx, row, now);
  if ("hold" in ready) {
    await settle(trx, row.id, { status: "held", reason: ready.hold, decidedAt });
    return 0;
  }
  if ("drop" in ready) {
    await settle(trx, row.id, { status: "dropped", reason: ready.drop, decidedAt });
    return 0;
  }
  const mailbox = kind.audience === "customer" && ready.to ? normaliseMailbox(ready.to) : null;
  const decision = decideContact({
    ...ready.facts,
    audience: kind.audience,
    answersCustomer: kind.answersCustomer ?? false,
    channel: kind.channel ?? "email",
    now,
    unsubscribed: mailbox
      ? kind.channel === "text"
        ? await isTextOptedOut(mailbox, trx)
        : await anyUnsubscribed([mailbox, ...(ready.customerMailboxes ?? [])], trx)
      : false,
    mailboxSentToday: mailbox ? await sentInPastDay(trx, "mailbox", mailbox, now) : 0,
    ration: ready.ration && {
      ...ready.ration,
      sentToday: await sentInPastDay(trx, "ration", ready.ration.key, now),
    },
  });
  if (decision.action === "later") {
    await settle(trx, row.id, { sendAt: decision.at.toISOString() });
    return 0;
  }
  const recipient = ready.to ?? row.recipient;
  if (decision.action === "hold") {
    await settle(trx, row.id, { status: "held", reason: decision.why, recipient, decidedAt });
    return 0;
  }
  const messages = await ready.render({ withFreeText: decision.withFreeText });
  await settle(trx, row.id, {
    status: kind.digest ? "batched" : "sent",
    recipient,
    mailbox,
    ration: ready.ration?.key ?? null,
    decidedAt,
  });
  await ready.afterSend?.();
  if (kind.digest) await planDigest(trx, kind.digest, now);
  return enqueueMessages(trx, messages, now);
}

/** The digest's next email: now, or `digestEveryMs` after its last one; one pending at a time. */
async function planDigest(trx: Kysely<Database>, digestKind: string, now: Date) {
  const everyMs = kinds.get(digestKind)?.digestEveryMs?.() ?? 0;
  const rows = await trx
    .selectFrom("scheduledMessages")
    .select(["status", "decidedAt"])
    .where("kind", "=", digestKind)
    .where((eb) => eb.or([eb("status", "=", "pending"), eb("status", "=", "sent")]))
    .orderBy("id", "desc")
    .limit(1)
    .execute();
  const last = rows[0];
  if (last?.status === "pending") return;
  const after = last?.decidedAt ? new Date(Date.parse(last.decidedAt) + everyMs) : now;
  const at = after > now ? after : now;
  await trx
    .insertInto("scheduledMessages")
    .values({
      key: `${digestKind}:${at.toISOString()}`,
      kind: digestKind,
      recipient: "the office",
      sendAt: at.toISOString(),
      createdAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

/** A digest's items: the batched rows of these kinds not yet in a digest, now taken into this one. */
export async function takeDigestItems(trx: Kysely<Database>, digestId: number, itemKinds: string[]) {
  const items = await trx
    .selectFrom("scheduledMessages")
    .selectAll()
    .where("status", "=", "batched")
    .where("kind", "in", itemKinds)
    .where("digestId", "is", null)
    .orderBy("sendAt")
    .execute();
  if (items.length > 0)
    await trx
      .updateTable("scheduledMessages")
      .set({ digestId })
      .where(
        "id",
        "in",
        items.map((item) => item.id),
      )
      .execute();
  return items;
}

const BATCH_SIZE = 50;

/**
 * Decides every due row, each in a transaction of its own that claims it (pending → decided)
 * before anything is queued, so a row is decided once. Run by the outbox worker.
 */
export async function dispatchDueMessages(now: Date) {
  let queued = 0;
  let seen = 0;
  for (;;) {
    const due = await db
      .selectFrom("scheduledMessages")
      .selectAll()
      .where("status", "=", "pending")
      .where("sendAt", "<=", now.toISOString())
      .orderBy("sendAt")
      .orderBy("id")
      .limit(BATCH_SIZE)
      .execute();
    // Rows kept for later move their sendAt past now, so each pass takes new ones.
    if (due.length === 0 || seen > 10 * BATCH_SIZE) return queued;
    seen += due.length;
    for (const row of due) {
      queued += await db.transaction().execute(async (trx) => {
        const still = await trx
          .selectFrom("scheduledMessages")
          .selectAll()
          .where("id", "=", row.id)
          .where("status", "=", "pending")
          .executeTakeFirst();
        return still ? decide(trx, still, now) : 0;
      });
    }
  }
}

/** When the next scheduled row falls due, if any. */
export async function nextScheduledAt() {
  const row = await db
    .selectFrom("scheduledMessages")
    .select((eb) => eb.fn.min("sendAt").as("at"))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row?.at ?? undefined;
}
