import type { OutboxMessage } from "../../../db/schema";
import { db } from "../db.server";
import type { Channel } from "./channels.server";
import type { TextProvider } from "./text-provider";

/**
 * The outbox's text channel: a queued text goes through the configured provider, and the
 * provider's id is kept on the row so its delivery reports (/webhooks/twilio/status) find it.
 * Without a provider (texts turned off after it was queued) the attempt fails and is retried.
 */
async function sendQueuedText(
  row: Pick<OutboxMessage, "id" | "recipient" | "textBody">,
  provider: TextProvider | undefined,
  statusUrl: string,
) {
  if (!provider)
    throw new Error("Texts are not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER)");
  const sent = await provider.send({ to: row.recipient, body: row.textBody, statusUrl });
  await db
    .updateTable("outbox")
    .set({ providerId: sent.providerId, deliveryStatus: sent.status })
    .where("id", "=", row.id)
    .execute();
}

/** The text channel of the outbox's registry (channels.server.ts). */
export function textChannel(provider: TextProvider | undefined, statusUrl: string): Channel {
  return { send: (row) => sendQueuedText(row, provider, statusUrl), outageScope: "recipient" };
}
