import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";

/**
 * Who hears about leads: the active notification addresses, or, when none is
 * active, every staff account, so a lead never reaches nobody while anyone
 * can sign in. `fallback` says which.
 */
export async function getLeadRecipients(executor: Kysely<Database> = db) {
  const active = await executor
    .selectFrom("notificationEmails")
    .select("email")
    .where("isActive", "=", 1)
    .orderBy("id")
    .execute();
  if (active.length > 0) return { emails: active.map((row) => row.email), fallback: false };
  const staff = await executor.selectFrom("staffUsers").select("email").orderBy("id").execute();
  return { emails: staff.map((row) => row.email), fallback: true };
}

/** The message that heads every lead notification email. */
export async function getLeadSourceMessage(executor: Kysely<Database> = db) {
  const row = await executor
    .selectFrom("leadSourceSettings")
    .select("message")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return row.message;
}

export async function updateLeadSourceMessage(message: string) {
  await db
    .updateTable("leadSourceSettings")
    .set({ message, updatedAt: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}
