import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";

import { migrateToLatest } from "../../db/migrate";
import { seedDefaults } from "../../db/seed";

/** `migrate` (`npm run db:migrate`): applies pending migrations and seeds defaults, as the server does at start. */
export async function migrateDatabase() {
  const env = getEnv();
  await migrateToLatest(db);
  await seedDefaults(db, { notifyEmails: env.NOTIFY_EMAILS });
  console.log(`Database is up to date: ${env.DATABASE_PATH}`);
  await db.destroy();
}
