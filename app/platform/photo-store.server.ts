import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type SQLite from "better-sqlite3";

/**
 * Clean photos and their thumbnails are files, never bytes in the database (decision 078): each
 * named by the SHA-256 of its bytes in the data folder's photos/, so a file never changes once
 * written, two records may name the same one, and a backup or an off-site copy carries each file
 * once. Photos as sent wait in photos-waiting/ (decision 074). The records in `lead_photos` name
 * both; the backups, restore and the photo job all learn the names here.
 */
export const PHOTOS_FOLDER = "photos";
export const WAITING_FOLDER = "photos-waiting";

const STORED_NAME = /^[0-9a-f]{64}$/;
const WAITING_NAME = /^original-[0-9a-f-]{36}$/;

export const photoFolder = (dataDir: string) => path.join(dataDir, PHOTOS_FOLDER);

/** A clean photo's (or thumbnail's) file; a name that is not one of ours is refused, never followed. */
export function storedPhotoPath(dataDir: string, name: string) {
  if (!STORED_NAME.test(name)) throw new Error(`Not a stored photo's name: ${name}`);
  return path.join(photoFolder(dataDir), name);
}

/** Bytes kept as a file named by their hash: written beside it and renamed, so a file that exists is whole. */
export async function storePhotoFile(dataDir: string, data: Buffer) {
  const name = createHash("sha256").update(data).digest("hex");
  const file = storedPhotoPath(dataDir, name);
  if (fs.existsSync(file)) return name;
  await fs.promises.mkdir(photoFolder(dataDir), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial-${randomUUID()}`;
  await fs.promises.writeFile(partial, data, { mode: 0o600 });
  await fs.promises.rename(partial, file);
  return name;
}

export function readStoredPhoto(dataDir: string, name: string) {
  return fs.promises.readFile(storedPhotoPath(dataDir, name));
}

/** The photo files a database names: clean photos and thumbnails (photos/), and photos as sent (photos-waiting/). */
export function photoFilesNamedIn(database: SQLite.Database) {
  const rows = database
    .prepare("select file, thumbnail_file as thumbnail, original_file as original from lead_photos")
    .all() as Array<{ file: string | null; thumbnail: string | null; original: string | null }>;
  const stored = new Set<string>();
  const waiting = new Set<string>();
  for (const { file, thumbnail, original } of rows) {
    if (file && STORED_NAME.test(file)) stored.add(file);
    if (thumbnail && STORED_NAME.test(thumbnail)) stored.add(thumbnail);
    if (original && WAITING_NAME.test(original)) waiting.add(original);
  }
  return { stored, waiting };
}

/** Where a named file lives under a data folder (or a backups folder, which keeps both kinds in its photos/). */
export function photoFileIn(root: string, name: string, folder: "data" | "backup") {
  const sub = folder === "data" && WAITING_NAME.test(name) ? WAITING_FOLDER : PHOTOS_FOLDER;
  return path.join(root, sub, path.basename(name));
}

/**
 * Files put where `to` wants them, from `from`, unless already there: a hard link when both are on
 * one disk (a file never changes, so the link is as good as a copy and costs no room), else a copy.
 * Resolves to how many were added and which were missing at the source.
 */
export async function carryPhotoFiles(
  names: Iterable<string>,
  from: (name: string) => string,
  to: (name: string) => string,
) {
  let added = 0;
  const missing: string[] = [];
  for (const name of names) {
    const target = to(name);
    if (fs.existsSync(target)) continue;
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      await fs.promises.link(from(name), target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "EXDEV" && error.code !== "EPERM") throw error;
        await fs.promises.copyFile(from(name), target);
      });
      added += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      missing.push(name);
    }
  }
  return { added, missing };
}

/** Removes the files of `folder` that `named` does not hold and that are older than `minAgeMs` (being written now). */
export async function removeUnnamedFiles(folder: string, named: Set<string>, minAgeMs: number, now = Date.now()) {
  let removed = 0;
  const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    if (named.has(name)) continue;
    const file = path.join(folder, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < minAgeMs) continue;
    await fs.promises.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
