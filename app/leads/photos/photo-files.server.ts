import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { getEnv } from "~/platform/env.server";

/**
 * Where a photo as sent waits until it is cleaned: a file of its own in the data folder, never
 * bytes in the database (decision 074). Moved there from the upload spool by a rename (the same
 * disk, a few microseconds), so keeping it costs the event loop nothing.
 */
let waitingDir: string | undefined;

function photosWaitingDir() {
  if (!waitingDir) {
    const dir = path.join(getEnv().DATA_DIR, "photos-waiting");
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    waitingDir = dir;
  }
  return waitingDir;
}

/** The spooled file moved to the waiting folder; its name there, as the photo's record keeps it. */
export function keepWaiting(spooledFile: string) {
  const name = `original-${randomUUID()}`;
  fs.renameSync(spooledFile, path.join(photosWaitingDir(), name));
  return name;
}

export function waitingPath(name: string) {
  return path.join(photosWaitingDir(), path.basename(name));
}

/** A waiting photo's bytes written out (a photo stored as sent in the database before decision 074). */
export async function writeWaiting(data: Buffer) {
  const name = `original-${randomUUID()}`;
  await fs.promises.writeFile(waitingPath(name), data, { mode: 0o600 });
  return name;
}

/** Older than this, a waiting file no record names is left over: its lead was being stored long ago. */
const LEFT_OVER_MS = 10 * 60 * 1000;

/** Files of the waiting folder no photo record names (a lead deleted meanwhile, a crash before its commit). */
export async function removeLeftOverWaiting(referenced: Set<string>, now = Date.now()) {
  for (const name of await fs.promises.readdir(photosWaitingDir())) {
    if (referenced.has(name)) continue;
    const stat = await fs.promises.stat(waitingPath(name)).catch(() => undefined);
    if (stat && now - stat.mtimeMs > LEFT_OVER_MS) await fs.promises.rm(waitingPath(name), { force: true });
  }
}
