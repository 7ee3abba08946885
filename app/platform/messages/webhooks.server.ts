import { Webhook } from "standardwebhooks";

import type { Channel } from "./channels.server";

/** Of a receiver's answer only this much is read (to free the connection); the rest is dropped, never held. */
const ANSWER_READ_BYTES = 4 * 1024;

/**
 * A webhook URL is a secret (Zapier, Make and Slack hooks carry their key in
 * the path), so only its host is ever shown or logged.
 */
export function webhookHost(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return "(not a URL)";
  }
}

/**
 * POSTs one webhook signed per Standard Webhooks: `webhook-id` stays the same
 * on every retry, `webhook-timestamp` is this attempt's. Anything but a 2xx
 * answer throws, so the outbox tries again later.
 */
export async function postWebhook(
  message: { url: string; id: string; body: string },
  secret: string,
  timeoutMs: number,
) {
  const sentAt = new Date();
  const response = await fetch(message.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "waco-tree-service-webhooks",
      "webhook-id": message.id,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(message.id, sentAt, message.body),
    },
    body: message.body,
    redirect: "manual",
    // A receiver that takes longer has failed this attempt; it is retried with the outbox's backoff.
    signal: AbortSignal.timeout(timeoutMs),
  });
  await dropAnswer(response);
  if (!response.ok) throw new Error(`The receiver answered HTTP ${response.status}`);
}

/** Reads the first few KB of an answer nobody needs and cancels the rest: a huge one never reaches memory. */
async function dropAnswer(response: Response) {
  const reader = response.body?.getReader();
  if (!reader) return;
  try {
    for (let read = 0; read <= ANSWER_READ_BYTES;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A receiver that breaks off its answer has still answered.
  }
}

/** Webhooks signed with the secret (`whsec_…`), each receiver given `timeoutMs`; an outage of one URL holds only that URL's. */
export function webhookChannel(secret: string, timeoutMs: number): Channel {
  return {
    outageScope: "recipient",
    shownRecipient: webhookHost,
    send: (row) =>
      postWebhook({ url: row.recipient, id: row.messageId ?? String(row.id), body: row.textBody }, secret, timeoutMs),
  };
}
