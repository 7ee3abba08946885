// A module of its own: photo-field.tsx loads it when a visitor picks photos.

/** Photos wider or taller than this are scaled down in the browser before they are sent. */
const MAX_EDGE = 2000;

/**
 * Drawn again as a JPEG of at most 2,000 px, which spares slow mobile data and
 * leaves the photo's metadata behind, its GPS position among it (decision
 * 029). For JPEG, PNG and WebP; a photo the browser can't draw (HEIC) goes as it is.
 */
export async function redrawn(file: File): Promise<File> {
  try {
    const image = await createImageBitmap(file);
    const scale = Math.min(1, MAX_EDGE / Math.max(image.width, image.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(image.width * scale);
    canvas.height = Math.round(image.height * scale);
    canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return blob ? new File([blob], file.name.replace(/\.\w+$/, "") + ".jpg", { type: "image/jpeg" }) : file;
  } catch {
    return file;
  }
}
