import { Webhook } from "standardwebhooks";

/** A receiver that takes longer has failed this attempt; it is retried with the outbox's backoff. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs one webhook signed per Standard Webhooks: `webhook-id` stays the same
 * on every retry, `webhook-timestamp` is this attempt's. Anything but a 2xx
 * answer throws, so the outbox tries again later.
 */
export async function postWebhook(message: { url: string; id: string; body: string }, secret: string) {
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
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`The receiver answered HTTP ${response.status}`);
}
