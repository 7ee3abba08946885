import { business } from "~/content/business";
import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import type { FieldErrors } from "~/platform/forms";
import { formatPhone } from "~/platform/phone";
import { rateLimiter } from "~/platform/rate-limit.server";

import { kickCallbackReminders } from "./callback-reminders.server";
import { readFirstTouch } from "./first-touch.server";
import { getHoneypot } from "./honeypot.server";
import { createLead } from "./lead.server";
import type { ReceivedPhoto } from "./quote-body.server";
import {
  apiContactSchema,
  type LeadTracking,
  type QuoteRequest,
  trackingColumn,
  trackingValue,
  utmParams,
} from "./quote-schema";

export interface QuoteContext {
  /** The site's own form (email required, always carries the spam trap) or an API client. */
  channel: "site-form" | "api";
  request: Request;
  clientIp: string | undefined;
}

/** The spam trap's verdict. The site's form always carries its time stamp; older API clients send none, which is not odd there. */
export function spamVerdict(fields: Record<string, unknown>, channel: QuoteContext["channel"]) {
  return getHoneypot().judge(fields, { expectTimestamp: channel === "site-form" });
}

export type StoreQuoteResult =
  | { status: "stored"; leadId: number; duplicate: boolean }
  | { status: "rate-limited"; retryAfterSeconds: number; message: string }
  /** The database refused the write (disk full, read-only, locked): the visitor should call or try again. */
  | { status: "unavailable"; message: string };

/**
 * A valid quote request, from the site's form or the API, after the spam trap:
 * rate limit, then the lead with its photos and its emails stored in one
 * transaction. The caller answers at once; the outbox worker sends the messages.
 */
export async function storeQuote(
  quote: QuoteRequest,
  fields: Record<string, unknown>,
  context: QuoteContext & { possibleSpam: boolean; photos: ReceivedPhoto[]; sendConfirmation: boolean },
): Promise<StoreQuoteResult> {
  const env = getEnv();
  const limit = rateLimiter("quote-requests", env.CONTACT_RATE_LIMIT_PER_HOUR, 60 * 60 * 1000).hit(
    context.clientIp ?? "unknown",
  );
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return { status: "rate-limited", retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
  }

  try {
    const tracking = await leadTracking(fields, context.channel, context.request);
    const { leadId, duplicate } = await createLead(quote, tracking, {
      callbackMinutes: env.CALLBACK_MINUTES,
      possibleSpam: context.possibleSpam,
      photos: context.photos,
      photoStorageBytes: env.PHOTO_STORAGE_MB * 1024 * 1024,
      sendConfirmation: context.sendConfirmation,
    });
    if (!duplicate) kickCallbackReminders();
    return { status: "stored", leadId, duplicate };
  } catch (error) {
    console.error("Storing a quote request failed: the lead was NOT saved and the visitor was told to call.", error);
    return { status: "unavailable", message: await unavailableMessage() };
  }
}

/** A photo refused on reading, as the field's message: a browser never sends chosen files back, so the visitor picks them again. */
export function photoFieldError(photos: ReceivedPhoto[] | { refused: string }) {
  return "refused" in photos ? `${photos.refused}. Please choose your photos again.` : undefined;
}

/**
 * POST /api/contact's path: spam trap, validation (messages per field), then
 * storeQuote. A bot that filled the hidden field is answered like a person and nothing is stored.
 */
export async function submitApiQuote(
  fields: Record<string, unknown>,
  context: Omit<QuoteContext, "channel"> & { photos?: ReceivedPhoto[] | { refused: string } },
): Promise<StoreQuoteResult | { status: "dropped" } | { status: "invalid"; errors: FieldErrors }> {
  const verdict = spamVerdict(fields, "api");
  if (verdict === "bot") return { status: "dropped" };

  const parsed = apiContactSchema.safeParse(fields);
  const photos = context.photos ?? [];
  const photoError = photoFieldError(photos);
  if (!parsed.success || photoError) {
    const errors: FieldErrors = parsed.success ? {} : parsed.error.flatten().fieldErrors;
    if (photoError) errors.photos = [photoError];
    return { status: "invalid", errors };
  }
  const { sendConfirmation, ...quote } = parsed.data;
  return storeQuote(quote, fields, {
    ...context,
    sendConfirmation,
    channel: "api",
    possibleSpam: verdict === "possible-spam",
    photos: Array.isArray(photos) ? photos : [],
  });
}

/** The office's number as the site shows it, even when the database can't be read. */
export async function officePhone() {
  const phoneNumber = await db
    .selectFrom("siteSettings")
    .select("phoneNumber")
    .executeTakeFirst()
    .then((row) => row?.phoneNumber)
    .catch(() => undefined);
  return formatPhone(phoneNumber ?? business.defaultPhoneNumber);
}

/** Never "sent" when nothing was stored: the visitor gets the number to call instead. */
async function unavailableMessage() {
  return `Sorry, we could not save your request just now. Please call us at ${await officePhone()}, or try again in a few minutes.`;
}

/**
 * Where the lead came from: the visit's first touch (its cookie) when there
 * is one, else what the form's hidden fields or the request itself say.
 */
async function leadTracking(fields: Record<string, unknown>, channel: QuoteContext["channel"], request: Request) {
  const url = new URL(request.url);
  const tracking: LeadTracking = {
    sourcePage: channel === "api" ? "api" : (trackingValue(fields.sourcePage) ?? url.pathname),
    // The site's own pages are no referrer: the form sends the one its page was opened from.
    referrer:
      trackingValue(fields.referrer) ?? (channel === "api" ? trackingValue(request.headers.get("Referer")) : null),
    userAgent: trackingValue(request.headers.get("User-Agent")),
  };
  for (const param of utmParams) {
    tracking[trackingColumn(param)] = trackingValue(fields[param] ?? url.searchParams.get(param), 200);
  }
  const firstTouch = channel === "site-form" ? await readFirstTouch(request.headers.get("Cookie")) : undefined;
  return { ...tracking, ...firstTouch };
}

function rateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} or call us.`;
}
