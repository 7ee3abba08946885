import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

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
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
  } catch (error) {
    // A full disk fails here (the -shm file can't grow): let go of the file for another way in.
    sqlite.close();
    throw error;
  }
  return sqlite;
}

/**
 * The database for reading only, on a disk that takes no writes: SQLite keeps the WAL index in
 * memory instead of the -shm file it could not make (exclusive locking, set before the first
 * read), so no other process opens the file meanwhile. Writes fail as on a full disk.
 */
export function openSqliteForReading(file: string) {
  const sqlite = openSqlite(file);
  sqlite.pragma("locking_mode = EXCLUSIVE");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

type SqliteDatabase = Exclude<SqliteDialectConfig["database"], () => unknown>;
type SqliteStatement = ReturnType<SqliteDatabase["prepare"]>;

/**
 * The handle as Kysely sees it, with prepared statements kept by their SQL:
 * Kysely prepares every query anew, and compiling the SQL is a good part of a
 * small query's cost. A statement still being iterated (a streamed export) is
 * busy (better-sqlite3), so that caller gets a fresh one.
 */
function withStatementCache(database: SqliteDatabase, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !(cached as { busy?: boolean }).busy) return cached;
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > maxStatements) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

class ServerSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly inTransaction: () => boolean,
  ) {
    super(config);
  }

  /**
   * A transaction takes the write lock when it starts. One that read first and wrote after
   * would fail at once (SQLITE_BUSY, which the busy timeout cannot help) whenever another
   * connection, e.g. a command run beside the server, wrote in between.
   */
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * After a full disk, an I/O error or a busy timeout SQLite has already rolled the
   * transaction back; Kysely's own rollback would then fail ("no transaction is
   * active") and replace the error that says why.
   */
  override async rollbackTransaction(connection: DatabaseConnection) {
    if (this.inTransaction()) await super.rollbackTransaction(connection);
  }
}

class ServerSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly inTransaction: () => boolean,
  ) {
    super(config);
  }

  override createDriver() {
    return new ServerSqliteDriver(this.config, this.inTransaction);
  }
}

/** The typed query builder over a handle, or over a function that opens one on the first query. */
export function createDb(database: SQLite.Database | (() => Promise<SQLite.Database>)) {
  let handle = typeof database === "function" ? undefined : database;
  const config: SqliteDialectConfig = {
    database:
      typeof database === "function"
        ? async () => withStatementCache((handle = await database()))
        : withStatementCache(database),
  };
  return new Kysely<Database>({
    dialect: new ServerSqliteDialect(config, () => handle?.inTransaction ?? true),
    plugins: [new CamelCasePlugin()],
  });
}

/** Both views of one SQLite file, for scripts and tests. */
export function openDatabase(file: string) {
  const sqlite = openServerSqlite(file);
  return { db: createDb(sqlite), sqlite };
}
