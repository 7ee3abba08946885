import fs from "node:fs";

import { fileTypeFromBuffer } from "file-type";

import { noUpload, type UploadAllowance, type UploadRefusal } from "~/platform/http/upload-admission.server";

import type { PhotoType } from "../../../db/schema";
import { inspectPhoto, storedType } from "../photos/photo-normalize.server";
import { photoCountError, type SpooledPart, spoolFileName, spoolMultipart } from "./multipart-spool.server";
import { photoLimits } from "./quote-form-fields";

/**
 * A photo as it is first stored: its bytes as sent, its header checked, named by the type and place
 * it will have (photo-1.jpg). A job normalizes it once the visitor is answered (decisions 040, 050).
 */
export interface ReceivedPhoto {
  contentType: PhotoType;
  /** The spooled file: moved to the waiting folder when the lead is stored, removed otherwise (discardReceived). */
  file: string;
  fileName: string;
  /** The device's file name, as display text only (never a file or attachment name). */
  originalName: string | null;
  size: number;
  normalized: 0;
  /** When the camera says it was taken (EXIF), for the insurance packet; null when it does not say. */
  takenAt: string | null;
}

export const photoErrors = {
  type: "Photos must be JPEG, PNG, WebP or HEIC pictures",
  count: photoCountError,
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
  /** The server would not take the photos in (its upload budget, or too slow): nothing stored, the text kept. */
  | { status: "refused"; fields: Record<string, string>; refusal: UploadRefusal }
  | { status: "too-large"; fields: Record<string, string> }
  /** Not multipart as a browser sends it, or not UTF-8 text. */
  | { status: "unreadable" };

/**
 * The form's text fields and photos from a multipart body, streamed (busboy): each photo goes
 * straight to a temporary file, so memory holds a chunk of the request, not its photos. The
 * count, size and type of the photos are checked here rather than by the parser, so a refused
 * photo still leaves the visitor's text to send back. The temporary files are removed whatever
 * happens (refused, or the client gone), except the photos returned: they wait on disk until their
 * lead is stored (then moved, decision 074) or the caller discards them (discardReceived).
 */
export async function readMultipartQuote(request: Request, upload: UploadAllowance = noUpload): Promise<QuoteBody> {
  if (Number(request.headers.get("Content-Length")) > photoLimits.maxRequestBytes) {
    return { status: "too-large", fields: {} };
  }
  const files: string[] = [];
  let kept = new Set<string>();
  try {
    const read = await spoolMultipart(request, upload, () => {
      files.push(spoolFileName());
      return files.at(-1)!;
    });
    if (read.status !== "read") return read;
    const written = read.parts.filter((part) => !part.notWritten);
    const photos = await receivePhotos(written);
    if ("refused" in photos) return { status: "photo-error", fields: read.fields, message: photos.refused };
    kept = new Set(photos.map((photo) => photo.file));
    return { status: "read", fields: read.fields, photos, photosLost: read.parts.length - written.length };
  } finally {
    for (const file of files) if (!kept.has(file)) fs.rmSync(file, { force: true });
  }
}

/** Photos read but not stored (the form had a mistake, a limit was reached): their files go. */
export function discardReceived(photos: ReceivedPhoto[] | { refused: string } | undefined) {
  if (Array.isArray(photos)) for (const photo of photos) fs.rmSync(photo.file, { force: true });
}

/** Enough of a file's start for its type to be read from its bytes (file-type reads at most 4,100). */
const TYPE_HEADER_BYTES = 4100;

/** A spooled file's first bytes, read synchronously: microseconds, where each async step waits a turn (decision 063). */
function fileHeader(file: string) {
  const fd = fs.openSync(file, "r");
  try {
    const header = Buffer.alloc(TYPE_HEADER_BYTES);
    return header.subarray(0, fs.readSync(fd, header, 0, TYPE_HEADER_BYTES, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** The spooled photos as they are stored, in the order sent, or the first reason one is refused. */
async function receivePhotos(parts: SpooledPart[]): Promise<ReceivedPhoto[] | { refused: string }> {
  if (parts.length > photoLimits.maxPhotos) return { refused: photoErrors.count };
  const photos: ReceivedPhoto[] = [];
  for (const part of parts) {
    if (part.cutShort) return { refused: photoErrors.size };
    // Never read whole into memory: its type from its first bytes, its size and pixels from libvips reading its header.
    const type = (await fileTypeFromBuffer(fileHeader(part.file)))?.mime;
    if (!isPhotoType(type)) return { refused: photoErrors.type };
    const inspected = await inspectPhoto(part.file);
    if ("refused" in inspected) return inspected;
    photos.push({
      takenAt: inspected.takenAt,
      contentType: type,
      file: part.file,
      fileName: `photo-${photos.length + 1}.${extensions[storedType[type]]}`,
      originalName: displayName(part.deviceName),
      size: part.size,
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
export async function readQuoteFormBody(
  request: Request,
  upload?: UploadAllowance,
): Promise<
  | {
      status: "read";
      fields: Record<string, string>;
      photos: ReceivedPhoto[] | { refused: string };
      photosLost: number;
    }
  | { status: "refused"; fields: Record<string, string>; refusal: UploadRefusal }
  | { status: "too-large"; what: "photos" | "text"; fields: Record<string, string> }
  | { status: "unreadable" }
> {
  if (/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) {
    const body = await readMultipartQuote(request, upload);
    if (body.status === "too-large") return { status: "too-large", what: "photos", fields: body.fields };
    if (body.status === "unreadable" || body.status === "refused") return body;
    return body.status === "photo-error"
      ? { status: "read", fields: body.fields, photos: { refused: body.message }, photosLost: 0 }
      : body;
  }
  try {
    const fields = Object.fromEntries(new URLSearchParams(await readBodyText(request)));
    return { status: "read", fields, photos: [], photosLost: 0 };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { status: "too-large", what: "text", fields: {} };
    throw error;
  }
}
