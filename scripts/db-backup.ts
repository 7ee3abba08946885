// `npm run db:backup [file]`: a consistent copy of the live database, safe while the server runs.
import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";

import { parseEnv } from "../app/platform/env.server";
import { makePrivateDir, makePrivateFile } from "../db/private-files";

const env = parseEnv(process.env);
const source = path.resolve(env.DATABASE_PATH);
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH).`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const target = path.resolve(process.argv[2] ?? path.join(env.DATA_DIR, "backups", `site-${stamp}.db`));
makePrivateDir(path.dirname(target));
// A backup holds everything the database does: created private before a byte is copied.
makePrivateFile(target);

const database = new SQLite(source, { readonly: true, fileMustExist: true });
database.pragma("busy_timeout = 5000");
// SQLite's online backup copies a consistent snapshot even while others write.
await database.backup(target);
database.close();

const copy = new SQLite(target, { readonly: true });
const check = copy.pragma("integrity_check", { simple: true });
copy.close();
if (check !== "ok") {
  console.error(`Backup written to ${target} but failed its integrity check: ${check}`);
  process.exit(1);
}
console.log(`Backup written to ${target} (${fs.statSync(target).size} bytes, integrity ok)`);
