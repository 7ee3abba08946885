import { business } from "~/content/business";
import type { Locale } from "~/content/locale";
import { quoteMessages } from "~/content/quote-messages";
import { fillText } from "~/content/ui-text";
import { getEnv } from "~/platform/env.server";
import { errorText } from "~/platform/error-text";
import { rateLimiter } from "~/platform/http/rate-limit.server";
import { formatPhone } from "~/platform/phone";
import type { FieldErrors } from "~/platform/remix/forms";
import { getSiteSettings } from "~/staff/site-settings.server";

import { scheduleMissingCallbackChecks } from "../messages/callback-reminders.server";
import { readFirstTouch } from "./first-touch.server";
import { getHoneypot } from "./honeypot.server";
import { createLead, PhotoSpoolFullError } from "./lead.server";
import { kickPhotoNormalizing } from "./photo-job.server";
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
  /** The site's own form (always carries the spam trap) or an API client. */
  channel: "site-form" | "api";
  request: Request;
  /** The client as per-address limits count it (platform/http/client-address.ts). */
  clientKey: string | undefined;
}

/** The spam trap's verdict. The site's form always carries its time stamp; older API clients send none, which is not odd there. */
export function spamVerdict(fields: Record<string, unknown>, channel: QuoteContext["channel"]) {
  return getHoneypot().judge(fields, { expectTimestamp: channel === "site-form" });
}

export type StoreQuoteResult =
  | { status: "stored"; leadId: number; duplicate: boolean; photosNotStored: number }
  | { status: "rate-limited"; retryAfterSeconds: number; message: string }
  /** The database refused the write (disk full, read-only, locked): the visitor should call or try again. */
  | { status: "unavailable"; message: string };

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

function quoteLimiter() {
  return rateLimiter("quote-requests", getEnv().CONTACT_RATE_LIMIT_PER_HOUR, 60 * 60 * 1000);
}

/** A body past this size carries photos; a quote's text is well under it. */
export const TEXT_ONLY_BYTES = 64 * 1024;

/**
 * The rate limit's answer before a body with photos is read: an address
 * already past its quote requests for the hour is not made to upload them
 * first. A text-only request is read, so the form can keep what was typed.
 */
export function quoteLimitReached(request: Request, clientKey: string | undefined, language: Locale = "en") {
  const declared = Number(request.headers.get("Content-Length") ?? Number.POSITIVE_INFINITY);
  if (!(declared > TEXT_ONLY_BYTES)) return undefined;
  const retryAfterSeconds = quoteLimiter().retryAfter(clientKey ?? "unknown");
  return retryAfterSeconds > 0
    ? { status: "rate-limited" as const, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds, language) }
    : undefined;
}

/**
 * A valid quote request, from the site's form or the API, after the spam trap:
 * rate limit, then the lead with its photos and its emails stored in one
 * transaction. The caller answers at once; the outbox worker sends the messages.
 */
export async function storeQuote(
  quote: QuoteRequest,
  fields: Record<string, unknown>,
  context: QuoteContext & {
    possibleSpam: boolean;
    photos: ReceivedPhoto[];
    photosLost?: number;
    sendConfirmation: boolean;
  },
): Promise<StoreQuoteResult> {
  const env = getEnv();
  const limit = quoteLimiter().hit(context.clientKey ?? "unknown");
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return { status: "rate-limited", retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds, quote.language) };
  }

  const clientKey = context.clientKey ?? "unknown";
  const photoBytes = context.photos.reduce((total, photo) => total + photo.size, 0);
  // Counted as received (decision 050), each request at most the whole day's budget: a visitor's
  // first five phone photos are kept even where they are larger than the budget.
  const dailyBytes = env.PHOTO_MB_PER_ADDRESS_PER_DAY * MB;
  const withinDailyBudget =
    photoBytes === 0 ||
    rateLimiter("photo-bytes", dailyBytes, DAY_MS).take(clientKey, Math.min(photoBytes, dailyBytes));
  if (!withinDailyBudget) {
    console.warn(`Client ${clientKey} is past PHOTO_MB_PER_ADDRESS_PER_DAY: its lead is stored without its photos.`);
  }

  if (context.photosLost) {
    console.warn(`The disk refused a lead's ${context.photosLost} photos as they arrived: storing it without them.`);
  }

  try {
    const tracking = await leadTracking(fields, context.channel, context.request);
    const { leadId, duplicate, photosNotStored } = await createLeadKeepingText(quote, tracking, {
      callbackMinutes: env.CALLBACK_MINUTES,
      possibleSpam: context.possibleSpam,
      photos: context.photos,
      photosLost: context.photosLost,
      // No room: the lead is stored without its photos, as past the quota.
      photoStorageBytes: withinDailyBudget ? env.PHOTO_STORAGE_MB * MB : 0,
      photoSpoolBytes: env.PHOTO_SPOOL_MB * MB,
      sendConfirmation: context.sendConfirmation,
    });
    if (!duplicate && context.photos.length) kickPhotoNormalizing();
    // Leads written without the app (an import, a restore) get their call-back check with the next lead.
    if (!duplicate)
      scheduleMissingCallbackChecks(env.CALLBACK_MINUTES).catch((error: unknown) =>
        console.warn(`Call-back checks of stored leads not scheduled: ${errorText(error)}`),
      );
    return { status: "stored", leadId, duplicate, photosNotStored };
  } catch (error) {
    if (error instanceof PhotoSpoolFullError) {
      console.warn("Photos waiting to be cleaned fill PHOTO_SPOOL_MB: a quote with photos was refused, its text kept.");
      const message = fillText(quoteMessages[quote.language].photosOverloaded, { phone: await officePhone() });
      return { status: "unavailable", message };
    }
    console.error("Storing a quote request failed: the lead was NOT saved and the visitor was told to call.", error);
    return { status: "unavailable", message: await unavailableMessage(quote.language) };
  }
}

/**
 * A disk with room for a lead's text but not its photos still keeps the
 * lead: it is stored again without them, as past the photo quota.
 */
async function createLeadKeepingText(...[quote, tracking, options]: Parameters<typeof createLead>) {
  try {
    return await createLead(quote, tracking, options);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const diskFull = typeof code === "string" && /^SQLITE_(FULL|IOERR)/.test(code);
    if (!diskFull || !options.photos?.length) throw error;
    console.warn(`The disk refused a lead's ${options.photos.length} photos (${code}): storing it without them.`);
    return createLead(quote, tracking, { ...options, photoStorageBytes: 0 });
  }
}

/** A photo refused on reading, as the field's message: a browser never sends chosen files back, so the visitor picks them again. */
export function photoFieldError(photos: ReceivedPhoto[] | { refused: string }, language: Locale = "en") {
  return "refused" in photos ? fillText(quoteMessages[language].photosAgain, { reason: photos.refused }) : undefined;
}

/**
 * POST /api/contact's path: spam trap, validation (messages per field), then
 * storeQuote. A bot that filled the hidden field is answered like a person and nothing is stored.
 */
export async function submitApiQuote(
  fields: Record<string, unknown>,
  context: Omit<QuoteContext, "channel"> & { photos?: ReceivedPhoto[] | { refused: string }; photosLost?: number },
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
  const phoneNumber = await getSiteSettings()
    .then((settings) => settings.phoneNumber)
    .catch(() => undefined);
  return formatPhone(phoneNumber ?? business.defaultPhoneNumber);
}

/** Never "sent" when nothing was stored: the visitor gets the number to call instead. */
async function unavailableMessage(language: Locale) {
  return fillText(quoteMessages[language].unavailable, { phone: await officePhone() });
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

function rateLimitMessage(retryAfterSeconds: number, language: Locale) {
  const messages = quoteMessages[language];
  const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const minutes = fillText(count === 1 ? messages.minute : messages.minutes, { count });
  return fillText(messages.rateLimited, { minutes });
}
