import type SQLite from "better-sqlite3";
import type { Compilable, Transaction } from "kysely";

import { createDb, openServerSqlite, openSqliteForReading } from "../../db/connection";
import type { Database } from "../../db/schema";
import { getEnv } from "./env.server";

export type { Database };

let sqlite: SQLite.Database | undefined;

/**
 * The raw better-sqlite3 handle, for pragmas Kysely does not cover. Opened on first use, never
 * at import: loading the app (the binary's --help, say) reads no configuration and creates no file.
 */
export function getSqlite() {
  if (!sqlite) {
    const { DATABASE_PATH, DATABASE_BUSY_TIMEOUT_MS } = getEnv();
    sqlite = openServerSqlite(DATABASE_PATH);
    // better-sqlite3 waits on the event loop: every request waits with the refused write.
    sqlite.pragma(`busy_timeout = ${DATABASE_BUSY_TIMEOUT_MS}`);
  }
  return sqlite;
}

/** The disk's refusals of a write: full, past a file-size limit, read-only, or no room for a new file. */
export function isDiskRefusal(error: unknown) {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/.test(code);
}

/**
 * Opens the database before its first query; on a disk that takes no writes (a restart on a
 * full disk), opens it for reading only instead, so pages and the phone number are still served.
 * Resolves to the disk's error code then, or undefined when the database opened as usual.
 */
export function openDatabaseOrReadOnly() {
  try {
    getSqlite();
    return undefined;
  } catch (error) {
    if (!isDiskRefusal(error)) throw error;
    sqlite = openSqliteForReading(getEnv().DATABASE_PATH);
    return (error as { code: string }).code;
  }
}

/** The one database client of the process; it opens the file on its first query. */
export const db = createDb(async () => getSqlite());

/** Work in the caller's transaction (so several changes commit or fail as one), or in one of its own. */
export const inTransaction = <T>(
  trx: Transaction<Database> | undefined,
  work: (trx: Transaction<Database>) => Promise<T>,
) => (trx ? work(trx) : db.transaction().execute(work));

/**
 * A query's rows as arrays of their values, in the order it selects them,
 * read straight from SQLite: an export of 100,000 rows then skips making and
 * renaming an object per row (about half of its reading time). Kysely still
 * builds the query.
 */
export function readValueRows<Values extends readonly unknown[]>(query: Compilable) {
  const { sql, parameters } = query.compile();
  return getSqlite()
    .prepare(sql)
    .raw()
    .all(...parameters) as Values[];
}

let versionStatement: SQLite.Statement<[], string> | undefined;

/**
 * Moves whenever the data may have changed: a write by this process
 * (total_changes) or a commit by another connection (data_version).
 */
export function databaseVersion() {
  versionStatement ??= getSqlite()
    .prepare<[], string>("select (select data_version from pragma_data_version) || ':' || total_changes()")
    .pluck();
  return versionStatement.get()!;
}

let publicContentStatement: SQLite.Statement<[], number> | undefined;

/**
 * Moves whenever something public pages show changes (site settings, SEO
 * records: triggers of migration 0018), whichever connection wrote it; other
 * writes (health checks, sessions, the outbox, leads) leave it alone.
 */
export function publicContentVersion() {
  publicContentStatement ??= getSqlite()
    .prepare<[], number>("select version from public_content_version where id = 1")
    .pluck();
  return publicContentStatement.get()!;
}

/**
 * Results kept in memory until the database changes or `maxAgeMs` passes
 * (for results that also depend on the clock), by key. `remember(key, read)`
 * answers from memory or calls `read`; concurrent callers share one read.
 * A key always names the same read, so it always holds that read's type.
 */
export function cacheUntilWrite(maxAgeMs: number, maxEntries = 200) {
  const entries = new Map<string, { readAt: number; result: Promise<unknown> }>();
  let entriesVersion = "";
  return function remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    const version = databaseVersion();
    if (version !== entriesVersion) {
      entries.clear();
      entriesVersion = version;
    }
    const cached = entries.get(key);
    if (cached && Date.now() - cached.readAt <= maxAgeMs) return cached.result as Promise<T>;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const result = read();
    entries.set(key, { readAt: Date.now(), result });
    // A failed read is not remembered.
    result.catch(() => entries.delete(key));
    return result;
  };
}

/**
 * The database can't take writes now: the disk is full, the file is read-only,
 * or another process held the lock past the busy timeout. Callers answer 503
 * ("try again or call us") instead of a 500.
 */
export function isStorageUnavailable(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^SQLITE_(FULL|BUSY|LOCKED|READONLY|IOERR|CANTOPEN)/.test(code);
}

/**
 * Proves the database takes a write: a row of its own is written and
 * committed, as a lead would be. Throws when it can't.
 */
export function proveWritable() {
  getSqlite()
    .prepare(
      "insert into health_checks (id, checked_at) values (1, ?) on conflict (id) do update set checked_at = excluded.checked_at",
    )
    .run(new Date().toISOString());
}
