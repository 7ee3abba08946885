import type { Selectable } from "kysely";

import type { OutboxChannel, OutboxTable } from "../../../db/schema";

/** One queued message as the worker hands it to its channel. */
export type OutboxRow = Selectable<OutboxTable>;

/**
 * How a message reaches someone: email and webhook today, registered by the outbox worker
 * at start. A new way (a text message) is one module that registers itself from the
 * startup, before the worker's first run:
 *
 *   registerChannel("text", { send: (row) => twilio.send(row.recipient, row.textBody) });
 *
 * and a kind queues `{ channel: "text", kind, leadId, to: "+12545550100", body: "…" }`
 * (outbox.server.ts). The worker claims each outbox row once and calls `send`; a throw is
 * retried with the outbox's backoff, and a row whose channel is not registered waits.
 * The row carries `recipient` (address, URL or number), `subject`, `textBody` and, for
 * email, `htmlBody`, `headers` (JSON), `replyTo`, `attachments` and `calendar`.
 */
export interface Channel {
  /** Delivers one row; throws to have it tried again later. */
  send: (row: OutboxRow) => Promise<void>;
  /** The recipient as logs show it (a webhook URL is a secret: its host only). */
  shownRecipient?: (recipient: string) => string;
  /**
   * Once one message gets through, those parked by the same outage go now: every row of the
   * channel (one mail server), or only those to the same recipient (one webhook URL).
   */
  outageScope: "channel" | "recipient";
  /** When the server stops, after the last message. */
  close?: () => void;
}

const channels = new Map<OutboxChannel, Channel>();

export function registerChannel(name: OutboxChannel, channel: Channel) {
  channels.set(name, channel);
}

export function channelFor(name: OutboxChannel) {
  return channels.get(name);
}

export function channelNames() {
  return [...channels.keys()];
}

export function closeChannels() {
  for (const channel of channels.values()) channel.close?.();
}
