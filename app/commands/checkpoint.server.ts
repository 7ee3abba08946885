import fs from "node:fs";
import path from "node:path";

import { parseEnv } from "~/platform/env.server";

import { openSqlite } from "../../db/connection";
import { CommandError } from "./command-error.server";

/**
 * `checkpoint`: folds the write-ahead log into the database file with a PASSIVE checkpoint, which
 * waits for no reader or writer (decision 078). The server runs it in a process of its own every
 * 30 s while it writes, so the copying and syncing never happen on its event loop.
 */
export async function checkpointDatabase() {
  const file = path.resolve(parseEnv(process.env).DATABASE_PATH);
  if (!fs.existsSync(file)) throw new CommandError(`No database at ${file} (set DATABASE_PATH).`);
  const database = openSqlite(file, { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    const [result] = database.pragma("wal_checkpoint(PASSIVE)") as Array<{ log: number; checkpointed: number }>;
    console.log(`Checkpoint: ${result?.checkpointed ?? 0} of ${result?.log ?? 0} log pages in the database file`);
  } finally {
    database.close();
  }
}
