import { createHmac, timingSafeEqual } from "node:crypto";

import type { Locale } from "~/content/locale";
import { visitorPagePath } from "~/content/localized-paths";
import { getEnv } from "~/platform/env.server";

/**
 * The customer's link to one sent version of an estimate (/estimate/<token>, in Spanish
 * /es/presupuesto/<token>): the version's id and an HMAC-SHA256 of it under the session
 * secret, named for its purpose, so nobody can reach another estimate by changing the number.
 */
const PURPOSE = "estimate-link:";

const signature = (versionId: number) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(`${PURPOSE}${versionId}`).digest("base64url").slice(0, 32);

const estimateToken = (versionId: number) => `${versionId}-${signature(versionId)}`;

/** The version a token was made for, or undefined for anything else. */
export function versionIdFromToken(token: string) {
  const match = /^(\d{1,12})-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const versionId = Number(match[1]);
  const expected = Buffer.from(signature(versionId));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given) ? versionId : undefined;
}

export const estimatePath = (versionId: number, language: Locale) =>
  visitorPagePath("/estimate", estimateToken(versionId), language);

export const estimateUrl = (versionId: number, language: Locale) =>
  `${getEnv().SITE_URL}${estimatePath(versionId, language)}`;

/** The customer's page after a yes: what happens next, and a day that suits them for the job. */
export const jobPagePath = (versionId: number, language: Locale) =>
  `${estimatePath(versionId, language)}/${language === "es" ? "trabajo" : "job"}`;

export const jobPageUrl = (versionId: number, language: Locale) =>
  `${getEnv().SITE_URL}${jobPagePath(versionId, language)}`;
