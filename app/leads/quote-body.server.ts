import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";

import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";

import { getEnv } from "~/platform/env.server";

import type { PhotoType } from "../../db/schema";
import { inspectPhoto, storedType } from "./photo-normalize.server";
import { photoLimits } from "./quote-form-fields";

/**
 * A photo as it is first stored: its bytes as sent, its header checked, named by the type and place
 * it will have (photo-1.jpg). A job normalizes it once the visitor is answered (decisions 040, 050).
 */
export interface ReceivedPhoto {
  contentType: PhotoType;
  data: Buffer;
  fileName: string;
  /** The device's file name, as display text only (never a file or attachment name). */
  originalName: string | null;
  size: number;
  normalized: 0;
}

export const photoErrors = {
  type: "Photos must be JPEG, PNG, WebP or HEIC pictures",
  count: `Please choose up to ${photoLimits.maxPhotos} photos`,
  size: `Each photo must be under ${photoLimits.maxPhotoBytes / 1024 / 1024} MB`,
} as const;

/** Largest request body a quote request may have; a real one is well under 4 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

export class BodyTooLargeError extends Error {
  name = "BodyTooLargeError";
}

/**
 * Reads the body as text, stopping as soon as it passes the limit: a client
 * can leave out or misstate Content-Length, so the bytes themselves are counted.
 */
export async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES) {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Not cancelled: that would reset the connection before the client reads the 413.
    if (size > maxBytes) throw new BodyTooLargeError();
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export type QuoteBody =
  /** `photosLost`: photos the disk would not take while they were read (the lead is kept without them). */
  | { status: "read"; fields: Record<string, string>; photos: ReceivedPhoto[]; photosLost: number }
  /** A photo is refused: the other fields are kept, and the visitor chooses the photos again. */
  | { status: "photo-error"; fields: Record<string, string>; message: string }
  | { status: "too-large" }
  /** Not multipart as a browser sends it, or not UTF-8 text. */
  | { status: "unreadable" };

/**
 * How much of a photo may wait in memory while the disk writes the part before it. With the streams'
 * default 16-64 KB, a 2 MB photo took about 60 turns of the event loop, each behind every page
 * request of that turn: under a storm of page views, 0.4 s (decision 063).
 */
const SPOOL_BUFFER_BYTES = 1024 * 1024;

/** A photo part as written to its temporary file. */
interface SpooledPart {
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
function spoolFileName() {
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

/**
 * The form's text fields and photos from a multipart body, streamed (busboy): each photo goes
 * straight to a temporary file, so memory holds a chunk of the request, not its photos. The
 * count, size and type of the photos are checked here rather than by the parser, so a refused
 * photo still leaves the visitor's text to send back. The temporary files are removed whatever
 * happens (stored, refused, or the client gone).
 */
export async function readMultipartQuote(request: Request): Promise<QuoteBody> {
  if (Number(request.headers.get("Content-Length")) > photoLimits.maxRequestBytes) return { status: "too-large" };
  const files: string[] = [];
  try {
    const read = await spoolMultipart(request, () => {
      files.push(spoolFileName());
      return files.at(-1)!;
    });
    if (read.status !== "read") return read;
    const written = read.parts.filter((part) => !part.notWritten);
    const photos = await receivePhotos(written);
    return "refused" in photos
      ? { status: "photo-error", fields: read.fields, message: photos.refused }
      : { status: "read", fields: read.fields, photos, photosLost: read.parts.length - written.length };
  } finally {
    for (const file of files) fs.rmSync(file, { force: true });
  }
}

type SpoolResult =
  | { status: "read"; fields: Record<string, string>; parts: SpooledPart[] }
  | { status: "photo-error"; fields: Record<string, string>; message: string }
  | { status: "too-large" | "unreadable" };

/** The body through busboy: text fields kept, photo parts written to the files `newFile` names. */
async function spoolMultipart(request: Request, newFile: () => string): Promise<SpoolResult> {
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
  const spooling: Array<Promise<SpooledPart>> = [];
  const seen = { badText: false, textTooLong: false, tooManyPhotos: false };
  parser.on("field", (rawName, rawValue, info) => {
    const [name, value] = [utf8(rawName), utf8(rawValue)];
    if (name === undefined || value === undefined) seen.badText = true;
    else fields[name] = value;
    if (info.valueTruncated) seen.textTooLong = true;
  });
  parser.on("file", (rawName, stream, info) => {
    const [name, deviceName] = [utf8(rawName), utf8(info.filename ?? "")];
    if (name === undefined || deviceName === undefined) seen.badText = true;
    if (name !== "photos" || deviceName === undefined) return void stream.resume();
    photoStreams.push(stream);
    const file = newFile();
    let size = 0;
    stream.on("data", (chunk: Buffer) => (size += chunk.length));
    spooling.push(
      spool(stream, file).then((written) => ({
        file,
        deviceName,
        size,
        cutShort: Boolean(stream.truncated),
        notWritten: !written,
      })),
    );
  });
  parser.on("filesLimit", () => (seen.tooManyPhotos = true));

  const outcome = await feed(request, parser);
  // A photo cut off by an error or the limit ends here (busboy leaves it open); every file is
  // closed before the caller removes the folder.
  if (outcome !== "read")
    for (const stream of photoStreams) stream.destroy(new Error("The request ended inside a photo"));
  const spooled = await Promise.allSettled(spooling);
  if (outcome !== "read" || seen.badText) return { status: outcome === "read" ? "unreadable" : outcome };
  if (seen.textTooLong) return { status: "too-large" };
  if (seen.tooManyPhotos) return { status: "photo-error", fields, message: photoErrors.count };
  const parts: SpooledPart[] = [];
  for (const result of spooled) {
    if (result.status === "rejected") return { status: "unreadable" };
    if (result.value.size > 0) parts.push(result.value); // an empty file input still sends a part
  }
  return { status: "read", fields, parts };
}

/**
 * Writes a photo part to its file; false when the disk refuses it (full), in which case the rest
 * of the part is read and dropped, so the parser goes on to the next part. Settles once the file
 * is closed, so nothing creates it after the caller removes it. Never rejects: an unhandled
 * rejection would end the process.
 */
function spool(part: NodeJS.ReadableStream, file: string) {
  return new Promise<boolean>((resolve) => {
    const out = fs.createWriteStream(file, { mode: 0o600, highWaterMark: SPOOL_BUFFER_BYTES });
    let written = false;
    out.once("finish", () => (written = true));
    out.once("close", () => resolve(written));
    out.once("error", () => {
      part.unpipe(out);
      part.resume();
    });
    part.once("error", () => out.destroy());
    part.pipe(out);
  });
}

/**
 * Writes the request's body into the parser as it arrives, counting the bytes: past the request's
 * limit it stops reading (not cancelled: that would reset the connection before the client reads the 413).
 */
async function feed(request: Request, parser: busboy.Busboy): Promise<"read" | "too-large" | "unreadable"> {
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
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > photoLimits.maxRequestBytes) {
        parser.destroy();
        return "too-large";
      }
      if (failed) return "unreadable";
      if (!parser.write(value)) await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), ended]);
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

/** The spooled photos as they are stored, in the order sent, or the first reason one is refused. */
async function receivePhotos(parts: SpooledPart[]): Promise<ReceivedPhoto[] | { refused: string }> {
  if (parts.length > photoLimits.maxPhotos) return { refused: photoErrors.count };
  const photos: ReceivedPhoto[] = [];
  for (const part of parts) {
    if (part.cutShort) return { refused: photoErrors.size };
    // Just written, so in the page cache: copied in a few milliseconds at most, in one step (see spoolFileName).
    const data = fs.readFileSync(part.file);
    const type = (await fileTypeFromBuffer(data))?.mime;
    if (!isPhotoType(type)) return { refused: photoErrors.type };
    const refusal = await inspectPhoto(data);
    if (refusal) return refusal;
    photos.push({
      contentType: type,
      data,
      fileName: `photo-${photos.length + 1}.${extensions[storedType[type]]}`,
      originalName: displayName(part.deviceName),
      size: data.length,
      normalized: 0,
    });
  }
  return photos;
}

const extensions = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;

function isPhotoType(type: string | undefined): type is PhotoType {
  return (photoLimits.types as readonly string[]).includes(type ?? "");
}

/**
 * The device's file name as staff may read it: no folders, no control or direction-changing
 * characters (an RTL override can make "gpj.exe" read as "exe.jpg"), at most 100 characters.
 */
export function displayName(name: string) {
  const cleaned = (name.split(/[\\/]/).at(-1) ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .trim()
    .slice(0, 100);
  return cleaned || null;
}

/** The quote form's post: its fields, and its photos when it was sent as multipart (or why they were refused). */
export async function readQuoteFormBody(request: Request): Promise<
  | {
      status: "read";
      fields: Record<string, string>;
      photos: ReceivedPhoto[] | { refused: string };
      photosLost: number;
    }
  | { status: "too-large"; what: "photos" | "text" }
  | { status: "unreadable" }
> {
  if (/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) {
    const body = await readMultipartQuote(request);
    if (body.status === "too-large") return { status: "too-large", what: "photos" };
    if (body.status === "unreadable") return body;
    return body.status === "photo-error"
      ? { status: "read", fields: body.fields, photos: { refused: body.message }, photosLost: 0 }
      : body;
  }
  try {
    const fields = Object.fromEntries(new URLSearchParams(await readBodyText(request)));
    return { status: "read", fields, photos: [], photosLost: 0 };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { status: "too-large", what: "text" };
    throw error;
  }
}
