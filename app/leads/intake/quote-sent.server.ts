import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";

import { localeFromRequest, locales } from "~/content/locale";
import { localizedPath } from "~/content/localized-paths";
import { getEnv } from "~/platform/env.server";
import { stormThankYou } from "~/storm/storm-promises.server";

import type { QuoteSent } from "./quote-form-fields";

/**
 * The thank-you after a quote request (issue #30, decision 043): the action
 * redirects to the form's page with this flash cookie (Post/Redirect/Get, so
 * a refresh sends nothing twice), and that page shows the thank-you in place
 * of the form once. The cookie sends the page past the page cache
 * (page-cache.server.ts), and the answer that reads it is never cached, so no
 * one else is ever shown it. It holds the service and a photo count, nothing
 * the visitor typed.
 */
export const QUOTE_SENT_COOKIE = "__quote_sent";

const photoCount = z.number().int().min(0).max(20);
const quoteSentSchema = z.object({
  service: z.string().max(100),
  photos: photoCount,
  photosNotStored: photoCount.optional(),
  leadId: z.number().int().positive().optional(),
}) satisfies z.ZodType<QuoteSent>;

function createQuoteSentCookie() {
  const env = getEnv();
  return createCookie(QUOTE_SENT_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SECURE_COOKIES,
    secrets: [env.SESSION_SECRET],
    // Long enough for a slow phone to follow the redirect, short enough not to surprise a later visit.
    maxAge: 10 * 60,
  });
}

let quoteSentCookie: ReturnType<typeof createQuoteSentCookie> | undefined;

// Created on first use, so importing the app reads no configuration.
function getQuoteSentCookie() {
  quoteSentCookie ??= createQuoteSentCookie();
  return quoteSentCookie;
}

/** Back to the form's page, which then thanks the visitor for this request. */
export async function redirectToThankYou(url: string, sent: QuoteSent) {
  return redirect(url, { headers: { "Set-Cookie": await getQuoteSentCookie().serialize(sent) } });
}

/** The request just sent, read once: the answer's headers clear the cookie and keep the page out of every cache. */
export async function readQuoteSent(request: Request) {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${QUOTE_SENT_COOKIE}=`)) return { quoteSent: null, headers: null };
  const parsed = quoteSentSchema.safeParse(await getQuoteSentCookie().parse(cookieHeader));
  const headers = new Headers({
    "Set-Cookie": await getQuoteSentCookie().serialize("", { maxAge: 0 }),
    "Cache-Control": "no-store",
  });
  const quoteSent = parsed.success ? parsed.data : null;
  const promise = quoteSent?.leadId ? await stormThankYou(quoteSent.leadId, localeFromRequest(request)) : undefined;
  return { quoteSent: quoteSent && (promise ? { ...quoteSent, promise } : quoteSent), headers };
}

/** The pages that show the quote form (home and contact, in each language). */
const quoteFormPages = new Set(
  locales.flatMap((locale) => ["/", "/contact"].map((path) => localizedPath(path, locale))),
);

export const isQuoteFormPage = (pathname: string) => quoteFormPages.has(pathname);
