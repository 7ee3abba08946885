import type SQLite from "better-sqlite3";

import { createDb, openServerSqlite } from "../../db/connection";

import { getEnv } from "./env.server";

export type { Database } from "../../db/schema";

let sqlite: SQLite.Database | undefined;

/**
 * The raw better-sqlite3 handle, for pragmas Kysely does not cover. Opened on first use, never
 * at import: loading the app (the binary's --help, say) reads no configuration and creates no file.
 */
export function getSqlite() {
  sqlite ??= openServerSqlite(getEnv().DATABASE_PATH);
  return sqlite;
}

/** The one database client of the process; it opens the file on its first query. */
export const db = createDb(async () => getSqlite());
