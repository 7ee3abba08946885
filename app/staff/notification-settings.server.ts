import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";

/**
 * Who hears about leads: the active notification addresses, or, when none is
 * active, every staff account, so a lead never reaches nobody while anyone
 * can sign in. `fallback` says which. A Spanish lead also goes to the
 * addresses kept for Spanish leads only, on top (migration 0021).
 */
export async function getLeadRecipients(executor: Kysely<Database> = db, language: "en" | "es" = "en") {
  const active = await executor
    .selectFrom("notificationEmails")
    .select(["email", "spanishOnly"])
    .where("isActive", "=", 1)
    .orderBy("id")
    .execute();
  const every = active.filter((row) => !row.spanishOnly).map((row) => row.email);
  // Addresses for Spanish leads only come on top: they never stand in for the office.
  const spanish = language === "es" ? active.filter((row) => row.spanishOnly).map((row) => row.email) : [];
  if (every.length > 0) return { emails: [...every, ...spanish], fallback: false };
  const staff = await executor.selectFrom("staffUsers").select("email").orderBy("id").execute();
  return { emails: [...staff.map((row) => row.email), ...spanish], fallback: true };
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
