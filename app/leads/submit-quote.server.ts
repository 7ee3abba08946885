import { business } from "~/content/business";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import type { FieldErrors } from "~/platform/forms";
import { formatPhone } from "~/platform/phone";
import { rateLimiter } from "~/platform/rate-limit.server";

import { kickCallbackReminders } from "./callback-reminders.server";
import { getHoneypot } from "./honeypot.server";
import { createLead } from "./lead.server";
import { apiContactSchema, type LeadTracking, quoteFormSchema, trackingValue, utmParams } from "./quote-schema";

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

export interface QuoteContext {
  /** The site's own form (email required, always carries the spam trap) or an API client. */
  channel: "site-form" | "api";
  request: Request;
  clientIp: string | undefined;
}

export type SubmitQuoteResult =
  | { status: "stored"; leadId: number; duplicate: boolean }
  /** A bot filled the hidden field: answered like a success, nothing stored. */
  | { status: "dropped" }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "rate-limited"; retryAfterSeconds: number; message: string }
  /** The database refused the write (disk full, read-only, locked): the visitor should call or try again. */
  | { status: "unavailable"; message: string };

/**
 * The one path a quote request takes, from the site's form or the API: spam
 * trap, validation, rate limit, then the lead and its emails stored in one
 * transaction. The caller answers at once; the outbox worker sends the messages.
 */
export async function submitQuote(
  fields: Record<string, unknown>,
  { channel, request, clientIp }: QuoteContext,
): Promise<SubmitQuoteResult> {
  // The site's form always carries the trap's time stamp; older API clients send none, which is not odd there.
  const verdict = getHoneypot().judge(fields, { expectTimestamp: channel === "site-form" });
  if (verdict === "bot") return { status: "dropped" };

  const parsed = (channel === "site-form" ? quoteFormSchema : apiContactSchema).safeParse(fields);
  if (!parsed.success) {
    return { status: "invalid", errors: parsed.error.flatten().fieldErrors, values: textValues(fields) };
  }

  const env = getEnv();
  const limit = rateLimiter("quote-requests", env.CONTACT_RATE_LIMIT_PER_HOUR, 60 * 60 * 1000).hit(
    clientIp ?? "unknown",
  );
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return { status: "rate-limited", retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
  }

  try {
    const { leadId, duplicate } = await createLead(parsed.data, leadTracking(fields, channel, request), {
      callbackMinutes: env.CALLBACK_MINUTES,
      possibleSpam: verdict === "possible-spam",
    });
    if (!duplicate) kickCallbackReminders();
    return { status: "stored", leadId, duplicate };
  } catch (error) {
    console.error("Storing a quote request failed: the lead was NOT saved and the visitor was told to call.", error);
    return { status: "unavailable", message: await unavailableMessage() };
  }
}

/** Never "sent" when nothing was stored: the visitor gets the number to call instead. */
async function unavailableMessage() {
  const phoneNumber = await db
    .selectFrom("siteSettings")
    .select("phoneNumber")
    .executeTakeFirst()
    .then((row) => row?.phoneNumber)
    .catch(() => undefined);
  return (
    `Sorry, we could not save your request just now. Please call us at ${formatPhone(phoneNumber ?? business.defaultPhoneNumber)}, ` +
    "or try again in a few minutes."
  );
}

/** Where the lead came from: the form's hidden fields, else what the request itself says. */
function leadTracking(fields: Record<string, unknown>, channel: QuoteContext["channel"], request: Request) {
  const url = new URL(request.url);
  const tracking: LeadTracking = {
    sourcePage: channel === "api" ? "api" : (trackingValue(fields.sourcePage) ?? url.pathname),
    // The site's own pages are no referrer: the form sends the one its page was opened from.
    referrer:
      trackingValue(fields.referrer) ?? (channel === "api" ? trackingValue(request.headers.get("Referer")) : null),
    userAgent: trackingValue(request.headers.get("User-Agent")),
  };
  for (const param of utmParams) {
    const column = param.replace(/_(\w)/, (_, letter: string) => letter.toUpperCase()) as keyof LeadTracking;
    tracking[column] = trackingValue(fields[param] ?? url.searchParams.get(param), 200);
  }
  return tracking;
}

function textValues(fields: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function rateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} or call us.`;
}
