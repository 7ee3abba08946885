import fs from "node:fs";
import path from "node:path";

import { carryBackupPhotos, pruneBackupFolder } from "~/platform/backups/backup-photos.server";
import { BackupCheckError, writeBackup } from "~/platform/backups/backups.server";
import { parseEnv } from "~/platform/env.server";

import { openSqlite } from "../../db/connection";
import { CommandError } from "./command-error.server";

/**
 * `backup [file]` (`npm run db:backup`): a consistent copy of the live database, safe while the
 * server runs, made the way scheduled backups are; by default in the data folder's backups/. The
 * photo files it names are put in photos/ beside it (decision 078). In the data folder's backups/
 * only the newest BACKUP_KEEP are kept, with the photos they name; the scheduled backups run this
 * same command in a process of their own, so none of it is on the server's event loop.
 */
export async function backupDatabase(file?: string) {
  // parseEnv, not getEnv: a backup must not generate a session secret.
  const env = parseEnv(process.env);
  const source = path.resolve(env.DATABASE_PATH);
  if (!fs.existsSync(source)) throw new CommandError(`No database at ${source} (set DATABASE_PATH).`);

  const database = openSqlite(source, { readonly: true, fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  try {
    const target = file ? path.resolve(file) : undefined;
    const managed = path.join(env.DATA_DIR, "backups");
    const folder = target ? path.dirname(target) : managed;
    const { file: written, bytes } = writeBackup(database, folder, { name: target && path.basename(target) });
    const photos = await carryBackupPhotos(written, env.DATA_DIR);
    console.log(
      `Backup written to ${written} (${bytes} bytes, integrity ok), naming ${photos.files} photo files ` +
        `(${photos.added} new beside it${photos.missing.length ? `, ${photos.missing.length} missing from the data folder` : ""})`,
    );
    if (path.resolve(folder) === path.resolve(managed)) {
      const pruned = await pruneBackupFolder(folder, env.BACKUP_KEEP);
      if (pruned.backupsRemoved || pruned.photosRemoved) {
        console.log(
          `Removed ${pruned.backupsRemoved} older backups and ${pruned.photosRemoved} photo files no kept backup names`,
        );
      }
    }
  } catch (error) {
    if (error instanceof BackupCheckError) throw new CommandError(`The backup failed its check: ${error.message}`);
    throw error;
  } finally {
    database.close();
  }
}
