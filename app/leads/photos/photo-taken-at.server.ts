import exifReader from "exif-reader";

/**
 * When the camera says a photo was taken (EXIF DateTimeOriginal, else DateTime), as the
 * camera's wall-clock time "YYYY-MM-DDTHH:MM:SS". exif-reader reads EXIF's zone-less time as
 * UTC, so the UTC fields are the camera's clock. Null without EXIF or with an unreadable one.
 */
export function exifTakenAt(exif: Buffer | undefined) {
  if (!exif) return null;
  try {
    const tags = exifReader(exif);
    const taken = tags.Photo?.DateTimeOriginal ?? tags.Image?.DateTime;
    return taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken.toISOString().slice(0, 19) : null;
  } catch {
    return null;
  }
}
