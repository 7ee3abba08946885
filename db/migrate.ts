import { Migrator, type Kysely } from "kysely";

import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

/** Applies every pending migration; safe to run on each start. */
export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") console.log(`Migration applied: ${result.migrationName}`);
    if (result.status === "Error") console.error(`Migration failed: ${result.migrationName}`);
  }
  if (error) throw error;
}
