import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";

import busboy from "busboy";

import { getEnv } from "~/platform/env.server";
import type { UploadAllowance, UploadRefusal } from "~/platform/http/upload-admission.server";

import { photoLimits } from "./quote-form-fields";

export const photoCountError = `Please choose up to ${photoLimits.maxPhotos} photos`;

/**
 * How much of a photo may wait in memory while the disk writes the part before it. With the streams'
 * default 16-64 KB, a 2 MB photo took about 60 turns of the event loop, each behind every page
 * request of that turn: under a storm of page views, 0.4 s (decision 063).
 */
const SPOOL_BUFFER_BYTES = 1024 * 1024;

/** A photo part as written to its temporary file. */
export interface SpooledPart {
  file: string;
  deviceName: string;
  size: number;
  cutShort: boolean;
  /** The disk refused the file (full): the photo is lost, the request is not. */
  notWritten: boolean;
}

/**
 * Where photos wait while a request is read: on disk in the data folder (a tmpfs /tmp would be
 * memory again). Made once, and emptied of what a crash left behind, by the first upload.
 */
let uploadsDir: string | undefined;

/**
 * A new file name for one photo part. The folder's work is synchronous on purpose: a handful of
 * microseconds, where each asynchronous step waits behind a whole turn of the event loop, and in a
 * storm of page views a turn takes 10-20 ms (decision 063).
 */
export function spoolFileName() {
  if (!uploadsDir) {
    const dir = path.join(getEnv().DATA_DIR, "uploads");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    uploadsDir = dir;
  }
  return path.join(uploadsDir, `quote-photo-${randomUUID()}`);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** busboy is asked for Latin-1, which keeps every byte: the bytes are then read as UTF-8, undefined when they are not. */
function utf8(latin1: string) {
  try {
    return strictUtf8.decode(Buffer.from(latin1, "latin1"));
  } catch {
    return undefined;
  }
}

export type SpoolResult =
  | { status: "read"; fields: Record<string, string>; parts: SpooledPart[] }
  | { status: "photo-error"; fields: Record<string, string>; message: string }
  | { status: "refused"; fields: Record<string, string>; refusal: UploadRefusal }
  | { status: "too-large"; fields: Record<string, string> }
  | { status: "unreadable" };

/**
 * The body through busboy: text fields kept, photo parts written to the files `newFile` names,
 * each byte counted against the upload's allowance as it arrives. Past the allowance the photos
 * are read and dropped, so the fields after them are still read and the client sees the answer.
 */
export async function spoolMultipart(
  request: Request,
  upload: UploadAllowance,
  newFile: () => string,
): Promise<SpoolResult> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      defCharset: "latin1",
      defParamCharset: "latin1",
      highWaterMark: SPOOL_BUFFER_BYTES,
      fileHwm: SPOOL_BUFFER_BYTES,
      // Abuse stops; the visitor's own limits are checked on what was read.
      limits: { fileSize: photoLimits.maxPhotoBytes, files: 20, fields: 50, parts: 100, fieldSize: 64 * 1024 },
    });
  } catch {
    return { status: "unreadable" }; // no boundary
  }
  const fields: Record<string, string> = {};
  const photoStreams: Readable[] = [];
  const files: fs.WriteStream[] = [];
  // What this upload holds in memory: the parser's buffer, the photos' streams and their files' buffers.
  upload.holdsInMemory(() => {
    let bytes = parser.writableLength;
    for (const stream of photoStreams) bytes += stream.readableLength;
    for (const file of files) bytes += file.writableLength;
    return bytes;
  });
  const spooling: Array<Promise<SpooledPart>> = [];
  const seen: { badText: boolean; textTooLong: boolean; tooManyPhotos: boolean; refusal?: UploadRefusal } = {
    badText: false,
    textTooLong: false,
    tooManyPhotos: false,
    refusal: upload.refused,
  };
  const charge = (bytes: number) => {
    seen.refusal ??= upload.take(bytes);
    return !seen.refusal;
  };
  parser.on("field", (rawName, rawValue, info) => {
    const [name, value] = [utf8(rawName), utf8(rawValue)];
    if (name === undefined || value === undefined) seen.badText = true;
    else fields[name] = value;
    if (info.valueTruncated) seen.textTooLong = true;
  });
  parser.on("file", (rawName, stream, info) => {
    const [name, deviceName] = [utf8(rawName), utf8(info.filename ?? "")];
    if (name === undefined || deviceName === undefined) seen.badText = true;
    if (name !== "photos" || deviceName === undefined || seen.refusal) return void stream.resume();
    photoStreams.push(stream);
    const file = newFile();
    const out = fs.createWriteStream(file, { mode: 0o600, highWaterMark: SPOOL_BUFFER_BYTES });
    files.push(out);
    let size = 0;
    stream.on("data", (chunk: Buffer) => (size += chunk.length));
    spooling.push(
      spool(stream, out, charge).then((written) => ({
        file,
        deviceName,
        size,
        cutShort: Boolean(stream.truncated),
        notWritten: !written,
      })),
    );
  });
  parser.on("filesLimit", () => (seen.tooManyPhotos = true));

  const outcome = await feed(request, parser, upload);
  // A photo cut off by an error or the limit ends here (busboy leaves it open); every file is
  // closed before the caller removes the folder.
  if (outcome !== "read")
    for (const stream of photoStreams) stream.destroy(new Error("The request ended inside a photo"));
  const spooled = await Promise.allSettled(spooling);
  if (outcome === "too-slow") return { status: "refused", fields, refusal: "too-slow" };
  if (outcome === "too-large") return { status: "too-large", fields };
  if (outcome !== "read" || seen.badText) return { status: "unreadable" };
  if (seen.refusal) return { status: "refused", fields, refusal: seen.refusal };
  if (seen.textTooLong) return { status: "too-large", fields };
  if (seen.tooManyPhotos) return { status: "photo-error", fields, message: photoCountError };
  const parts: SpooledPart[] = [];
  for (const result of spooled) {
    if (result.status === "rejected") return { status: "unreadable" };
    if (result.value.size > 0) parts.push(result.value); // an empty file input still sends a part
  }
  return { status: "read", fields, parts };
}

/**
 * Writes a photo part to its file, each chunk `charge`d first; false when the disk refuses it
 * (full) or a chunk is not allowed, in which case the rest of the part is read and dropped, so the
 * parser goes on to the next part. Settles once the file is closed, so nothing creates it after
 * the caller removes it. Never rejects: an unhandled rejection would end the process.
 */
function spool(part: NodeJS.ReadableStream, out: fs.WriteStream, charge: (bytes: number) => boolean) {
  return new Promise<boolean>((resolve) => {
    let written = false;
    let dropping = false;
    const drop = () => {
      dropping = true;
      part.unpipe(out);
      part.resume();
    };
    out.once("finish", () => (written = true));
    out.once("close", () => resolve(written));
    out.once("error", drop);
    part.on("data", (chunk: Buffer) => {
      if (dropping || charge(chunk.length)) return;
      drop();
      out.destroy();
    });
    part.once("error", () => out.destroy());
    part.pipe(out);
  });
}

/**
 * Writes the request's body into the parser as it arrives, counting the bytes: past the request's
 * limit it stops reading (not cancelled: that would reset the connection before the client reads the 413).
 * Each read waits for room in the uploads' memory, so a storm of uploads waits in the network, not in memory.
 */
async function feed(
  request: Request,
  parser: busboy.Busboy,
  { expired, roomInMemory }: UploadAllowance,
): Promise<"read" | "too-large" | "too-slow" | "unreadable"> {
  if (!request.body) return "unreadable";
  let failed = false;
  const ended = new Promise<"read" | "unreadable">((resolve) => {
    // Every error is listened to: busboy can report a second one (on end) after the first.
    parser.on("error", () => {
      failed = true;
      resolve("unreadable");
    });
    parser.once("close", () => resolve(failed ? "unreadable" : "read"));
  });
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      // The upload's time is up: answered with what was read, whatever the client is still sending.
      const next = await unlessTimeUp(
        roomInMemory().then(() => reader.read()),
        expired,
      );
      if (next === "too-slow") {
        parser.destroy();
        return next;
      }
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > photoLimits.maxRequestBytes) {
        parser.destroy();
        return "too-large";
      }
      if (failed) return "unreadable";
      if (!parser.write(value)) {
        const drained = new Promise((resolve) => parser.once("drain", resolve));
        if ((await unlessTimeUp(Promise.race([drained, ended]), expired)) === "too-slow") {
          parser.destroy();
          return "too-slow";
        }
      }
    }
  } catch {
    // The client went away mid-body: nothing to answer, nothing kept.
    parser.destroy();
    return "unreadable";
  } finally {
    reader.releaseLock();
  }
  if (!failed) parser.end();
  return ended;
}

/**
 * `promise`, or "too-slow" when the upload's time runs out first. A promise of its own for each wait,
 * its listener removed once settled: racing every read against one promise that lives as long as the
 * upload kept each read's result (64 KiB of photo) alive until the upload ended, so every upload
 * being read held its whole body in memory (issue #44 item 3: 1.3 GB for 200 uploads at once).
 */
async function unlessTimeUp<T>(promise: Promise<T>, expired: AbortSignal): Promise<T | "too-slow"> {
  if (expired.aborted) return "too-slow";
  let onAbort = () => {};
  const timeUp = new Promise<"too-slow">((resolve) => {
    onAbort = () => resolve("too-slow");
    expired.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, timeUp]);
  } finally {
    expired.removeEventListener("abort", onAbort);
  }
}
