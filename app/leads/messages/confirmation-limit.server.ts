import { type Kysely, sql } from "kysely";

import { normaliseMailbox } from "~/platform/messages/mailbox";

import type { Database } from "../../../db/schema";

/**
 * The visitor's confirmation goes to an address anyone can type, so it is
 * rationed (issue #30): a mailbox gets at most two a day, and the site sends
 * at most a hundred a day in all (a busy day brings a few dozen leads), of which
 * at most a quarter in any hour: a burst of made-up addresses takes that quarter,
 * never the day's, so the visitors of the hours after still get theirs (issue #41).
 * A share of both is kept for mailboxes never sent one before (`keptForNewMailboxes`): repeats
 * to the same few addresses, or a list of addresses cycled day after day, can't use the
 * allowance up, so a visitor writing for the first time still gets theirs.
 * Past any, the lead is stored and the office told as always; only the receipt
 * is skipped. Counted in the outbox, so a restart forgets nothing.
 */
export const confirmationLimits = {
  perMailboxPerDay: 2,
  perDay: 100,
  perHour: 25,
  keptForNewMailboxes: { perDay: 25, perHour: 7 },
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** One mailbox however it is written: case, a "+tag" and Gmail's dots make no new address. */
const mailbox = normaliseMailbox;

/** Why no confirmation may go to this address now, or undefined when one may. */
export async function confirmationRefusal(trx: Kysely<Database>, email: string, now: Date) {
  const recent = await trx
    .selectFrom("outbox")
    .select(["recipient", "createdAt"])
    // A literal, so SQLite reads the partial index outbox_confirmations (migration 0014).
    .where(sql<boolean>`kind = 'confirmation'`)
    .where("createdAt", ">=", new Date(now.getTime() - DAY_MS).toISOString())
    .limit(confirmationLimits.perDay)
    .execute();
  if (recent.length >= confirmationLimits.perDay) return `the site sent ${recent.length} confirmations in the past day`;
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const lastHour = recent.filter((row) => row.createdAt >= hourAgo).length;
  if (lastHour >= confirmationLimits.perHour) return `the site sent ${lastHour} confirmations in the past hour`;
  const same = recent.filter((row) => mailbox(row.recipient) === mailbox(email)).length;
  if (same >= confirmationLimits.perMailboxPerDay) return `this address got ${same} in the past day`;
  if (!(same > 0 || (await gotOneBefore(trx, email)))) return undefined;
  const kept = confirmationLimits.keptForNewMailboxes;
  if (recent.length >= confirmationLimits.perDay - kept.perDay || lastHour >= confirmationLimits.perHour - kept.perHour)
    return "this address had one before, and the rest of the allowance is kept for addresses new to us";
  return undefined;
}

/** Whether this mailbox was ever sent a confirmation (the message core keeps the normalised mailbox of each). */
async function gotOneBefore(trx: Kysely<Database>, email: string) {
  const row = await trx
    .selectFrom("scheduledMessages")
    .select("id")
    .where("mailbox", "=", mailbox(email))
    .where("kind", "=", "confirmation")
    .where("status", "=", "sent")
    .executeTakeFirst();
  return row !== undefined;
}
