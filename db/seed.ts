import type { Kysely } from "kysely";

import { business } from "../app/content/business";
import type { Database } from "./schema";

export const DEFAULT_LEAD_SOURCE_MESSAGE = `New quote request from the ${business.name} website`;

/**
 * Inserts the defaults a fresh database needs. Never overwrites what staff
 * have changed, and writes nothing when the rows exist, so it runs on every
 * start, even on a disk too full to take a write.
 */
export async function seedDefaults(db: Kysely<Database>, options: { notifyEmails?: string[] } = {}) {
  const missing = async (table: "siteSettings" | "leadSourceSettings") =>
    !(await db.selectFrom(table).select("id").where("id", "=", 1).executeTakeFirst());
  if (await missing("siteSettings")) {
    await db
      .insertInto("siteSettings")
      .values({ id: 1, phoneNumber: business.defaultPhoneNumber })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (await missing("leadSourceSettings")) {
    await db
      .insertInto("leadSourceSettings")
      .values({ id: 1, message: DEFAULT_LEAD_SOURCE_MESSAGE })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const notifyEmails = (options.notifyEmails ?? []).map((email) => email.toLowerCase());
  if (notifyEmails.length === 0) return;
  const known = new Set(
    (await db.selectFrom("notificationEmails").select("email").where("email", "in", notifyEmails).execute()).map(
      (row) => row.email,
    ),
  );
  for (const email of notifyEmails.filter((address) => !known.has(address))) {
    await db
      .insertInto("notificationEmails")
      .values({ email })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
