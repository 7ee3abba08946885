import { createHmac, timingSafeEqual } from "node:crypto";

import { getEnv } from "./env.server";

/**
 * Links in emails carry a signed token (HMAC-SHA256 with the site's SESSION_SECRET, the key
 * that signs its cookies), so nobody can record a click or unsubscribe an address by
 * guessing a URL. The first part names the purpose, so one kind never passes for another.
 */
const signature = (payload: string) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(payload).digest("base64url");

export function signParts(parts: string[]) {
  const payload = Buffer.from(JSON.stringify(parts)).toString("base64url");
  return `${payload}.${signature(payload)}`;
}

/** The parts a token was signed with, or undefined when it was not signed here. */
export function verifyParts(token: string) {
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
