import type SQLite from "better-sqlite3";

import { openSqlite } from "../../db/connection";
import { makePrivateFile } from "../../db/private-files";

/** Held by the running server; the operating system drops it when the process ends, even on kill -9. */
let held: SQLite.Database | undefined;

const lockFile = (databasePath: string) => `${databasePath}.lock`;

function tryLock(databasePath: string) {
  makePrivateFile(lockFile(databasePath));
  const lock = openSqlite(lockFile(databasePath));
  lock.pragma("busy_timeout = 0");
  try {
    lock.exec("BEGIN EXCLUSIVE");
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") return undefined;
    throw error;
  }
}

/** Marks the database as served by this process, for as long as it runs. */
export function holdServerLock(databasePath: string) {
  held = tryLock(databasePath);
  if (!held) console.warn(`Warning: another server is already running on ${databasePath}.`);
}

/** Whether a server is running on the database (`restore` must not swap the file under it). */
export function isServedByAnotherProcess(databasePath: string) {
  const lock = tryLock(databasePath);
  if (!lock) return true;
  lock.exec("ROLLBACK");
  lock.close();
  return false;
}
