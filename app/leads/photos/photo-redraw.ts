// A module of its own, importing nothing the page already has (which would split that into a file
// of its own): the photo field loads it when a visitor picks photos, the quote's send when it sends them.

/** Photos wider or taller than this are scaled down in the browser before they are sent. */
const MAX_EDGE = 2000;

/**
 * Drawn again as a JPEG of at most 2,000 px, which spares slow mobile data and
 * leaves the photo's metadata behind, its GPS position among it (decision
 * 029). A photo the browser can't draw (HEIC, on most) goes as it is.
 */
async function redrawn(file: File): Promise<File> {
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

/** Redrawn photos by what identifies a chosen file on its way into a form's post and out again. */
const drawn = new Map<string, Promise<File>>();

/**
 * The photo as it is sent: drawn again once, whenever it is first asked for (chosen, or sent
 * before that: a photo chosen before the page's script started), then the same file every time.
 */
export function shrunk(file: File): Promise<File> {
  const key = `${file.type} ${file.size} ${file.name}`;
  if (!drawn.has(key)) drawn.set(key, redrawn(file));
  return drawn.get(key)!;
}
