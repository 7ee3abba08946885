import type { Kysely } from "kysely";

import { business } from "../app/content/business";
import type { Database } from "./schema";

export const DEFAULT_LEAD_SOURCE_MESSAGE = `New quote request from the ${business.name} website`;

/**
 * Inserts the defaults a fresh database needs. Never overwrites what staff
 * have changed, so it runs on every start.
 */
export async function seedDefaults(db: Kysely<Database>, options: { notifyEmails?: string[] } = {}) {
  await db
    .insertInto("siteSettings")
    .values({ id: 1, phoneNumber: business.defaultPhoneNumber })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto("leadSourceSettings")
    .values({ id: 1, message: DEFAULT_LEAD_SOURCE_MESSAGE })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const email of options.notifyEmails ?? []) {
    await db
      .insertInto("notificationEmails")
      .values({ email: email.toLowerCase() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
