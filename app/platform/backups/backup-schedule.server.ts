import fs from "node:fs";
import path from "node:path";

import { getEnv } from "../env.server";
import { errorText } from "../error-text";
import { startJob } from "../jobs.server";
import { retryDelayMs } from "../retry-delay";
import { type OwnCommandLine, runInChildProcess } from "./backup-process.server";
import { listBackups, newBackupName } from "./backups.server";
import { abortUnfinishedUploads, type OffsiteSettings } from "./offsite.server";

/** The job that makes the scheduled backups and their off-site copies. */
export const BACKUPS_JOB = "Backups";
/** A fresh install makes its first backup this soon after start (or sooner with a shorter interval). */
const FIRST_BACKUP_AFTER_MS = 5 * 60_000;
/** First retry of a failed off-site copy; later ones double, up to the interval. */
const UPLOAD_RETRY_BASE_MS = 60_000;

/** What the last runs did, kept beside the backups so it survives restarts. Never holds credentials. */
interface BackupStatus {
  lastBackupAt?: string;
  lastBackupBytes?: number;
  lastBackupError?: string;
  lastBackupErrorAt?: string;
  lastOffsiteAt?: string;
  lastOffsiteError?: string;
  lastOffsiteErrorAt?: string;
  offsiteFailures?: number;
  /** The newest backup, not copied off-site yet. */
  pendingUpload?: string;
}

const backupFolder = (dataDir: string) => path.join(dataDir, "backups");
const statusFile = (dataDir: string) => path.join(backupFolder(dataDir), "status.json");

function readStatus(dataDir: string): BackupStatus {
  try {
    return JSON.parse(fs.readFileSync(statusFile(dataDir), "utf8")) as BackupStatus;
  } catch {
    return {};
  }
}

function writeStatus(dataDir: string, status: BackupStatus) {
  fs.mkdirSync(backupFolder(dataDir), { recursive: true, mode: 0o700 });
  fs.writeFileSync(statusFile(dataDir), JSON.stringify(status, null, 2), { mode: 0o600 });
}

function offsiteSettings(): OffsiteSettings | undefined {
  const env = getEnv();
  return env.BACKUP_S3_URL
    ? { url: env.BACKUP_S3_URL, endpoint: env.BACKUP_S3_ENDPOINT, region: env.AWS_REGION }
    : undefined;
}

const processStartedAt = Date.now();

/** Copies the pending backup off-site; resolves to the wait before trying again, or undefined when done. */
async function copyOffsite(
  dataDir: string,
  ownCommandLine: OwnCommandLine,
  status: BackupStatus,
  intervalMs: number,
  stopping: AbortSignal,
) {
  const pending = status.pendingUpload ?? path.basename(listBackups(backupFolder(dataDir)).at(-1) ?? "");
  if (!pending) return undefined;
  const file = path.join(backupFolder(dataDir), pending);
  try {
    // A newer backup may have replaced it meanwhile: copy the newest there is.
    const newest = fs.existsSync(file) ? file : listBackups(backupFolder(dataDir)).at(-1);
    // In a process of its own (decision 078), as the backup is: nothing of the upload stays in this one.
    if (newest) await runInChildProcess(["backup-offsite", newest], ownCommandLine, { signal: stopping });
    Object.assign(status, { lastOffsiteAt: new Date().toISOString(), offsiteFailures: 0 });
    delete status.pendingUpload;
    delete status.lastOffsiteError;
    writeStatus(dataDir, status);
    return undefined;
  } catch (error) {
    // Stopped by the server's stop, not failed: still pending, copied after the restart.
    if (stopping.aborted) return undefined;
    status.offsiteFailures = (status.offsiteFailures ?? 0) + 1;
    status.lastOffsiteError = errorText(error, 500);
    status.lastOffsiteErrorAt = new Date().toISOString();
    status.pendingUpload = pending;
    writeStatus(dataDir, status);
    console.error(`Backups: copying ${pending} off-site failed: ${status.lastOffsiteError}`);
    return Math.min(intervalMs, retryDelayMs(status.offsiteFailures, UPLOAD_RETRY_BASE_MS));
  }
}

/** One run: a backup when one is due, then its off-site copy. Resolves to the wait before the next run. */
async function runBackups(intervalMs: number, ownCommandLine: OwnCommandLine, stopping: AbortSignal) {
  const { DATA_DIR: dataDir } = getEnv();
  const offsite = offsiteSettings();
  const status = readStatus(dataDir);
  const nextAt = status.lastBackupAt
    ? Date.parse(status.lastBackupAt) + intervalMs
    : processStartedAt + Math.min(intervalMs, FIRST_BACKUP_AFTER_MS);
  if (nextAt > Date.now()) {
    // Between backups: retry a failed off-site copy. Its failures never hold up the local backups.
    const retryIn =
      offsite && status.pendingUpload
        ? await copyOffsite(dataDir, ownCommandLine, status, intervalMs, stopping)
        : undefined;
    return Math.min(nextAt - Date.now(), retryIn ?? Infinity);
  }

  try {
    const file = path.join(backupFolder(dataDir), newBackupName(backupFolder(dataDir), new Date()));
    await runInChildProcess(["backup", file], ownCommandLine, { signal: stopping });
    // The child pruned the folder to BACKUP_KEEP, photos included (decision 078).
    const bytes = fs.statSync(file).size;
    Object.assign(status, { lastBackupAt: new Date().toISOString(), lastBackupBytes: bytes });
    delete status.lastBackupError;
    if (offsite) status.pendingUpload = path.basename(file);
    writeStatus(dataDir, status);
    console.log(`Backups: wrote ${path.basename(file)} (${bytes} bytes)`);
  } catch (error) {
    // The server is stopping: the backup is made after the restart (its partial file is removed then).
    if (stopping.aborted) return intervalMs;
    Object.assign(status, { lastBackupError: errorText(error, 500), lastBackupErrorAt: new Date().toISOString() });
    writeStatus(dataDir, status);
    console.error(`Backups: the scheduled backup failed: ${status.lastBackupError}`);
    return Math.min(intervalMs, UPLOAD_RETRY_BASE_MS);
  }
  if (offsite) return (await copyOffsite(dataDir, ownCommandLine, status, intervalMs, stopping)) ?? intervalMs;
  return intervalMs;
}

/** What a killed upload left in the bucket goes first; a failure to clean up never holds up a backup. */
async function abortKilledUploads(offsite: OffsiteSettings) {
  try {
    const aborted = await abortUnfinishedUploads(offsite, new Date(processStartedAt));
    if (aborted) console.log(`Backups: aborted ${aborted} unfinished off-site upload${aborted === 1 ? "" : "s"}`);
  } catch (error) {
    console.warn(`Backups: could not look for unfinished off-site uploads: ${errorText(error, 500)}`);
  }
}

/** Backs up every BACKUP_INTERVAL_MINUTES (0: never), on the one job runner. */
export function scheduleBackups(ownCommandLine: OwnCommandLine) {
  const intervalMs = getEnv().BACKUP_INTERVAL_MINUTES * 60_000;
  if (intervalMs <= 0) return;
  const offsite = offsiteSettings();
  if (offsite) void abortKilledUploads(offsite);
  startJob({
    name: BACKUPS_JOB,
    everyMs: intervalMs,
    run: (stopping) => runBackups(intervalMs, ownCommandLine, stopping),
  });
}

/**
 * How backups stand, for /healthz/backups and the staff home. "failing" when
 * the last backup, or the last off-site copy where one is configured, is older
 * than two intervals (a fresh server counts from its start). No paths or keys.
 */
export function getBackupHealth(now = Date.now()) {
  const env = getEnv();
  const intervalMs = env.BACKUP_INTERVAL_MINUTES * 60_000;
  const status = readStatus(env.DATA_DIR);
  const offsiteConfigured = Boolean(env.BACKUP_S3_URL);
  const stale = (at: string | undefined) => now - (at ? Date.parse(at) : processStartedAt) > 2 * intervalMs;
  const backupStale = intervalMs > 0 && stale(status.lastBackupAt);
  const offsiteStale = intervalMs > 0 && offsiteConfigured && stale(status.lastOffsiteAt);
  return {
    status: intervalMs <= 0 ? ("off" as const) : backupStale || offsiteStale ? ("failing" as const) : ("ok" as const),
    intervalMinutes: env.BACKUP_INTERVAL_MINUTES,
    lastBackupAt: status.lastBackupAt ?? null,
    lastBackupBytes: status.lastBackupBytes ?? null,
    backupStale,
    offsite: offsiteConfigured,
    lastOffsiteAt: status.lastOffsiteAt ?? null,
    offsiteStale,
  };
}

/** The health above, with the last errors: for signed-in staff only. */
export function getBackupPanel() {
  const status = readStatus(getEnv().DATA_DIR);
  return {
    ...getBackupHealth(),
    lastBackupError: status.lastBackupError ?? null,
    lastOffsiteError: status.pendingUpload ? (status.lastOffsiteError ?? null) : null,
  };
}

export type BackupPanel = ReturnType<typeof getBackupPanel>;
