import { formatWacoTime } from "~/clock/waco-time";
import { business } from "~/content/business";
import { debrisWording, packetText } from "~/content/packet-text";
import { stormText } from "~/content/storm-text";
import { fillText } from "~/content/ui-text";
import { db } from "~/platform/db.server";
import { createPdf } from "~/platform/pdf/pdf-writer.server";
import { formatPhone } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";

import type { Lead } from "../../../db/schema";
import { photosForPrint } from "./photo-print.server";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

interface PricedLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  optional?: boolean;
}

/**
 * The lines of the lead's estimate that stands for the job: the accepted one, else the latest
 * sent, else the latest draft (read from the tables: the estimates domain builds on leads).
 * An accepted estimate counts only its ticked optional lines; the others, none.
 */
async function estimateLines(leadId: number): Promise<PricedLine[]> {
  const estimate = await db
    .selectFrom("estimates")
    .leftJoin("estimateVersions as version", "version.id", "estimates.versionId")
    .leftJoin("estimateAcceptances as acceptance", "acceptance.versionId", "version.id")
    .select(["estimates.status", "estimates.draft", "version.lines", "acceptance.optionalLines"])
    .where("estimates.leadId", "=", leadId)
    .orderBy((eb) => eb.case().when("estimates.status", "=", "accepted").then(0).else(1).end())
    .orderBy("estimates.id", "desc")
    .executeTakeFirst();
  if (!estimate) return [];
  const lines = (
    estimate.lines ? JSON.parse(estimate.lines) : (JSON.parse(estimate.draft) as { lines: PricedLine[] }).lines
  ) as PricedLine[];
  const ticked = new Set(JSON.parse(estimate.optionalLines ?? "[]") as number[]);
  return lines.filter((line, index) => !line.optional || ticked.has(index));
}

/** The two lines policies pay separately: removal from the structure, and debris hauling; each with its own lines and subtotal. */
function claimLines(lines: PricedLine[]) {
  const debris = lines.filter((line) => debrisWording.test(line.description));
  const removal = lines.filter((line) => !debrisWording.test(line.description));
  const total = (some: PricedLine[]) => some.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  return { structure: { lines: removal, cents: total(removal) }, debris: { lines: debris, cents: total(debris) } };
}

function hazardLines(lead: Lead) {
  const words = packetText[lead.language];
  const intake = stormText[lead.language].intake;
  const yesNo = (value: number | null) =>
    value === 1 ? words.answers.yes : value === 0 ? words.answers.no : words.answers.unknown;
  const hazards = JSON.parse(lead.stormHazards ?? "[]") as Array<keyof typeof intake.hazards>;
  if (!hazards.length && lead.stormCanLeave === null) return [words.noHazards];
  return [
    ...hazards.map((hazard) => `• ${intake.hazards[hazard] ?? hazard}`),
    `${words.canLeave}: ${yesNo(lead.stormCanLeave)}`,
    `${words.claim}: ${yesNo(lead.stormInsuranceClaim)}`,
  ];
}

/**
 * A lead's insurance packet as a PDF, in the lead's language: the address and the homeowner,
 * the hazard answers, the work in the two lines policies pay separately ("remove from the
 * structure", "haul debris") from the lead's estimate, and every photo with the time the camera
 * gave it (else when it reached us). Undefined for a lead that does not exist.
 */
export async function insurancePacketPdf(leadId: number, now = new Date()) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!lead) return undefined;
  const words = packetText[lead.language];
  const [{ phoneNumber }, lines, photos] = await Promise.all([
    getSiteSettings(),
    estimateLines(lead.id),
    db
      .selectFrom("leadPhotos")
      .select(["id", "takenAt", "createdAt"])
      .where("leadId", "=", lead.id)
      .where("normalized", "=", 1)
      .orderBy("id")
      .execute(),
  ]);
  const { doc, writer } = await createPdf(`${words.title}: ${lead.name}`, lead.language);
  writer.text(words.title, 16);
  writer.text(words.intro, 9);
  writer.text("");
  for (const [label, value] of [
    [words.customer, lead.name],
    [words.address, lead.address ?? words.noAddress],
    [words.received, formatWacoTime(lead.createdAt)],
    [words.company, `${business.name}, ${formatPhone(phoneNumber)}`],
    [words.preparedOn, formatWacoTime(now)],
  ])
    writer.text(`${label}: ${value}`);
  writer.text("");
  writer.text(words.hazardsHeading, 13);
  for (const line of hazardLines(lead)) writer.text(line);
  writer.text("");
  writer.text(words.workHeading, 13);
  const claim = claimLines(lines);
  for (const [heading, part] of [
    [words.structure, claim.structure],
    [words.debris, claim.debris],
  ] as const) {
    writer.text(`${heading}: ${part.lines.length ? dollars.format(part.cents / 100) : words.notPriced}`);
    for (const line of part.lines)
      writer.text(`    ${line.description}: ${line.quantity} × ${dollars.format(line.unitPriceCents / 100)}`, 9);
  }
  writer.text("");
  writer.text(words.photosHeading, 13);
  if (!photos.length) writer.text(words.noPhotos);
  const printed = new Map(
    (
      await photosForPrint(
        lead.id,
        photos.map((photo) => photo.id),
      )
    ).map((p) => [p.id, p]),
  );
  for (const [index, photo] of photos.entries()) {
    const print = printed.get(photo.id);
    if (!print) continue;
    const caption = photo.takenAt
      ? fillText(words.taken, { number: index + 1, time: photo.takenAt.replace("T", " ").slice(0, 16) })
      : fillText(words.uploaded, { number: index + 1, time: formatWacoTime(photo.createdAt) });
    await writer.photo(print.jpeg, caption, 360);
  }
  return { lead, bytes: await doc.save() };
}

/** The packet as the outbox worker attaches it to the customer's email. */
export async function insurancePacketAttachment(leadId: number) {
  const packet = await insurancePacketPdf(leadId);
  if (!packet) return undefined;
  const name = packet.lead.language === "es" ? "registro-de-danos" : "storm-damage-record";
  return { filename: `${name}-${leadId}.pdf`, content: Buffer.from(packet.bytes), contentType: "application/pdf" };
}

/** Whether a lead has a storm's answers (a tier, hazards or a claim): the lead page offers its packet then. */
export async function hasStormAnswers(leadId: number) {
  const lead = await db
    .selectFrom("leads")
    .select(["stormTier", "stormHazards", "stormInsuranceClaim"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  return Boolean(lead && (lead.stormTier || lead.stormHazards || lead.stormInsuranceClaim));
}
