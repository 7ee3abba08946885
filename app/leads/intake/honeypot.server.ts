import { Honeypot } from "remix-utils/honeypot/server";

import { getEnv } from "~/platform/env.server";

/** A form open longer than this (or a time stamp replayed later) is odd, not proof of a bot. */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * "bot": the hidden text field was filled in, the one unambiguous signal: the
 * submission is answered as a success and dropped. "possible-spam": the time
 * stamp is missing, unreadable (e.g. rendered before the secret changed), in
 * the future or stale: the lead is kept and flagged for staff to judge.
 */
export type SpamVerdict = "clean" | "possible-spam" | "bot";

export class LeadHoneypot extends Honeypot {
  judge(fields: Record<string, unknown>, options: { expectTimestamp: boolean; now?: number }): SpamVerdict {
    const trap = fields[this.nameFieldName];
    if (trap !== undefined && trap !== null && trap !== "") return "bot";

    const stamp = this.validFromFieldName ? fields[this.validFromFieldName] : undefined;
    if (stamp === undefined || stamp === null || stamp === "")
      return options.expectTimestamp ? "possible-spam" : "clean";
    const validFrom = typeof stamp === "string" ? Number(this.tryDecrypt(stamp)) : NaN;
    if (!this.isValidTimeStamp(validFrom) || this.isFuture(validFrom)) return "possible-spam";
    return (options.now ?? Date.now()) - validFrom > STALE_AFTER_MS ? "possible-spam" : "clean";
  }

  // Garbage (or another secret's output) can make the decryption throw ("Malformed UTF-8 data").
  private tryDecrypt(value: string) {
    try {
      return this.decrypt(value);
    } catch {
      return "";
    }
  }
}

let honeypot: LeadHoneypot | undefined;

// Keyed by the session secret so a time stamp rendered before a restart still checks out after it.
// Created on first use, so importing the app reads no configuration.
export function getHoneypot() {
  honeypot ??= new LeadHoneypot({ encryptionSeed: getEnv().SESSION_SECRET });
  return honeypot;
}
