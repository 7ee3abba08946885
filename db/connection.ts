import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDialectConfig } from "kysely";

import { makePrivateDir, makePrivateFile } from "./private-files";
import type { Database } from "./schema";
import { embeddedSqliteAddon } from "./sqlite-addon";

/** A better-sqlite3 handle on `file`; inside the single binary it runs on the embedded addon. */
export function openSqlite(file: string, options: SQLite.Options = {}) {
  const addon = embeddedSqliteAddon(path.dirname(path.resolve(file)));
  // @types/better-sqlite3 types nativeBinding as a path only; the library also takes a loaded addon.
  return new SQLite(file, { ...options, nativeBinding: addon as SQLite.Options["nativeBinding"] });
}

/** Opens (creating if needed) an SQLite file with the settings a web server wants. */
export function openServerSqlite(file: string) {
  makePrivateDir(path.dirname(path.resolve(file)));
  // SQLite gives the -wal and -shm files the database file's permissions.
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(companion)) fs.chmodSync(companion, 0o600);
  }
  const sqlite = openSqlite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/** The typed query builder over a handle, or over a function that opens one on the first query. */
export function createDb(database: SqliteDialectConfig["database"]) {
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new CamelCasePlugin()],
  });
}

/** Both views of one SQLite file, for scripts and tests. */
export function openDatabase(file: string) {
  const sqlite = openServerSqlite(file);
  return { db: createDb(sqlite), sqlite };
}
