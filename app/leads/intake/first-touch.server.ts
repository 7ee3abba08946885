import { createCookie } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { z } from "zod";

import { getEnv } from "~/platform/env.server";
import { isPageRequest } from "~/platform/http/page-cache.server";

import { LANDING_PIXEL } from "./first-touch";
import { type LeadTracking, trackingColumn, trackingValue, utmParams } from "./quote-schema";

/**
 * Where a visit began (issue #30, decision 042): the first page's campaign
 * tags, ad click ids, referring site and path, in a signed first-party cookie
 * the server sets, so the lead keeps them whichever page sends the form and
 * without JavaScript. First touch: once set, a visit's later pages never
 * replace it, and only pages that carry something worth keeping set it.
 */

export const clickIdParams = ["gclid", "fbclid", "msclkid"] as const;

/** One day, not sliding: a sliding cookie would mean a Set-Cookie on every page, which no cache may share. */
const VISIT_SECONDS = 24 * 60 * 60;
/** Each value is cut to this, so the cookie stays far under browsers' 4 KB. */
const MAX_VALUE = 200;

/** The tracking columns a visit's first page says: all of a lead's but the form's page and the browser's name. */
export type FirstTouch = Omit<LeadTracking, "sourcePage" | "userAgent">;

const storedValue = z.string().max(MAX_VALUE).nullish();
// Signed by us, but checked before a value reaches the database, like every cookie read back.
const firstTouchSchema = z.object({
  landingPage: storedValue,
  referrer: storedValue,
  utmSource: storedValue,
  utmMedium: storedValue,
  utmCampaign: storedValue,
  utmTerm: storedValue,
  utmContent: storedValue,
  gclid: storedValue,
  fbclid: storedValue,
  msclkid: storedValue,
}) satisfies z.ZodType<FirstTouch>;

function createFirstTouchCookie() {
  const env = getEnv();
  return createCookie("first_touch", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SECURE_COOKIES,
    secrets: [env.SESSION_SECRET],
    maxAge: VISIT_SECONDS,
  });
}

let firstTouchCookie: ReturnType<typeof createFirstTouchCookie> | undefined;

// Created on first use, so importing the app reads no configuration.
function getFirstTouchCookie() {
  firstTouchCookie ??= createFirstTouchCookie();
  return firstTouchCookie;
}

/** The first touch this page view would record, or undefined when it carries nothing worth keeping. */
export function firstTouchOf(url: URL, referrer: string | undefined, ownHosts: string[]): FirstTouch | undefined {
  const touch: Record<string, string | null> = {};
  for (const param of [...utmParams, ...clickIdParams]) {
    touch[trackingColumn(param)] = trackingValue(url.searchParams.get(param), MAX_VALUE);
  }
  const fromElsewhere = referrer && !ownHosts.includes(hostOf(referrer) ?? "") ? referrer : undefined;
  touch.referrer = trackingValue(fromElsewhere, MAX_VALUE);
  if (!Object.values(touch).some(Boolean)) return undefined;
  return { ...touch, ...autoTaggedSource(touch), landingPage: trackingValue(url.pathname, MAX_VALUE) };
}

/**
 * An ad click without campaign tags is the ad network's auto-tagging (Google
 * Ads and Microsoft Ads add only their click id by default): named as Google
 * Analytics names it, "google / cpc", so the dashboard credits the ad rather
 * than organic search. Meta's fbclid also marks unpaid shares, so it names nothing.
 */
function autoTaggedSource(touch: FirstTouch): FirstTouch {
  if (touch.utmSource || touch.utmMedium) return {};
  if (touch.gclid) return { utmSource: "google", utmMedium: "cpc" };
  if (touch.msclkid) return { utmSource: "bing", utmMedium: "cpc" };
  return {};
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

const transparentGif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * A direct visit (no tags, no other site) gets no cookie from its page, which stays cacheable for
 * everyone; the page's image asks for one instead, and its Referer (our own page, in full:
 * strict-origin-when-cross-origin) is the landing page. Kept by the browser for the cookie's day,
 * so it is asked for once a visit.
 */
async function answerLandingPixel(req: ExpressRequest, res: ExpressResponse, ownHosts: string[]) {
  const page = req.get("Referer");
  if (page && ownHosts.includes(hostOf(page) ?? "") && !(await readFirstTouch(req.get("Cookie") ?? null))) {
    const landingPage = trackingValue(new URL(page).pathname, MAX_VALUE);
    res.append("Set-Cookie", await getFirstTouchCookie().serialize({ landingPage } satisfies FirstTouch));
  }
  res.set({ "Content-Type": "image/gif", "Cache-Control": `private, max-age=${VISIT_SECONDS}` }).send(transparentGif);
}

/**
 * Express middleware, before the page cache: the first page of a visit that
 * came from a campaign, an ad or another site gets the cookie; a direct
 * visit's gets it through the page's image. Set on the response, never in a
 * rendered page, so the cache keeps serving its pages and never hands one
 * visitor's cookie to another (page-cache.server.ts).
 */
export async function recordFirstTouch(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  try {
    if (req.method !== "GET") return next();
    const ownHosts = [req.get("Host") ?? "", new URL(getEnv().SITE_URL).host];
    if (req.path === LANDING_PIXEL) return await answerLandingPixel(req, res, ownHosts);
    if (!isPageRequest(req)) return next();
    const url = new URL(req.originalUrl, "http://localhost");
    const touch = firstTouchOf(url, req.get("Referer"), ownHosts);
    if (!touch || (await readFirstTouch(req.get("Cookie") ?? null))) return next();
    res.append("Set-Cookie", await getFirstTouchCookie().serialize(touch));
    next();
  } catch (error) {
    next(error);
  }
}

/** The visit's first touch from a request's Cookie header, if it carries a valid one. */
export async function readFirstTouch(cookieHeader: string | null): Promise<FirstTouch | undefined> {
  if (!cookieHeader?.includes("first_touch=")) return undefined;
  const parsed = firstTouchSchema.safeParse(await getFirstTouchCookie().parse(cookieHeader));
  return parsed.success ? parsed.data : undefined;
}
