import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, expect, it } from "vitest";

import { openDatabase } from "../../../db/connection";
import { migrateToLatest } from "../../../db/migrate";
import { BackupCheckError, checkDatabaseFile, isBackupFile, listBackups, writeBackup } from "./backups.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function siteDatabase() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
  folders.push(folder);
  const { db, sqlite } = openDatabase(path.join(folder, "site.db"));
  await migrateToLatest(db);
  return { folder, db, sqlite };
}

it("removes what a killed backup left behind, and writes a checked, owner-only backup", async () => {
  const { folder, db, sqlite } = await siteDatabase();
  const backups = path.join(folder, "backups");
  fs.mkdirSync(backups);
  // A killed VACUUM INTO leaves a file that SQLite opens and checks as fine, with no tables in it.
  const leftover = path.join(backups, ".partial-4242-1764000000000.db");
  fs.writeFileSync(leftover, "");
  expect(isBackupFile(path.basename(leftover))).toBe(false);

  const { file } = writeBackup(sqlite, backups, { now: new Date("2026-11-24T03:15:00Z") });
  await db.destroy();
  expect(fs.readdirSync(backups)).toEqual(["site-20261124-031500.db"]);
  expect(listBackups(backups)).toEqual([file]);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(checkDatabaseFile(file).tables).toEqual(expect.arrayContaining(["leads", "outbox", "staff_users"]));
});

it("refuses a database without the site's tables as a backup", async () => {
  const { folder, db } = await siteDatabase();
  await db.destroy();
  const empty = path.join(folder, "empty.db");
  const { sqlite } = openDatabase(empty);
  sqlite.close();
  expect(() => checkDatabaseFile(empty)).toThrow(BackupCheckError);
  expect(() => checkDatabaseFile(empty)).toThrow(/is not a whole backup: no kysely_migration, site_settings, leads/);
});
