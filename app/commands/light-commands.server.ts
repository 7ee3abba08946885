import { backupDatabase } from "./backup.server";
import { copyBackupOffsite } from "./backup-offsite.server";
import { checkpointDatabase } from "./checkpoint.server";
import { cleanPhotosForServer } from "./clean-photos.server";
import { runCommand } from "./run-command.server";
import { type Command, loadEnvFileHere, matchUsage } from "./usage.server";

// The commands the server itself runs in processes of their own (decisions 074 and 078): they take no host.
export const backupCommand: Command<unknown> = {
  usage: "backup [file]",
  summary: "write a consistent copy of the database (default: backups/ in the data folder)",
  run: ([file]) => backupDatabase(file),
};

export const backupOffsiteCommand: Command<unknown> = {
  usage: "backup-offsite <file>",
  summary:
    "copy a backup and its new photo files to BACKUP_S3_URL and keep BACKUP_KEEP there (the server runs it after each backup)",
  run: ([file]) => copyBackupOffsite(file!),
};

export const checkpointCommand: Command<unknown> = {
  usage: "checkpoint",
  summary: "fold the write-ahead log into the database file (the server runs it every 30 s while it writes)",
  run: () => checkpointDatabase(),
};

export const cleanPhotosCommand: Command<unknown> = {
  usage: "clean-photos",
  summary: "clean the photos the server hands over (started by the server itself, at a lower priority)",
  run: () => cleanPhotosForServer(),
};

/**
 * Runs `args` when they are `backup`, `backup-offsite`, `checkpoint` or `clean-photos`, and
 * resolves true; false for any other command. The entries (server.ts, server/binary.ts) ask here
 * before they load the Remix build, so these processes load only the modules they use (decision
 * 094): the server starts `checkpoint` every 30 s while it writes, a `clean-photos` child when
 * photos come after a quiet spell, and the Remix build alone is 2 s of CPU to load.
 */
export async function runLightCommand(args: string[]) {
  for (const command of [backupCommand, backupOffsiteCommand, checkpointCommand, cleanPhotosCommand]) {
    const values = matchUsage(command.usage, args);
    if (!values) continue;
    await runCommand(() => {
      loadEnvFileHere();
      return command.run(values, undefined);
    });
    return true;
  }
  return false;
}
