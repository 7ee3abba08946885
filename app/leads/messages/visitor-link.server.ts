import { createHmac, timingSafeEqual } from "node:crypto";

import type { Locale } from "~/content/locale";
import { visitorPagePath } from "~/content/localized-paths";
import { getEnv } from "~/platform/env.server";

/**
 * The visitor's own link to their request (/visit/<token>, /es/visita/<token> for a lead from
 * the Spanish pages): where they book, move or cancel
 * the estimate visit without an account (issue #34, decision 056). The token is the lead's
 * id and an HMAC-SHA256 of it under the session secret, so nobody can aim it at another
 * lead; it names the purpose so no other signature of the same secret passes for it.
 */
const PURPOSE = "visitor-link:";

const signature = (leadId: number) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(`${PURPOSE}${leadId}`).digest("base64url").slice(0, 32);

export const visitorToken = (leadId: number) => `${leadId}-${signature(leadId)}`;

/** The lead a token was made for, or undefined for anything else. */
export function leadIdFromVisitorToken(token: string) {
  const match = /^(\d{1,12})-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const leadId = Number(match[1]);
  const expected = Buffer.from(signature(leadId));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : undefined;
}

/**
 * The headers of a visitor's own page (a token in its address: the visit page, the unsubscribe
 * page): never stored by the browser or the page cache, and the address never sent to another site.
 */
export const visitorPageHeaders = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

/** The visitor's link in their language, so the site around their page speaks it too. */
export const visitorLinkPath = (lead: { id: number; language: Locale }) =>
  visitorPagePath("/visit", visitorToken(lead.id), lead.language);

export const visitorLinkUrl = (siteUrl: string, lead: { id: number; language: Locale }) =>
  `${siteUrl}${visitorLinkPath(lead)}`;
