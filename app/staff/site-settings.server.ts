import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";

export async function getSiteSettings(executor: Kysely<Database> = db) {
  const settings = await executor
    .selectFrom("siteSettings")
    .select(["phoneNumber", "sendConfirmations"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { phoneNumber: settings.phoneNumber, sendConfirmations: settings.sendConfirmations === 1 };
}

/** Whether visitors get an email confirming their request (on by default). */
export async function updateSendConfirmations(sendConfirmations: boolean) {
  await db
    .updateTable("siteSettings")
    .set({ sendConfirmations: sendConfirmations ? 1 : 0, updatedAt: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}

export async function updatePhoneNumber(phoneNumber: string) {
  await db
    .updateTable("siteSettings")
    .set({ phoneNumber, updatedAt: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}
