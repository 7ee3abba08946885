import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startOwnerServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import type { TestServer } from "../helpers/server";
import type { TestSmtpServer } from "../helpers/smtp";
import type { StaffClient } from "../helpers/staff";

// Tuesday 10 a.m. in Waco: customer hours, so the packet's email goes at once.
const TUESDAY = "2026-03-10T10:00:00-05:00";

let server: TestServer;
let smtp: TestSmtpServer;
let owner: StaffClient;

beforeAll(async () => {
  ({ smtp, server, owner } = await startOwnerServer({ CLOCK_START: TUESDAY }));
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A phone photo of the damage: with the camera's time (EXIF DateTimeOriginal), or without any. */
function damagePhoto(takenAt?: string) {
  const image = sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 110, b: 70 } },
  }).jpeg();
  return (
    takenAt ? image.withExif({ IFD0: { Make: "Apple" }, IFD2: { DateTimeOriginal: takenAt } }) : image
  ).toBuffer();
}

describe("the insurance packet", () => {
  it("prints the lead's photos with their times, the hazard answers, the address and the two claim lines; staff download it and email it", async () => {
    const posted = await sendQuoteForm(
      server,
      {
        name: "Dolores Garza",
        phone: "254-555-0177",
        email: "dolores.packet@example.test",
        service: "emergency-tree-service",
        address: "4100 Sanger Ave, Waco",
        message: "The pecan came down on the garage in the night.",
      },
      {
        photos: [await damagePhoto("2026:03:09 23:41:07"), await damagePhoto()].map((bytes, index) => ({
          name: `IMG_${7000 + index}.JPG`,
          type: "image/jpeg",
          bytes,
        })),
      },
    );
    expect([200, 302, 303]).toContain(posted.status);
    // Stored clean: the photo cleaner runs at a low priority, so on a busy machine it waits its turn.
    const leadId = await waitFor(async () => {
      const { db } = server.openDb();
      try {
        const lead = await db.selectFrom("leads").select("id").where("name", "=", "Dolores Garza").executeTakeFirst();
        const clean = lead
          ? await db
              .selectFrom("leadPhotos")
              .select("id")
              .where("leadId", "=", lead.id)
              .where("normalized", "=", 1)
              .execute()
          : [];
        return lead && clean.length === 2 && lead.id;
      } finally {
        await db.destroy();
      }
    }, 60_000);
    // The hazard answers as the storm intake stores them; the owner's estimate splits removal and hauling.
    const { db } = server.openDb();
    await db
      .updateTable("leads")
      .set({
        stormHazards: JSON.stringify(["structure", "power-line"]),
        stormCanLeave: 1,
        stormInsuranceClaim: 1,
        stormTier: "red",
      })
      .where("id", "=", leadId)
      .execute();
    await db.destroy();
    const estimate = await owner.api("POST", `/api/leads/${leadId}/estimates`, {
      lines: [
        { description: "Remove the pecan from the garage roof", quantity: 1, unitPrice: 180_000 },
        { description: "Haul debris to the landfill", quantity: 2, unitPrice: 22_500 },
      ],
      expiresOn: "2026-04-30",
      send: false,
    });
    expect(estimate.status).toBe(201);

    const page = await (await owner.get(`/admin/leads/${leadId}`)).text();
    expect(page).toContain("Insurance packet");
    const response = await owner.get(`/admin/leads/${leadId}/insurance-packet`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());

    // Both photos are in it as images.
    const pdf = await PDFDocument.load(bytes);
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    expect(images).toHaveLength(2);

    const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("4100 Sanger Ave, Waco");
    expect(text).toContain("On the house or another building");
    expect(text).toContain("On or against a power line");
    expect(text).toContain("Could leave home safely: Yes");
    expect(text).toContain("Insurance claim: Yes");
    expect(text).toContain("Remove the tree from the structure: $1,800.00");
    expect(text).toContain("Haul the debris away: $450.00");
    expect(text).toContain("Photo 1: taken 2026-03-09 23:41 (camera's clock)");
    expect(text).toMatch(/Photo 2: received Mar 10, 2026[^(]*\(the photo carried no camera time\)/);

    const sent = await owner.postForm(`/admin/leads/${leadId}`, { intent: "packet-send" });
    expect(sent.status).toBe(302);
    const email = await waitFor(() =>
      smtp.messages.find(
        (message) =>
          message.envelopeTo.includes("dolores.packet@example.test") && /storm damage record/.test(message.subject),
      ),
    );
    expect(email.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf" })]);
  });
});
