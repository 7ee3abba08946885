import fs from "node:fs";

import { getSqlite } from "../db.server";
import { getEnv } from "../env.server";
import { errorText } from "../error-text";
import { startJob } from "../jobs.server";
import { type OwnCommandLine, runInChildProcess } from "./backup-process.server";

/** How often the write-ahead log is looked at; folded in when it was written since the last look. */
const CHECKPOINT_EVERY_MS = 30_000;
/**
 * SQLite's own checkpoint, on the connection that commits, stays as a net for a checkpointer that
 * cannot run: at 16,384 pages (64 MB of log) rather than its default of 1,000 (4 MB).
 */
const AUTOCHECKPOINT_PAGES = 16_384;

/**
 * WAL checkpoints off the request path (decision 078): SQLite's automatic checkpoint runs inside
 * the commit that passes 1,000 pages, on this event loop, writing and syncing the database file
 * while every request waits. Instead, a `checkpoint` child process folds the log in every 30 s when
 * it has been written to, a PASSIVE checkpoint that never blocks the server's readers or writers.
 */
export function scheduleWalCheckpoints(ownCommandLine: OwnCommandLine) {
  getSqlite().pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  const wal = `${getEnv().DATABASE_PATH}-wal`;
  let checkpointedAt = 0;
  startJob({
    name: "WAL checkpoints",
    everyMs: CHECKPOINT_EVERY_MS,
    runAtStart: false,
    run: async () => {
      const written = fs.statSync(wal, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (written <= checkpointedAt) return;
      const startedAt = Date.now();
      try {
        await runInChildProcess(["checkpoint"], ownCommandLine, { quiet: true });
        checkpointedAt = startedAt;
      } catch (error) {
        console.warn(`WAL checkpoint: ${errorText(error, 500)}`);
      }
    },
  });
}
