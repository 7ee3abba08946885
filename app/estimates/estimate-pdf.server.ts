import { estimateText } from "~/content/estimate-text";
import { fillText } from "~/content/ui-text";
import { photosForPrint } from "~/leads/photos/photo-print.server";
import { db } from "~/platform/db.server";
import { createPdf, type Writer } from "~/platform/pdf/pdf-writer.server";

import type { EstimateAcceptance, EstimateVersion } from "../../db/schema";
import { longDate } from "./estimate-content";
import { type EstimateLine, formatCents } from "./estimate-lines";

/**
 * The estimate as a PDF: the version's content word for word (what its SHA-256 was taken of),
 * then the signature block when accepted: who, when, how, the ticked optional lines, the
 * total, and the fingerprints the acceptance bound to. Made in-process with an embedded
 * Unicode font, so Spanish and "→" print as they read on the page.
 */
export async function renderEstimatePdf(version: EstimateVersion, acceptance: EstimateAcceptance | undefined) {
  const text = estimateText[version.language];
  const { doc, writer } = await createPdf(
    `${text.estimateTitle} ${version.estimateId}-${version.number}`,
    version.language,
  );
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
