import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import type { ProviderEvent } from "~/platform/messages/text-provider";
import { getTextProvider } from "~/platform/messages/text-providers.server";

/** What became of a provider's webhook. */
export type WebhookReceipt<Result> =
  | { outcome: "texts-off" }
  | { outcome: "refused" }
  | { outcome: "malformed" }
  | { outcome: "repeat" }
  | { outcome: "handled"; result: Result };

/**
 * A webhook from the text provider: checked against its signature over the public
 * URL (SITE_URL and the path, whatever proxies are in front), then acted on once:
 * the event's id is recorded in the transaction that acts on it, so a replay, or
 * the provider's own retry, changes nothing.
 */
export async function receiveProviderWebhook<Event extends ProviderEvent, Result>(
  request: Request,
  /** The provider's fields as an event (twilio.server.ts); undefined when they are not one. */
  read: (params: URLSearchParams) => Event | undefined,
  /** Acts on the event, in the transaction that records it as handled. */
  handle: (trx: Kysely<Database>, event: Event, now: Date) => Promise<Result>,
): Promise<WebhookReceipt<Result>> {
  const provider = getTextProvider();
  if (!provider) return { outcome: "texts-off" };
  const { pathname, search } = new URL(request.url);
  const body = await request.text();
  const signed = provider.isSigned({ url: `${getEnv().SITE_URL}${pathname}${search}`, headers: request.headers, body });
  if (!signed) return { outcome: "refused" };
  const event = read(new URLSearchParams(body));
  if (!event) return { outcome: "malformed" };
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto("providerEvents")
      .values({ id: event.id, receivedAt: now.toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows) === 0) return { outcome: "repeat" as const };
    return { outcome: "handled" as const, result: await handle(trx, event, now) };
  });
}

/** How a receipt is answered: a refusal says why; a repeat is acknowledged so the provider stops retrying. */
export function refusalResponse(receipt: WebhookReceipt<unknown>) {
  if (receipt.outcome === "texts-off") return new Response("Texts are not configured.", { status: 404 });
  if (receipt.outcome === "refused") return new Response("The signature does not match.", { status: 403 });
  if (receipt.outcome === "malformed") return new Response("Not an event this address takes.", { status: 400 });
  return undefined;
}

/**
 * Whether a request (as Express has it, its body read) is a webhook the provider signed: the
 * per-address limit spares those, since the provider posts every event from a few addresses.
 * An unsigned one still counts, and its route refuses it.
 */
export function isSignedProviderWebhook(req: {
  path: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}) {
  const provider = req.path.startsWith("/webhooks/twilio/") ? getTextProvider() : undefined;
  const signature = req.headers["x-twilio-signature"];
  if (!provider || typeof signature !== "string" || !Buffer.isBuffer(req.body)) return false;
  return provider.isSigned({
    url: `${getEnv().SITE_URL}${req.originalUrl}`,
    headers: new Headers({ "X-Twilio-Signature": signature }),
    body: req.body.toString("utf8"),
  });
}
