import type { Kysely } from "kysely";

import { db } from "~/platform/db.server";

import type { Database } from "../../db/schema";

/**
 * Addresses that asked for no more email from us (a review email's unsubscribe
 * link). Every message to a customer checks here first; staff email is not
 * theirs to stop. Kept by address, case aside, whichever lead it came from.
 */
export async function isUnsubscribed(email: string, executor: Kysely<Database> = db) {
  const row = await executor
    .selectFrom("emailUnsubscribes")
    .select("email")
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an unsubscribe; resolves to false when the address had already unsubscribed. */
export async function unsubscribe(email: string, executor: Kysely<Database>, now = new Date()) {
  const row = await executor
    .insertInto("emailUnsubscribes")
    .values({ email, createdAt: now.toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .returning("email")
    .executeTakeFirst();
  return row !== undefined;
}
