import { DEFAULT_MIGRATION_TABLE, type Kysely, Migrator, sql } from "kysely";

import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

/** The database holds migrations this version does not know: a newer version migrated it. */
export class NewerDatabaseError extends Error {
  name = "NewerDatabaseError";
}

async function executedMigrationNames(db: Kysely<Database>) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name);
}

/** Applies every pending migration; safe to run on each start. */
export async function migrateToLatest(db: Kysely<Database>) {
  const known = await migrationProvider.getMigrations();
  const unknown = (await executedMigrationNames(db)).filter((name) => !(name in known));
  if (unknown.length) {
    throw new NewerDatabaseError(
      `The database was migrated by a newer version of the site (${unknown.join(", ")}): ` +
        "run that version, or restore the backup made before the upgrade.",
    );
  }
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") console.log(`Migration applied: ${result.migrationName}`);
    if (result.status === "Error") console.error(`Migration failed: ${result.migrationName}`);
  }
  if (error) throw error;
}
