import { Honeypot, SpamError } from "remix-utils/honeypot/server";

import { getEnv } from "~/platform/env.server";

let honeypot: Honeypot | undefined;

// Keyed by the session secret so a time stamp rendered before a restart still checks out after it.
// Created on first use, so importing the app reads no configuration.
export function getHoneypot() {
  honeypot ??= new Honeypot({ encryptionSeed: getEnv().SESSION_SECRET });
  return honeypot;
}

/** True when a bot filled the hidden field; such a request is answered as a success and dropped. */
export function isSpam(fields: Record<string, unknown>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") formData.append(name, value);
    else if (name.endsWith("__confirm")) formData.append(name, JSON.stringify(value));
  }
  try {
    getHoneypot().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
