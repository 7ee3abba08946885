import { createLead } from "./lead.server";

import { getEnv } from "~/platform/env.server";
import { kickCallbackReminders } from "./callback-reminders.server";
import { kickOutboxWorker } from "./outbox-worker.server";
import type { LeadTracking, QuoteRequest } from "./quote-schema";
import { rateLimiter } from "~/platform/rate-limit.server";

/** Largest request body a quote request may have; a real one is well under 4 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

export class BodyTooLargeError extends Error {
  name = "BodyTooLargeError";
}

/**
 * Reads the body as text, stopping as soon as it passes the limit: a client
 * can leave out or misstate Content-Length, so the bytes themselves are counted.
 */
export async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES) {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Not cancelled: that would reset the connection before the client reads the 413.
    if (size > maxBytes) throw new BodyTooLargeError();
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export type SubmitOutcome =
  { outcome: "accepted" | "duplicate"; leadId: number } | { outcome: "rate-limited"; retryAfterSeconds: number };

/** Stores a valid quote request (once) and wakes the email worker; the caller answers at once. */
export async function submitQuoteRequest(
  quote: QuoteRequest,
  tracking: LeadTracking,
  sender: { clientIp: string | undefined; possibleSpam: boolean },
): Promise<SubmitOutcome> {
  const env = getEnv();
  const limit = rateLimiter("quote-requests", env.CONTACT_RATE_LIMIT_PER_HOUR, 60 * 60 * 1000).hit(
    sender.clientIp ?? "unknown",
  );
  if (!limit.allowed)
    return {
      outcome: "rate-limited",
      retryAfterSeconds: limit.retryAfterSeconds,
    };

  const { leadId, duplicate, queued } = await createLead(quote, tracking, {
    siteUrl: env.SITE_URL,
    callbackMinutes: env.CALLBACK_MINUTES,
    possibleSpam: sender.possibleSpam,
  });
  if (queued > 0) kickOutboxWorker();
  if (!duplicate) kickCallbackReminders();
  return { outcome: duplicate ? "duplicate" : "accepted", leadId };
}

export function rateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} or call us.`;
}
