import {
  type FileUpload,
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { fileTypeFromBuffer } from "file-type";

import type { PhotoType } from "../../db/schema";
import { photoLimits } from "./quote-form-fields";

/** A photo as received, its type read from its bytes. */
export interface ReceivedPhoto {
  fileName: string;
  contentType: PhotoType;
  size: number;
  data: Buffer;
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
  | { status: "read"; fields: Record<string, string>; photos: ReceivedPhoto[] }
  /** A photo is refused: the other fields are kept, and the visitor chooses the photos again. */
  | { status: "photo-error"; fields: Record<string, string>; message: string }
  | { status: "too-large" }
  /** Not multipart as a browser sends it. */
  | { status: "unreadable" };

/**
 * The form's text fields and photos from a multipart body, streamed: only the
 * part being read is in memory. The count, size and type of the photos are
 * checked here rather than by the parser, so a refused photo still leaves the
 * visitor's text to send back.
 */
export async function readMultipartQuote(request: Request): Promise<QuoteBody> {
  if (Number(request.headers.get("Content-Length")) > photoLimits.maxRequestBytes) return { status: "too-large" };
  const photos: ReceivedPhoto[] = [];
  let refused: string | undefined;
  let formData: FormData;
  try {
    formData = await parseFormData(
      request,
      // The parser's own limits only stop abuse; the visitor's limits are checked below.
      { maxFiles: 50, maxFileSize: photoLimits.maxRequestBytes, maxTotalSize: photoLimits.maxRequestBytes },
      async (upload: FileUpload) => {
        // An empty file input still sends a part with no name and no bytes.
        if (upload.fieldName !== "photos" || upload.size === 0 || refused) return;
        refused = await receivePhoto(upload, photos);
      },
    );
  } catch (error) {
    // A single part past the request's limit is as too large as many parts past it.
    if (error instanceof MaxTotalSizeExceededError || error instanceof MaxFileSizeExceededError) {
      return { status: "too-large" };
    }
    if (error instanceof MaxFilesExceededError)
      return { status: "photo-error", fields: {}, message: photoErrors.count };
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) return { status: "unreadable" };
    throw error;
  }
  const fields = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return refused ? { status: "photo-error", fields, message: refused } : { status: "read", fields, photos };
}

/** Adds the photo to the list, or answers why it is refused. */
async function receivePhoto(upload: FileUpload, photos: ReceivedPhoto[]) {
  if (photos.length === photoLimits.maxPhotos) return photoErrors.count;
  if (upload.size > photoLimits.maxPhotoBytes) return photoErrors.size;
  const data = Buffer.from(await upload.arrayBuffer());
  const type = (await fileTypeFromBuffer(data))?.mime;
  if (!isPhotoType(type)) return photoErrors.type;
  photos.push({ fileName: safeFileName(upload.name), contentType: type, size: data.length, data });
  return undefined;
}

function isPhotoType(type: string | undefined): type is PhotoType {
  return (photoLimits.types as readonly string[]).includes(type ?? "");
}

/** The device's file name, reduced to characters safe in a download's header; never used as a path. */
function safeFileName(name: string) {
  const cleaned = name
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[-.]+/, "")
    .slice(-100);
  return cleaned || "photo";
}

/** The quote form's post: its fields, and its photos when it was sent as multipart (or why they were refused). */
export async function readQuoteFormBody(
  request: Request,
): Promise<
  | { status: "read"; fields: Record<string, string>; photos: ReceivedPhoto[] | { refused: string } }
  | { status: "too-large"; what: "photos" | "text" }
  | { status: "unreadable" }
> {
  if (/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) {
    const body = await readMultipartQuote(request);
    if (body.status === "too-large") return { status: "too-large", what: "photos" };
    if (body.status === "unreadable") return body;
    return {
      status: "read",
      fields: body.fields,
      photos: body.status === "photo-error" ? { refused: body.message } : body.photos,
    };
  }
  try {
    return { status: "read", fields: Object.fromEntries(new URLSearchParams(await readBodyText(request))), photos: [] };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { status: "too-large", what: "text" };
    throw error;
  }
}
