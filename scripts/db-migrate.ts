// `npm run db:migrate`: applies pending migrations and seeds defaults (the server also does this at start).
import { migrateToLatest } from "../db/migrate";
import { seedDefaults } from "../db/seed";
import { db } from "../app/platform/db.server";
import { getEnv } from "../app/platform/env.server";

const env = getEnv();
await migrateToLatest(db);
await seedDefaults(db, { notifyEmails: env.NOTIFY_EMAILS });
console.log(`Database is up to date: ${env.DATABASE_PATH}`);
await db.destroy();
