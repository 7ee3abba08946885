import type { Kysely } from "kysely";

import type { Database } from "../../../db/schema";
import { db } from "../db.server";
import { normaliseMailbox } from "./mailbox";

/**
 * Addresses that asked for no more email from us (an unsubscribe link or a mail app's
 * one-click button). Every message to a customer checks here when it is sent; staff email
 * is not theirs to stop. Matched on the normalised mailbox (mailbox.ts), whichever lead
 * it came from, so `cust+x@` or a Gmail address with dots is the same mailbox.
 */
export async function isUnsubscribed(email: string, executor: Kysely<Database> = db) {
  const row = await executor
    .selectFrom("emailUnsubscribes")
    .select("email")
    .where("mailbox", "=", normaliseMailbox(email))
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an unsubscribe; resolves to false when the mailbox had already unsubscribed. */
export async function unsubscribe(email: string, executor: Kysely<Database>, now = new Date()) {
  if (await isUnsubscribed(email, executor)) return false;
  const row = await executor
    .insertInto("emailUnsubscribes")
    .values({ email, mailbox: normaliseMailbox(email), createdAt: now.toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .returning("email")
    .executeTakeFirst();
  return row !== undefined;
}

/** A number that texted an opt-out word (STOP, BAJA…) and not START since: no text goes to it. */
export async function isTextOptedOut(phone: string, executor: Kysely<Database> = db) {
  const row = await executor.selectFrom("textOptOuts").select("phone").where("phone", "=", phone).executeTakeFirst();
  return row !== undefined;
}
