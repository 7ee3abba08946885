import { db } from "~/platform/db.server";
import { invalidatePublicPages } from "~/platform/page-cache.server";

export async function getSiteSettings() {
  const settings = await db
    .selectFrom("siteSettings")
    .select(["phoneNumber"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return settings;
}

export async function updatePhoneNumber(phoneNumber: string) {
  await db
    .updateTable("siteSettings")
    .set({ phoneNumber, updatedAt: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
  invalidatePublicPages();
}
