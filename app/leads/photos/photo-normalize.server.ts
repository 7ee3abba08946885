import fs from "node:fs/promises";

import pLimit from "p-limit";

import { decodeHeic } from "~/platform/heic-decoder.server";
import { loadSharp } from "~/platform/sharp.server";

import type { PhotoType } from "../../../db/schema";
import { exifTakenAt } from "./photo-taken-at.server";

/** Longest side of a stored photo: enough to judge a trunk's cracks, a fraction of a phone photo's bytes. */
export const MAX_PHOTO_EDGE = 2560;
/**
 * Pixels a photo may have, read from its header before anything is decoded: a 48-megapixel phone
 * photo passes; a decompression bomb (20,000 × 20,000 pixels in a 1.5 MB PNG) is refused at once.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Side of the square thumbnail on the lead page (96 CSS pixels on a 3× phone screen). */
export const THUMBNAIL_EDGE = 320;

/** What every stored photo is: formats every browser shows. HEIC/HEIF become JPEG. */
export type StoredPhotoType = Extract<PhotoType, "image/jpeg" | "image/png" | "image/webp">;

export const storedType = {
  "image/jpeg": "image/jpeg",
  "image/heic": "image/jpeg",
  "image/heif": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
} as const satisfies Record<PhotoType, StoredPhotoType>;

export const normalizeRefusals = {
  pixels: `Photos must be under ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
  unreadable: "A photo could not be read as a picture",
} as const;

interface NormalizedPhoto {
  contentType: StoredPhotoType;
  data: Buffer;
  thumbnail: Buffer;
}

type Sharp = Awaited<ReturnType<typeof loadSharp>>;

/**
 * A photo as it is stored: upright (its orientation tag applied), at most MAX_PHOTO_EDGE on its
 * longer side, re-encoded without any metadata (GPS position, camera, time), HEIC/HEIF as JPEG,
 * with its thumbnail. Only the first frame of an animated image is kept. Refused when its header
 * states too many pixels, or when it cannot be decoded (decision 040).
 */
export function normalizePhoto(
  input: string | Buffer,
  type: PhotoType,
): Promise<{ photo: NormalizedPhoto } | { refused: string }> {
  return normalizing(() => normalizeNow(input, type));
}

/**
 * Photos normalized at once, all visitors together: each holds its decoded
 * pixels (about 50 MB for a 12-megapixel photo) while it is worked on, so ten
 * visitors' photos at once would be half a gigabyte. The others wait their
 * turn, on disk (decision 039).
 */
const normalizing = pLimit(2);

async function normalizeNow(
  input: string | Buffer,
  type: PhotoType,
): Promise<{ photo: NormalizedPhoto } | { refused: string }> {
  const sharp = await loadSharp();
  try {
    const image = type === "image/heic" || type === "image/heif" ? await heifImage(sharp, input) : sharp(input, limits);
    if ("refused" in image) return image;
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > MAX_PHOTO_PIXELS) return { refused: normalizeRefusals.pixels };

    const contentType = storedType[type];
    const resized = image
      .autoOrient()
      .resize({ width: MAX_PHOTO_EDGE, height: MAX_PHOTO_EDGE, fit: "inside", withoutEnlargement: true });
    const encoded =
      contentType === "image/png"
        ? resized.png()
        : contentType === "image/webp"
          ? resized.webp({ quality: 82 })
          : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 82 });
    const data = await encoded.toBuffer();
    return { photo: { contentType, data, thumbnail: await thumbnailOf(sharp, data) } };
  } catch (error) {
    // libvips' own refusals: past limitInputPixels (from the header), or a truncated or malformed file.
    const reason = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(reason)) return { refused: normalizeRefusals.pixels };
    console.warn(`A ${type} photo was refused: ${reason}`);
    return { refused: normalizeRefusals.unreadable };
  }
}

/**
 * What can be known of a photo from its header, in about a millisecond, while the visitor waits:
 * that libvips can open it (HEIC included: its container is read, not its HEVC pixels), that it
 * has at most MAX_PHOTO_PIXELS, and when the camera says it was taken (the insurance packet's
 * time; the metadata is stripped when the photo is cleaned). The pixels are decoded later, by
 * the job that normalizes it.
 */
export async function inspectPhoto(photo: string | Buffer): Promise<{ refused: string } | { takenAt: string | null }> {
  const sharp = await loadSharp();
  try {
    const { width = 0, height = 0, exif } = await sharp(photo, limits).metadata();
    if (width * height > MAX_PHOTO_PIXELS) return { refused: normalizeRefusals.pixels };
    if (width * height === 0) return { refused: normalizeRefusals.unreadable };
    return { takenAt: exifTakenAt(exif) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(reason)) return { refused: normalizeRefusals.pixels };
    console.warn(`A photo was refused from its header: ${reason}`);
    return { refused: normalizeRefusals.unreadable };
  }
}

/** A stored photo's thumbnail, for a photo stored before thumbnails were (normalized first, as it never was). */
export async function thumbnailOfStored(data: Buffer, type: PhotoType) {
  const normalized = await normalizePhoto(data, type);
  return "photo" in normalized ? normalized.photo.thumbnail : undefined;
}

/** Decoding stops before the whole image when the header is past the limit; libvips' warnings pass, its errors refuse. */
const limits = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" } as const;

function thumbnailOf(sharp: Sharp, photo: Buffer) {
  return sharp(photo, limits)
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** One HEIC decoded at a time: libheif holds the whole picture while it decodes. */
let heifQueue: Promise<unknown> = Promise.resolve();

/**
 * libvips as sharp ships it reads HEIF's AV1 flavour (AVIF) only, not the HEVC of iPhone photos:
 * heic-decode decodes them (heic-decoder.server.ts); libheif applies the container's rotation
 * itself, so the pixels come upright.
 */
function heifImage(sharp: Sharp, input: string | Buffer) {
  const decoded = heifQueue.then(async () => {
    const result = await decodeHeic(typeof input === "string" ? await fs.readFile(input) : input, MAX_PHOTO_PIXELS);
    if ("refused" in result) return { refused: normalizeRefusals[result.refused] };
    const { width, height, data } = result;
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  });
  // Settled to nothing: the queue must not keep the last photo's pixels (48 MB for 12 megapixels).
  heifQueue = decoded.then(
    () => undefined,
    () => undefined,
  );
  return decoded;
}
