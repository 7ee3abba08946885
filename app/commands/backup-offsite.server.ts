import fs from "node:fs";
import path from "node:path";

import { photoFilesOfBackup } from "~/platform/backups/backup-photos.server";
import { pruneOffsite, pruneOffsitePhotos, uploadBackup, uploadBackupPhotos } from "~/platform/backups/offsite.server";
import { parseEnv } from "~/platform/env.server";
import { photoFileIn } from "~/platform/photo-store.server";

import { CommandError } from "./command-error.server";

/**
 * `backup-offsite <file>`: copies a backup and the photo files it names that the bucket lacks to
 * BACKUP_S3_URL, then keeps the newest BACKUP_KEEP there, with the photos they name. The server
 * runs it in a process of its own after each backup (decision 078): the SDK's buffers and sockets
 * come and go with that process, never in the server's memory or on its event loop.
 */
export async function copyBackupOffsite(file: string) {
  const env = parseEnv(process.env);
  if (!env.BACKUP_S3_URL) throw new CommandError("BACKUP_S3_URL is not set: say where the off-site backups go.", 2);
  const settings = { url: env.BACKUP_S3_URL, endpoint: env.BACKUP_S3_ENDPOINT, region: env.AWS_REGION };
  const backup = path.resolve(file);
  if (!fs.existsSync(backup)) throw new CommandError(`No backup at ${backup}`, 2);
  const folder = path.dirname(backup);
  const localPhoto = (name: string) => photoFileIn(folder, name, "backup");

  const names = photoFilesOfBackup(backup);
  const present = names.filter((name) => fs.existsSync(localPhoto(name)));
  const sent = await uploadBackupPhotos(settings, present, localPhoto);
  // The photos first: a backup off-site always has its photos there.
  const key = await uploadBackup(settings, backup);
  const { removed, kept } = await pruneOffsite(settings, env.BACKUP_KEEP);
  // Photos are pruned off-site only when every backup kept there is here to say what it names.
  const keptHere = kept.map((name) => path.join(folder, name));
  const photosRemoved = keptHere.every((kept) => fs.existsSync(kept))
    ? await pruneOffsitePhotos(settings, new Set(keptHere.flatMap((kept) => photoFilesOfBackup(kept))))
    : 0;
  const missing = names.length - present.length;
  console.log(
    `Copied ${key} off-site with ${sent} new photo files of ${names.length}` +
      `${missing ? ` (${missing} missing here)` : ""}; removed ${removed} older backups and ${photosRemoved} photo files there`,
  );
}
