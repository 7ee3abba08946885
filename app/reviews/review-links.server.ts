/**
 * The links in review emails carry a signed token (HMAC-SHA256 with the site's
 * SESSION_SECRET, the key that signs its cookies), so nobody can record a click
 * or unsubscribe an address by guessing a URL.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { getEnv } from "~/platform/env.server";

/** Where a tracked link leads: the Google review page or the optional second platform. */
export type ReviewTarget = "google" | "other";

const signature = (payload: string) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(payload).digest("base64url");

function sign(parts: string[]) {
  const payload = Buffer.from(JSON.stringify(parts)).toString("base64url");
  return `${payload}.${signature(payload)}`;
}

function verify(token: string) {
  const [payload = "", mac = ""] = token.split(".");
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parts: unknown = JSON.parse(Buffer.from(payload, "base64url").toString());
    return Array.isArray(parts) && parts.every((part) => typeof part === "string") ? (parts as string[]) : undefined;
  } catch {
    return undefined;
  }
}

export const clickToken = (leadId: number, target: ReviewTarget) => sign(["click", String(leadId), target]);
export const unsubscribeToken = (leadId: number, email: string) => sign(["unsubscribe", String(leadId), email]);

export function readClickToken(token: string) {
  const parts = verify(token);
  if (parts?.[0] !== "click" || (parts[2] !== "google" && parts[2] !== "other")) return undefined;
  return { leadId: Number(parts[1]), target: parts[2] as ReviewTarget };
}

export function readUnsubscribeToken(token: string) {
  const parts = verify(token);
  if (parts?.[0] !== "unsubscribe" || !parts[2]) return undefined;
  return { leadId: Number(parts[1]), email: parts[2] };
}
