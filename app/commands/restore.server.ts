import fs from "node:fs";
import path from "node:path";

import { restoreBackupPhotos } from "~/platform/backups/backup-photos.server";
import { BackupCheckError, checkDatabaseFile, partialFile } from "~/platform/backups/backups.server";
import {
  downloadOffsite,
  downloadOffsitePhoto,
  latestOffsiteKey,
  type OffsiteSettings,
  parseS3Url,
} from "~/platform/backups/offsite.server";
import { parseEnv } from "~/platform/env.server";
import { isServedByAnotherProcess } from "~/platform/server-lock.server";

import { openSqlite } from "../../db/connection";
import { makePrivateDir } from "../../db/private-files";
import { foreignSchemaObjects } from "../../db/schema-objects";
import { CommandError } from "./command-error.server";

type Env = ReturnType<typeof parseEnv>;

function offsite(env: Env): OffsiteSettings {
  if (!env.BACKUP_S3_URL) throw new CommandError("BACKUP_S3_URL is not set: say where the off-site backups are.", 2);
  return { url: env.BACKUP_S3_URL, endpoint: env.BACKUP_S3_ENDPOINT, region: env.AWS_REGION };
}

/** The backup as a local file: the file itself, or a download from S3 into the data folder. */
async function fetchBackup(source: string, env: Env) {
  if (source !== "latest" && !source.startsWith("s3://")) {
    const file = path.resolve(source);
    if (!fs.existsSync(file)) throw new CommandError(`No backup at ${file}`, 2);
    return { file, downloaded: false, fetchPhoto: undefined };
  }
  const settings = offsite(env);
  const { bucket, key } =
    source === "latest"
      ? { bucket: parseS3Url(settings.url).bucket, key: await latestOffsiteKey(settings) }
      : { bucket: new URL(source).host, key: new URL(source).pathname.replace(/^\/+/, "") };
  if (!key) throw new CommandError(`No backup found under ${settings.url}`);
  const file = partialFile(env.DATA_DIR, "restore");
  console.log(`Downloading s3://${bucket}/${key}`);
  await downloadOffsite(settings, bucket, key, file);
  const fetchPhoto = (name: string, target: string) => downloadOffsitePhoto(settings, bucket, key, name, target);
  return { file, downloaded: true, fetchPhoto };
}

/** Folds the write-ahead log into the database file, so renaming that file keeps everything. */
function checkpoint(databasePath: string) {
  const database = openSqlite(databasePath, { fileMustExist: true });
  try {
    database.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    database.close();
  }
  for (const companion of [`${databasePath}-wal`, `${databasePath}-shm`]) fs.rmSync(companion, { force: true });
}

/** Who can sign in once the backup is in place: said before it is, so a planted account shows. */
function printStaffAccounts(file: string) {
  const database = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    const accounts = database
      .prepare("select email, created_at as createdAt, last_sign_in_at as lastSignInAt from staff_users order by id")
      .all() as Array<{ email: string; createdAt: string; lastSignInAt: string | null }>;
    console.log(`Staff accounts in the backup (${accounts.length}):`);
    for (const account of accounts) {
      console.log(`  ${account.email} (added ${account.createdAt}, last signed in ${account.lastSignInAt ?? "never"})`);
    }
  } finally {
    database.close();
  }
}

/** A backup may come from a bucket others can write to: anything the migrations do not make is refused. */
async function refuseForeignSchema(file: string, source: string, dataDir: string) {
  const foreign = await foreignSchemaObjects(file, partialFile(dataDir, "schema"));
  if (foreign.length) {
    throw new CommandError(
      `Not restored: ${source} holds what this site's migrations never make (${foreign.join(", ")}): ` +
        "it may have been tampered with.",
    );
  }
}

function summary(databasePath: string) {
  const database = openSqlite(databasePath, { readonly: true, fileMustExist: true });
  try {
    const leads = database.prepare("select count(*) as count, max(created_at) as newest from leads").get() as {
      count: number;
      newest: string | null;
    };
    const staff = database.prepare("select count(*) as count from staff_users").get() as { count: number };
    return { leads: leads.count, newestLead: leads.newest, staffAccounts: staff.count };
  } finally {
    database.close();
  }
}

/**
 * `restore <file | s3://bucket/key | latest>` (`npm run db:restore -- <file>`): checks the
 * backup, keeps the current database beside it as site.db.before-restore-<time>, and puts
 * the backup in its place. Refused while a server runs on the database.
 */
export async function restoreDatabase(source: string) {
  const env = parseEnv(process.env);
  const target = path.resolve(env.DATABASE_PATH);
  makePrivateDir(path.dirname(target));
  if (isServedByAnotherProcess(target)) {
    throw new CommandError(`A server is running on ${target}: stop it first (systemctl stop tree-service).`, 2);
  }

  makePrivateDir(env.DATA_DIR);
  const backup = await fetchBackup(source, env);
  try {
    checkDatabaseFile(backup.file);
    await refuseForeignSchema(backup.file, source, env.DATA_DIR);
    printStaffAccounts(backup.file);
    let kept: string | undefined;
    if (fs.existsSync(target)) {
      checkpoint(target);
      kept = `${target}.before-restore-${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}`;
      fs.renameSync(target, kept);
    }
    const incoming = partialFile(path.dirname(target), "incoming");
    fs.copyFileSync(backup.file, incoming);
    fs.chmodSync(incoming, 0o600);
    fs.renameSync(incoming, target);

    // The photo files it names, from photos/ beside it (or in the bucket), into the data folder (decision 078).
    const photos = await restoreBackupPhotos(backup.file, env.DATA_DIR, backup.fetchPhoto);
    const restored = { ...summary(target), photoFiles: photos.files, photoFilesMissing: photos.missing.length };
    console.log(
      `Restored ${source}: ${restored.leads} lead${restored.leads === 1 ? "" : "s"} (newest ${restored.newestLead ?? "none"}), ` +
        `${restored.staffAccounts} staff account${restored.staffAccounts === 1 ? "" : "s"}.`,
    );
    console.log(
      `Photo files: ${photos.files} named, ${photos.restored} brought back, ${photos.files - photos.restored - photos.missing.length} already here` +
        (photos.missing.length ? `, ${photos.missing.length} missing (their leads show no photo)` : ""),
    );
    if (kept) console.log(`The database it replaced is kept as ${kept}`);
    return restored;
  } catch (error) {
    if (error instanceof BackupCheckError) throw new CommandError(`Not restored: ${error.message}`);
    throw error;
  } finally {
    if (backup.downloaded) fs.rmSync(backup.file, { force: true });
  }
}
