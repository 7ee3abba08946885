import fs from "node:fs";
import path from "node:path";

import type SQLite from "better-sqlite3";

import { openSqlite } from "../../../db/connection";
import { migrationNames } from "../../../db/migrations";
import { makePrivateDir } from "../../../db/private-files";

/** `site-20261124-031500.db`: sorted by name is sorted by time. */
const BACKUP_FILE = /^site-\d{8}-\d{6}(-\d+)?\.db$/;
/** Work in progress: a name nothing mistakes for a backup, removed when found later. */
const PARTIAL_PREFIX = ".partial-";

/** Tables every backup of this site must hold; the migrations' own record among them. */
const REQUIRED_TABLES = ["kysely_migration", "site_settings", "leads", "outbox", "staff_users", "notification_emails"];

export function backupFileName(now: Date) {
  return `site-${now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15)}.db`;
}

/** A backup's name for `now` that no backup in `folder` has yet. */
export function newBackupName(folder: string, now: Date) {
  let name = backupFileName(now);
  for (let n = 1; fs.existsSync(path.join(folder, name)); n++) name = backupFileName(now).replace(".db", `-${n}.db`);
  return name;
}

export function isBackupFile(name: string) {
  return BACKUP_FILE.test(name);
}

/** When a backup was made, read from its name; undefined for a name that is not a backup's. */
export function backupTime(name: string) {
  const parts = /^site-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-\d+)?\.db$/.exec(name);
  if (!parts) return undefined;
  const [, year, month, day, hour, minute, second] = parts;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const time = Date.parse(`${iso}Z`);
  // An impossible date (February 31st) is not a name this site made.
  return Number.isNaN(time) || !new Date(time).toISOString().startsWith(iso) ? undefined : time;
}

export class BackupCheckError extends Error {
  name = "BackupCheckError";
}

/**
 * Proves a file is a whole database of this site that this build can run:
 * integrity_check passes, every table is there, and no migration is newer
 * than the build's. Resolves to what it found.
 */
export function checkDatabaseFile(file: string) {
  let database: SQLite.Database | undefined;
  try {
    database = openSqlite(file, { readonly: true, fileMustExist: true });
    const integrity = database.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new BackupCheckError(`${file} fails its integrity check: ${String(integrity)}`);
    const tables = new Set(
      (database.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) throw new BackupCheckError(`${file} is not a whole backup: no ${missing.join(", ")} table`);
    const applied = (database.prepare("select name from kysely_migration").all() as Array<{ name: string }>).map(
      (row) => row.name,
    );
    const unknown = applied.filter((name) => !migrationNames.includes(name));
    if (unknown.length) {
      throw new BackupCheckError(`${file} comes from a newer version (migration ${unknown[0]}): upgrade first`);
    }
    return { tables: [...tables], migrations: applied };
  } catch (error) {
    if (error instanceof BackupCheckError) throw error;
    throw new BackupCheckError(`${file} cannot be read as a database: ${(error as Error).message}`);
  } finally {
    database?.close();
  }
}

/**
 * A consistent copy of the open database in `folder`: VACUUM INTO a temporary
 * file (one statement, however busy the site is), checked, then renamed into
 * place, so a backup that exists is whole. Resolves to its path and size.
 */
export function writeBackup(database: SQLite.Database, folder: string, options: { now?: Date; name?: string } = {}) {
  const now = options.now ?? new Date();
  makePrivateDir(folder);
  removePartials(folder);
  const partial = path.join(folder, `${PARTIAL_PREFIX}${process.pid}-${now.getTime()}.db`);
  try {
    database.prepare("VACUUM INTO ?").run(partial);
    fs.chmodSync(partial, 0o600);
    checkDatabaseFile(partial);
    const target = path.join(folder, options.name ?? newBackupName(folder, now));
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** A temporary file in `folder` that nothing mistakes for a backup. */
export function partialFile(folder: string, label: string) {
  return path.join(folder, `${PARTIAL_PREFIX}${label}-${process.pid}-${Date.now()}.db`);
}

/** What a killed backup (or download) left behind. */
function removePartials(folder: string) {
  for (const name of fs.readdirSync(folder)) {
    if (name.startsWith(PARTIAL_PREFIX)) fs.rmSync(path.join(folder, name), { force: true });
  }
}

/** The backups in `folder`, oldest first. */
export function listBackups(folder: string) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter(isBackupFile)
    .sort()
    .map((name) => path.join(folder, name));
}
