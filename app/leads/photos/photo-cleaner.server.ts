import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";

import type { OwnCommandLine } from "~/platform/backups/backup-process.server";

import type { PhotoType } from "../../../db/schema";
import type { StoredPhotoType } from "./photo-normalize.server";

export interface CleanJob {
  input: string;
  type: PhotoType;
  /** The data folder: the clean photo and its thumbnail are written to its photos/ (decision 078). */
  dataDir: string;
}

/** What the server gets back: the files' names and the clean photo's size, never its bytes. */
export type CleanResult =
  { photo: { contentType: StoredPhotoType; file: string; thumbnailFile: string; size: number } } | { refused: string };

type CleanerAnswer = CleanResult | { failed: string };

/** Below the server's priority: on one core the pages and /healthz come first, the photos take what is left. */
const CLEANER_NICE = 10;
/** The cleaner ends after this long without a photo, and after this many photos: its memory goes with it. */
const IDLE_MS = 15_000;
const PHOTOS_PER_PROCESS = 40;

/**
 * The cleaner's memory settings, given to the process here (glibc and libuv read them at start
 * only), so the binary has them without the systemd unit: at most two malloc arenas, every photo
 * buffer in a mapping of its own, returned when freed (decision 051); one libvips thread per
 * image and two libuv threads, so one photo's pixels (about 36 MB for 12 megapixels) are all it
 * holds at a time. sharp keeps no cache of decoded images (platform/sharp.server.ts).
 */
const CLEANER_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
  VIPS_CONCURRENCY: "1",
  UV_THREADPOOL_SIZE: "2",
};

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
export function cleanPhoto(
  ownCommandLine: OwnCommandLine,
  job: CleanJob,
  { stopping }: { stopping: AbortSignal },
): Promise<CleanResult> {
  if (stopping.aborted) return Promise.reject(new Error("the server is stopping"));
  const current = cleanerProcess(ownCommandLine);
  clearTimeout(current.idle);
  current.photos += 1;
  const child = current.process;
  return new Promise<CleanResult>((resolve, reject) => {
    // A stop does not wait for the photo (seconds for an HEIC on a busy core): it ends the cleaner,
    // and the photo, still waiting, is cleaned after the restart. Its files are written whole or not at all.
    const stop = () => child.kill();
    stopping.addEventListener("abort", stop, { once: true });
    const settle = () => {
      stopping.removeEventListener("abort", stop);
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (current.photos >= PHOTOS_PER_PROCESS) return retire(current);
      current.idle = setTimeout(() => retire(current), IDLE_MS);
      current.idle.unref();
    };
    const onMessage = (answer: CleanerAnswer) => {
      settle();
      if ("failed" in answer) reject(new Error(`the photo cleaner could not store a photo: ${answer.failed}`));
      else resolve(answer);
    };
    const onExit = (code: number | null, signal: string | null) => {
      settle();
      reject(new Error(`the photo cleaner ended with ${signal ?? `exit code ${code}`}`));
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
    child.send(job);
  });
}

function cleanerProcess(ownCommandLine: OwnCommandLine) {
  if (cleaner?.process.connected) return cleaner;
  const [command, args] = ownCommandLine(["clean-photos"]);
  const child = spawn(command, args, {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "advanced",
    env: { ...process.env, ...CLEANER_ENV },
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
