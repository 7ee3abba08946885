import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";

import { pdfFontBytes } from "./pdf-font.server";

const PAGE = { width: 612, height: 792, margin: 54 };

const loadPdfLib = () => import("pdf-lib");
type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

/**
 * pdf-lib is loaded by the first PDF (createPdf), not at every start of the server and of its backup,
 * checkpoint and photo processes: it was about a fifth of a start's CPU time (0.4-0.5 s).
 */
let pdfLib: PdfLib | undefined;

function loadedPdfLib() {
  if (!pdfLib) throw new Error("Make the PDF with createPdf(): it loads pdf-lib");
  return pdfLib;
}
const SIZE = 10.5;
const LEADING = 15;

/** Breaks a line of text into lines that fit `width` at `size`, at spaces (a word longer than the line stands alone). */
function wrap(text: string, font: PDFFont, size: number, width: number) {
  const indent = /^\s*/.exec(text)?.[0] ?? "";
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let current = indent;
  for (const word of words) {
    const next = current.trim() ? `${current} ${word}` : `${indent}${word}`;
    if (font.widthOfTextAtSize(next, size) > width && current.trim()) {
      lines.push(current);
      current = `${indent}${word}`;
    } else current = next;
  }
  lines.push(current);
  return lines;
}

/** Writes lines and photos top to bottom, starting a page when one is full (the estimate's PDF, the insurance packet). */
export class Writer {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;
  private readonly ink = loadedPdfLib().rgb(0.1, 0.1, 0.1);
  private readonly black = loadedPdfLib().rgb(0, 0, 0);

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  text(text: string, size = SIZE) {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of text === "" ? [""] : wrap(text, this.font, size, width)) {
      if (this.y < PAGE.margin) this.newPage();
      if (line) this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font: this.font, color: this.ink });
      this.y -= size === SIZE ? LEADING : size * 1.4;
    }
  }

  /** A photo (JPEG) at most `maxWidth` points wide and half a page high, with its caption under it. */
  async photo(jpeg: Uint8Array, caption: string, maxWidth = 260) {
    const image = await this.doc.embedJpg(jpeg);
    const scale = Math.min(maxWidth / image.width, PAGE.height / 2 / image.height, 1);
    const { width, height } = image.scale(scale);
    if (this.y - height < PAGE.margin + LEADING) this.newPage();
    this.page.drawImage(image, { x: PAGE.margin, y: this.y - height, width, height });
    this.y -= height + LEADING;
    this.text(caption, 9);
    this.y -= 6;
  }

  /** A drawn signature's strokes (an SVG path in a 300 × 100 box), drawn at half size. */
  drawing(path: string) {
    if (this.y < PAGE.margin + 60) this.newPage();
    this.page.drawSvgPath(path, { x: PAGE.margin, y: this.y, scale: 0.5, borderColor: this.black, borderWidth: 1.5 });
    this.y -= 60;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
}

/**
 * A new PDF with the embedded Unicode font (so Spanish and "→" print as they read on the page),
 * its title and language, and a writer on its first page.
 */
export async function createPdf(title: string, language: "en" | "es") {
  pdfLib ??= await loadPdfLib();
  const doc = await pdfLib.PDFDocument.create();
  const { default: fontkit } = await import("@pdf-lib/fontkit");
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(pdfFontBytes(), { subset: true });
  doc.setTitle(title);
  doc.setLanguage(language === "es" ? "es-US" : "en-US");
  return { doc, writer: new Writer(doc, font) };
}
