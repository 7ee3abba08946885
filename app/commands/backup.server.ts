import fs from "node:fs";
import path from "node:path";

import { BackupCheckError, writeBackup } from "~/platform/backups/backups.server";
import { parseEnv } from "~/platform/env.server";

import { openSqlite } from "../../db/connection";
import { CommandError } from "./command-error.server";

/**
 * `backup [file]` (`npm run db:backup`): a consistent copy of the live database, safe while the
 * server runs, made the way scheduled backups are; by default in the data folder's backups/.
 */
export async function backupDatabase(file?: string) {
  // parseEnv, not getEnv: a backup must not generate a session secret.
  const env = parseEnv(process.env);
  const source = path.resolve(env.DATABASE_PATH);
  if (!fs.existsSync(source)) throw new CommandError(`No database at ${source} (set DATABASE_PATH).`);

  const database = openSqlite(source, { readonly: true, fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  try {
    const target = file ? path.resolve(file) : undefined;
    const folder = target ? path.dirname(target) : path.join(env.DATA_DIR, "backups");
    const { file: written, bytes } = writeBackup(database, folder, { name: target && path.basename(target) });
    console.log(`Backup written to ${written} (${bytes} bytes, integrity ok)`);
  } catch (error) {
    if (error instanceof BackupCheckError) throw new CommandError(`The backup failed its check: ${error.message}`);
    throw error;
  } finally {
    database.close();
  }
}
