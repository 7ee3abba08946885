import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";

import { makePrivateDir, makePrivateFile } from "./private-files";
import type { Database } from "./schema";

/** Opens (creating if needed) an SQLite file with the settings a web server wants. */
export function openDatabase(file: string) {
  makePrivateDir(path.dirname(path.resolve(file)));
  // SQLite gives the -wal and -shm files the database file's permissions.
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(companion)) fs.chmodSync(companion, 0o600);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, sqlite };
}
