import fs from "node:fs";
import path from "node:path";

import { parseEnv } from "~/platform/env.server";

import { openSqlite } from "../../db/connection";
import { makePrivateDir, makePrivateFile } from "../../db/private-files";

import { CommandError } from "./command-error.server";

function timestamp() {
  return new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/**
 * `backup [file]` (`npm run db:backup`): a consistent copy of the live database, safe while the
 * server runs; by default in the data folder's backups/.
 */
export async function backupDatabase(file?: string) {
  // parseEnv, not getEnv: a backup must not generate a session secret.
  const env = parseEnv(process.env);
  const source = path.resolve(env.DATABASE_PATH);
  if (!fs.existsSync(source)) throw new CommandError(`No database at ${source} (set DATABASE_PATH).`);

  const target = path.resolve(file ?? path.join(env.DATA_DIR, "backups", `site-${timestamp()}.db`));
  makePrivateDir(path.dirname(target));
  // A backup holds everything the database does: created private before a byte is copied.
  makePrivateFile(target);

  const database = openSqlite(source, { readonly: true, fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  // SQLite's online backup copies a consistent snapshot even while others write.
  await database.backup(target);
  database.close();

  const copy = openSqlite(target, { readonly: true });
  const check = copy.pragma("integrity_check", { simple: true });
  copy.close();
  if (check !== "ok") throw new CommandError(`Backup written to ${target} but failed its integrity check: ${check}`);
  console.log(`Backup written to ${target} (${fs.statSync(target).size} bytes, integrity ok)`);
}
