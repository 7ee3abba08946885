import fs from "node:fs";
import path from "node:path";

import { openSqlite } from "../../../db/connection";
import {
  carryPhotoFiles,
  photoFileIn,
  photoFilesNamedIn,
  PHOTOS_FOLDER,
  removeUnnamedFiles,
} from "../photo-store.server";
import { listBackups } from "./backups.server";

/**
 * A backup's photo files sit in photos/ beside it, shared by every backup in that folder: each
 * photo once, however many backups name it (decision 078). A file never changes, so on the same
 * disk it is a hard link to the data folder's and takes no room until the data folder drops it.
 */
const backupPhotoFolder = (backupFile: string) => path.join(path.dirname(backupFile), PHOTOS_FOLDER);

/** The photo files a backup names (clean and waiting alike). */
export function photoFilesOfBackup(backupFile: string) {
  const database = openSqlite(backupFile, { readonly: true, fileMustExist: true });
  try {
    const { stored, waiting } = photoFilesNamedIn(database);
    return [...stored, ...waiting];
  } finally {
    database.close();
  }
}

/** Puts the photo files a backup names beside it, from the data folder; resolves to how many were new or missing. */
export async function carryBackupPhotos(backupFile: string, dataDir: string) {
  const names = photoFilesOfBackup(backupFile);
  const folder = path.dirname(backupFile);
  const result = await carryPhotoFiles(
    names,
    (name) => photoFileIn(dataDir, name, "data"),
    (name) => photoFileIn(folder, name, "backup"),
  );
  return { files: names.length, ...result };
}

/**
 * Keeps the newest `keep` backups of `folder` and the photo files they name: the rest is removed a
 * file at a time off the event loop (this runs in the backup's own process, decision 078).
 */
export async function pruneBackupFolder(folder: string, keep: number) {
  const backups = listBackups(folder);
  const old = backups.slice(0, -keep);
  for (const file of old) await fs.promises.rm(file, { force: true });
  const named = new Set(backups.slice(-keep).flatMap((file) => photoFilesOfBackup(file)));
  const photosRemoved = await removeUnnamedFiles(path.join(folder, PHOTOS_FOLDER), named, 0);
  return { backupsRemoved: old.length, photosRemoved };
}

/** Brings a backup's photo files into the data folder, from its own folder's photos/ or by `fetch`; resolves to the counts. */
export async function restoreBackupPhotos(
  backupFile: string,
  dataDir: string,
  fetch: (name: string, target: string) => Promise<boolean> = async (name, target) => {
    const source = path.join(backupPhotoFolder(backupFile), name);
    if (!fs.existsSync(source)) return false;
    await fs.promises.copyFile(source, target);
    return true;
  },
) {
  const names = photoFilesOfBackup(backupFile);
  let restored = 0;
  const missing: string[] = [];
  for (const name of names) {
    const target = photoFileIn(dataDir, name, "data");
    if (fs.existsSync(target)) continue;
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    if (await fetch(name, `${target}.partial`)) {
      await fs.promises.rename(`${target}.partial`, target);
      restored += 1;
    } else missing.push(name);
  }
  return { files: names.length, restored, missing };
}
