import fs from "node:fs";
import { createRequire } from "node:module";
// A namespace import: `isSea` is all this needs, on every Node the app runs on.
import * as sea from "node:sea";

/** Where scripts/build-binary.ts embeds the PDF's font in the single binary. */
export const PDF_FONT_ASSET = "fonts/DejaVuSans.ttf";
/** DejaVu Sans (npm dejavu-fonts-ttf, the Bitstream Vera licence: free to embed): Spanish, "→" and "×" included. */
export const PDF_FONT_MODULE = "dejavu-fonts-ttf/ttf/DejaVuSans.ttf";

let font: Uint8Array | undefined;

/** The font's bytes, read once: from the binary's assets inside it, else from node_modules. */
export function pdfFontBytes() {
  font ??= sea.isSea()
    ? new Uint8Array(sea.getAsset(PDF_FONT_ASSET))
    : new Uint8Array(fs.readFileSync(createRequire(import.meta.url).resolve(PDF_FONT_MODULE)));
  return font;
}
