import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";

import { estimateText } from "~/content/estimate-text";
import { fillText } from "~/content/ui-text";
import { photosForPrint } from "~/leads/photo-print.server";
import { db } from "~/platform/db.server";

import type { EstimateAcceptance, EstimateVersion } from "../../db/schema";
import { longDate } from "./estimate-content";
import { type EstimateLine, formatCents } from "./estimate-lines";
import { pdfFontBytes } from "./pdf-font.server";

const PAGE = { width: 612, height: 792, margin: 54 };

const loadPdfLib = () => import("pdf-lib");
type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

/**
 * pdf-lib is loaded by the first PDF (newPdf), not at every start of the server and of its backup,
 * checkpoint and photo processes: it was about a fifth of a start's CPU time (0.4-0.5 s).
 */
let pdfLib: PdfLib | undefined;

/** An empty PDF with the embedded Unicode font, so Spanish and "→" print as they read on the page. */
async function newPdf() {
  pdfLib ??= await loadPdfLib();
  const doc = await pdfLib.PDFDocument.create();
  const { default: fontkit } = await import("@pdf-lib/fontkit");
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(pdfFontBytes(), { subset: true });
  return { doc, font };
}

function loadedPdfLib() {
  if (!pdfLib) throw new Error("Make the PDF with newPdf(): it loads pdf-lib");
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

/** Writes lines and photos top to bottom, starting a page when one is full (the insurance packet's too). */
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
 * The estimate as a PDF: the version's content word for word (what its SHA-256 was taken of),
 * then the signature block when accepted: who, when, how, the ticked optional lines, the
 * total, and the fingerprints the acceptance bound to. Made in-process with an embedded
 * Unicode font, so Spanish and "→" print as they read on the page.
 */
export async function renderEstimatePdf(version: EstimateVersion, acceptance: EstimateAcceptance | undefined) {
  const { doc, font } = await newPdf();
  const text = estimateText[version.language];
  doc.setTitle(`${text.estimateTitle} ${version.estimateId}-${version.number}`);
  doc.setLanguage(version.language === "es" ? "es-US" : "en-US");
  const writer = new Writer(doc, font);
  const [title = "", ...rest] = version.content.split("\n");
  writer.text(title, 16);
  for (const line of rest) writer.text(line);
  writer.text("");
  await linePhotos(writer, version);
  writer.text(text.signature, 13);
  if (acceptance) {
    const lines = JSON.parse(version.lines) as EstimateLine[];
    const ticked = (JSON.parse(acceptance.optionalLines) as number[]).map(
      (index) => `${index + 1}. ${lines[index]?.description ?? ""}`,
    );
    if (acceptance.signature) writer.drawing(acceptance.signature);
    writer.text(`${text.signedBy}: ${acceptance.signerName}`);
    writer.text(
      `${text.signedOn}: ${longDate(acceptance.acceptedAt.slice(0, 10), version.language)} (${acceptance.acceptedAt})`,
    );
    writer.text(`${text.signedHow}: ${text.methods[acceptance.method]}`);
    if (ticked.length) writer.text(`${text.optional}: ${ticked.join("; ")}`);
    writer.text(`${text.total}: ${formatCents(acceptance.totalCents)}`);
  } else {
    writer.text(fillText(text.acceptButton, { total: formatCents(version.baseTotalCents) }));
  }
  writer.text(`${text.contentHash}: ${version.contentSha256}`, 8);
  writer.text(`${text.terms} (SHA-256): ${version.termsSha256}`, 8);
  return doc.save();
}

/** Each line's photos from the lead, after the estimate's text, captioned with the line they show. */
async function linePhotos(writer: Writer, version: EstimateVersion) {
  const lines = JSON.parse(version.lines) as EstimateLine[];
  if (!lines.some((line) => line.photoIds.length)) return;
  const text = estimateText[version.language];
  const { leadId } = await db
    .selectFrom("estimates")
    .select("leadId")
    .where("id", "=", version.estimateId)
    .executeTakeFirstOrThrow();
  for (const [index, line] of lines.entries()) {
    for (const photo of await photosForPrint(leadId, line.photoIds))
      await writer.photo(photo.jpeg, fillText(text.photosOf, { what: `${index + 1}. ${line.description}` }));
  }
}

/** The PDF of a version with its acceptance, if any. */
export async function estimatePdfOf(versionId: number) {
  const version = await db.selectFrom("estimateVersions").selectAll().where("id", "=", versionId).executeTakeFirst();
  if (!version) return undefined;
  const acceptance = await db
    .selectFrom("estimateAcceptances")
    .selectAll()
    .where("versionId", "=", versionId)
    .executeTakeFirst();
  return { version, bytes: await renderEstimatePdf(version, acceptance) };
}

/** The signed PDF as the outbox worker attaches it to the acceptance's emails. */
export async function estimatePdfAttachment(acceptanceId: number) {
  const acceptance = await db
    .selectFrom("estimateAcceptances")
    .select("versionId")
    .where("id", "=", acceptanceId)
    .executeTakeFirst();
  const pdf = acceptance && (await estimatePdfOf(acceptance.versionId));
  if (!pdf) return undefined;
  const name = pdf.version.language === "es" ? "presupuesto" : "estimate";
  return {
    filename: `${name}-${pdf.version.estimateId}-${pdf.version.number}.pdf`,
    content: Buffer.from(pdf.bytes),
    contentType: "application/pdf",
  };
}
