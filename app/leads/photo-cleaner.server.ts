import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";

import type { OwnCommandLine } from "~/platform/backups/backup-process.server";

import type { PhotoType } from "../../db/schema";
import type { normalizePhoto } from "./photo-normalize.server";

export type CleanResult = Awaited<ReturnType<typeof normalizePhoto>>;

/** Below the server's priority: on one core the pages and /healthz come first, the photos take what is left. */
const CLEANER_NICE = 10;
/** The cleaner ends after this long without a photo, and after this many photos: its memory goes with it. */
const IDLE_MS = 15_000;
const PHOTOS_PER_PROCESS = 40;

/**
 * glibc settings for the cleaner's decoding and encoding: at most two malloc arenas, and every
 * photo buffer in a mapping of its own, returned when freed (decision 051). glibc reads them at
 * start only, so they are given to the process here rather than left to the systemd unit.
 */
const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

interface Cleaner {
  process: ChildProcess;
  photos: number;
  idle?: NodeJS.Timeout;
}

let cleaner: Cleaner | undefined;

/**
 * The pool of photo cleaners: one child process (the server's own `clean-photos` command, so the
 * single binary runs it too), at a lower OS priority, started when a photo waits and ended when
 * none has for a while. libvips's threads, the HEIC decoder and the pixels of a 12-megapixel
 * photo (about 36 MB) live there, never in the server.
 */
export function cleanPhoto(ownCommandLine: OwnCommandLine, input: string, type: PhotoType): Promise<CleanResult> {
  const current = cleanerProcess(ownCommandLine);
  clearTimeout(current.idle);
  current.photos += 1;
  const child = current.process;
  return new Promise<CleanResult>((resolve, reject) => {
    const settle = () => {
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (current.photos >= PHOTOS_PER_PROCESS) return retire(current);
      current.idle = setTimeout(() => retire(current), IDLE_MS);
      current.idle.unref();
    };
    const onMessage = (result: CleanResult) => {
      settle();
      resolve(result);
    };
    const onExit = (code: number | null, signal: string | null) => {
      settle();
      reject(new Error(`the photo cleaner ended with ${signal ?? `exit code ${code}`}`));
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
    child.send({ input, type });
  });
}

function cleanerProcess(ownCommandLine: OwnCommandLine) {
  if (cleaner?.process.connected) return cleaner;
  const [command, args] = ownCommandLine(["clean-photos"]);
  const child = spawn(command, args, {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "advanced",
    env: { ...process.env, ...ALLOCATOR_ENV },
  });
  if (child.pid) os.setPriority(child.pid, CLEANER_NICE);
  const started: Cleaner = { process: child, photos: 0 };
  child.once("exit", () => {
    if (cleaner === started) cleaner = undefined;
  });
  cleaner = started;
  return started;
}

/** Ends a cleaner: it exits once its channel closes, its memory returned to the system. */
function retire(current: Cleaner) {
  clearTimeout(current.idle);
  if (cleaner === current) cleaner = undefined;
  if (current.process.connected) current.process.disconnect();
}

/** The server is stopping: the cleaner goes with it (a photo it was on is cleaned again after the restart). */
export function stopPhotoCleaner() {
  if (cleaner) retire(cleaner);
}
