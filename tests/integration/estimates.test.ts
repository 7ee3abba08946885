import { createHash } from "node:crypto";

import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { builderFields, type BuilderLine, customerLink, decodeHtml, readDb } from "../helpers/estimates";
import { startOwnerServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import { moveClockTo, type TestServer } from "../helpers/server";
import type { TestSmtpServer } from "../helpers/smtp";
import { insertLeads, messagesToSend, signedInClient, type StaffClient } from "../helpers/staff";

// Tuesday 10 a.m. in Waco: customer hours, so nothing waits for the morning.
const TUESDAY = "2026-03-10T10:00:00-05:00";
// Two days and a half-hour later: an estimate not opened gets its one nudge.
const THURSDAY = "2026-03-12T10:30:00-05:00";
// The Monday after its last day (Saturday the 14th): the expiry notice, and no second nudge.
const MONDAY = "2026-03-16T10:00:00-05:00";
const EXPIRES_ON = "2026-03-14";

let server: TestServer;
let smtp: TestSmtpServer;
let staff: StaffClient;

beforeAll(async () => {
  ({ smtp, server, owner: staff } = await startOwnerServer({ CLOCK_START: TUESDAY }));
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const squeeze = (text: string) => text.replace(/\s+/g, "");
/** Whether a page says something, failing with the words looked for rather than the whole page. */
const says = (page: string, words: string | RegExp) =>
  expect(typeof words === "string" ? page.includes(words) : words.test(page), String(words)).toBe(true);

const customerGet = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const customerPost = (path: string, fields: Array<[string, string]>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" },
  });

/** What the lead page's "Messages to send" card lists, by label. */
async function stillToSend(leadId: number) {
  const page = decodeHtml(await (await staff.get(`/admin/leads/${leadId}`)).text());
  return { page, labels: messagesToSend(page) };
}

async function pdfText(path: string) {
  const response = await customerGet(`${path}/pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

const oakLines: BuilderLine[] = [
  { description: "Remove dead live oak", area: "Front yard, over the drive", unitPrice: "1,200" },
  { description: "Grind the stump", area: "Front yard", unitPrice: "150", taxable: true, optional: true },
  { description: "Haul away brush", quantity: "2", unitPrice: "75.50", taxable: true },
];

/**
 * Draft → sent → viewed → changed and sent again (the old link says replaced) → viewed →
 * accepted with one optional line ticked, all as plain form posts; then the evidence and the PDF.
 */
async function walkAnEstimate(leadId: number, words: { replaced: RegExp; accepted: RegExp; tooShort: RegExp }) {
  // Without JavaScript, "+ Free-text line" posts the form and the builder comes back with a line.
  const builder = await (await staff.get(`/admin/leads/${leadId}/estimate`)).text();
  const addLine = /name="__intent__" value="([^"]+)"[^>]*>\+ Free-text line/.exec(builder)?.[1];
  expect(addLine).toBeTruthy();
  const added = await staff.postForm(`/admin/leads/${leadId}/estimate`, {
    __intent__: decodeHtml(addLine!),
    expiresOn: EXPIRES_ON,
  });
  expect(added.status).toBe(200);
  expect(await added.text()).toContain('name="lines[0].description"');

  const saved = await staff.postForm(
    `/admin/leads/${leadId}/estimate`,
    builderFields(oakLines.slice(0, 2), "estimate-save", { expiresOn: EXPIRES_ON }),
  );
  expect(saved.status).toBe(302);
  const draft = await (await staff.get(`/admin/leads/${leadId}/estimate`)).text();
  const estimateId = /name="estimateId" value="(\d+)"/.exec(draft)?.[1];
  expect(draft).toContain("Grind the stump");

  const sent = await staff.postForm(
    `/admin/leads/${leadId}/estimate`,
    builderFields(oakLines.slice(0, 2), "estimate-send", { expiresOn: EXPIRES_ON, estimateId: estimateId! }),
  );
  expect(sent.status).toBe(302);
  const first = await customerLink(staff, leadId);
  const firstPage = await customerGet(first);
  expect(firstPage.status).toBe(200);
  expect(firstPage.headers.get("Cache-Control")).toBe("no-store");
  expect(await firstPage.text()).toContain("Remove dead live oak");

  // The owner adds the brush: a new version; the first link says so and takes no answer.
  const resent = await staff.postForm(
    `/admin/leads/${leadId}/estimate`,
    builderFields(oakLines, "estimate-send", { expiresOn: EXPIRES_ON, estimateId: estimateId! }),
  );
  expect(resent.status).toBe(302);
  const second = await customerLink(staff, leadId);
  expect(second).not.toBe(first);
  says(decodeHtml(await (await customerGet(first)).text()), words.replaced);
  const lateAnswer = await customerPost(first, [
    ["intent", "accept"],
    ["signerName", "Someone Else"],
    ["agree", "on"],
  ]);
  expect(lateAnswer.status).toBe(400);

  const page = decodeHtml(await (await customerGet(second)).text());
  says(page, "Haul away brush");
  // The customer's own page: the site's frame, without the phone's Call / Free Quote bar.
  says(page, "<footer");
  expect(page).not.toContain('data-testid="mobile-call-bar"');
  says(page, "→ Front yard, over the drive");
  // Required: $1,200 + 2 × $75.50 = $1,351.00, tax 8.25% of $151.00 = $12.46.
  says(page, "$1,363.46");

  // Without JavaScript, "Update total" re-renders the total with the stump ticked: + $150 + $12.38 tax.
  const retotalled = decodeHtml(
    await (
      await customerPost(second, [
        ["intent", "total"],
        ["optional", "1"],
      ])
    ).text(),
  );
  says(retotalled, "$1,525.83");

  const oneLetter = await customerPost(second, [
    ["intent", "accept"],
    ["optional", "1"],
    ["signerName", "J."],
    ["agree", "on"],
  ]);
  expect(oneLetter.status).toBe(400);
  says(decodeHtml(await oneLetter.text()), words.tooShort);

  const accepted = await customerPost(second, [
    ["intent", "accept"],
    ["optional", "1"],
    ["signerName", "José Ñúñez"],
    ["agree", "on"],
  ]);
  expect(accepted.status).toBe(303);
  says(decodeHtml(await (await customerGet(second)).text()), words.accepted);

  const evidence = await readDb(server, async (db) => {
    const lead = await db
      .selectFrom("leads")
      .select(["outcome", "jobValueCents"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    const versions = await db
      .selectFrom("estimateVersions")
      .selectAll()
      .where("estimateId", "=", Number(estimateId))
      .orderBy("number")
      .execute();
    const acceptance = await db.selectFrom("estimateAcceptances").selectAll().executeTakeFirstOrThrow();
    return { lead, versions, acceptance: acceptance };
  });
  const latest = evidence.versions[1]!;
  expect(evidence.lead).toEqual({ outcome: "won", jobValueCents: 152_583 });
  expect(evidence.versions[0]!.replacedAt).not.toBeNull();
  expect(latest.viewedAt).not.toBeNull();
  expect(sha256(latest.content)).toBe(latest.contentSha256);
  expect(sha256(latest.terms)).toBe(latest.termsSha256);
  // A sent version never changes, whoever writes to the database: a change is a new version.
  await expect(
    readDb(server, (db) =>
      db.updateTable("estimateVersions").set({ content: "Altered" }).where("id", "=", latest.id).execute(),
    ),
  ).rejects.toThrow("a sent estimate version never changes");
  return { second, latest, evidence };
}

describe("written estimates", () => {
  it("goes from draft to accepted without JavaScript, marks the lead Won with the ticked total, and prints what was signed", async () => {
    const [leadId] = await insertLeads(server, [
      { name: "José Ñúñez", email: "jose.estimate@example.test", address: "1200 Austin Ave, Waco" },
    ]);
    const { second, latest, evidence } = await walkAnEstimate(leadId!, {
      replaced: /replaced by a newer estimate/,
      accepted: /Estimate accepted: thank you!/,
      tooShort: /at least two letters/,
    });
    const acceptance = await readDb(server, (db) =>
      db.selectFrom("estimateAcceptances").selectAll().where("versionId", "=", latest.id).executeTakeFirstOrThrow(),
    );
    expect(acceptance).toMatchObject({
      contentSha256: latest.contentSha256,
      termsSha256: latest.termsSha256,
      signerName: "José Ñúñez",
      method: "typed",
      optionalLines: "[1]",
      totalCents: 152_583,
      link: second,
      userAgent: expect.stringContaining("iPhone"),
    });
    expect(acceptance.ip).toBeTruthy();
    expect(evidence.acceptance.id).toBe(acceptance.id);

    const text = await pdfText(second);
    expect(squeeze(text)).toContain(squeeze(latest.content));
    expect(text).toContain("José Ñúñez");
    expect(text).toContain("→");
    expect(text).toContain(latest.contentSha256);

    // The signed PDF goes to the customer and to the office.
    const mails = await waitFor(() => {
      const signed = smtp.messages.filter((message) =>
        message.attachments.some((file) => file.contentType === "application/pdf"),
      );
      return signed.length >= 2 && signed;
    });
    expect(mails.map((mail) => mail.envelopeTo).flat()).toContain("jose.estimate@example.test");
    expect(
      smtp.messages.some(
        (mail) => mail.envelopeTo.includes("jose.estimate@example.test") && mail.text.includes("/estimate/"),
      ),
    ).toBe(true);

    const leadPage = await (await staff.get(`/admin/leads/${leadId}`)).text();
    expect(leadPage).toContain("Estimate viewed by the customer");
    expect(leadPage).toContain("Estimate accepted");
  });

  it("does the same in Spanish, on /es/presupuesto, and the PDF prints ñ, á and →", async () => {
    const [leadId] = await insertLeads(server, [
      { name: "José Ñúñez", email: "jose.presupuesto@example.test", address: "Calle Álamo 12, Waco" },
    ]);
    await readDb(server, (db) => db.updateTable("leads").set({ language: "es" }).where("id", "=", leadId!).execute());
    const { second } = await walkAnEstimate(leadId!, {
      replaced: /reemplazado por uno más reciente/,
      accepted: /Presupuesto aceptado: ¡gracias!/,
      tooShort: /al menos dos letras/,
    });
    expect(second).toMatch(/^\/es\/presupuesto\//);
    const text = await pdfText(second);
    for (const letter of ["ñ", "á", "→"]) expect(text).toContain(letter);
    expect(text).toContain("Presupuesto de Waco Tree Service");
  });

  it("declines: the lead is Lost with the customer's reason on its timeline", async () => {
    const [leadId] = await insertLeads(server, [{ name: "Zoë Brontë", email: "zoe.estimate@example.test" }]);
    await staff.postForm(
      `/admin/leads/${leadId}/estimate`,
      builderFields(oakLines.slice(0, 1), "estimate-send", { expiresOn: EXPIRES_ON }),
    );
    const link = await customerLink(staff, leadId!);
    const declined = await customerPost(link, [
      ["intent", "decline"],
      ["message", "Too pricey for us this year"],
    ]);
    expect(declined.status).toBe(303);
    expect(await (await customerGet(link)).text()).toContain("You declined this estimate");
    const lead = await readDb(server, (db) =>
      db.selectFrom("leads").select(["outcome", "lostReason"]).where("id", "=", leadId!).executeTakeFirstOrThrow(),
    );
    expect(lead).toEqual({ outcome: "lost", lostReason: "other" });
    const { page, labels } = await stillToSend(leadId!);
    expect(page).toContain("Too pricey for us this year");
    expect(labels).toEqual([]);
    says(page, "not sent: the customer declined the estimate");
  });

  it("signed at home and drawn: carries the 3-day notice, takes a request for changes, refuses a malformed drawing; after the yes, nothing left to send", async () => {
    const asked = await sendQuoteForm(server, {
      name: "Inés Varela",
      phone: "2545550177",
      email: "ines.yes@example.test",
      service: "tree-removal",
      message: "The oak leans over the roof",
    });
    expect(asked.status).toBe(302);
    const { id: leadId } = await readDb(server, (db) =>
      db.selectFrom("leads").select("id").where("email", "=", "ines.yes@example.test").executeTakeFirstOrThrow(),
    );
    // Signed on the estimator's phone at the customer's home: the 3-day right to cancel (issue #46 item 6).
    await staff.postForm(
      `/admin/leads/${leadId}/estimate`,
      builderFields(oakLines.slice(0, 1), "estimate-send", { expiresOn: EXPIRES_ON, atHome: "on" }),
    );
    const before = await stillToSend(leadId);
    expect(before.labels).toEqual(
      expect.arrayContaining(["Overdue call-back", "Estimate nudge", "Estimate nudge", "Estimate expiry notice"]),
    );
    const link = await customerLink(staff, leadId);
    says(decodeHtml(await (await customerGet(link)).text()), "Notice of cancellation (3-day right to cancel)");

    // Ask for changes: the customer's words on the lead's timeline.
    const changes = await customerPost(link, [
      ["intent", "changes"],
      ["message", "Could you add the crape myrtle by the gate?"],
    ]);
    expect(changes.status).toBe(303);
    says(
      decodeHtml(await (await staff.get(`/admin/leads/${leadId}`)).text()),
      "Could you add the crape myrtle by the gate?",
    );

    // A drawing the pad never writes is refused before anything is stored (the PDF draws it).
    const sign = (drawing: string) =>
      customerPost(link, [
        ["intent", "accept"],
        ["signerName", "Inés Varela"],
        ["agree", "on"],
        ["drawing", drawing],
      ]);
    expect((await sign("M")).status).toBe(400);
    const accepted = await sign("M 12 40 L 30 22 L 48 60 M 70 40 L 90 41");
    expect(accepted.status).toBe(303);
    expect(
      await readDb(server, (db) =>
        db
          .selectFrom("estimateAcceptances")
          .innerJoin("estimateVersions", "estimateVersions.id", "estimateAcceptances.versionId")
          .innerJoin("estimates", "estimates.id", "estimateVersions.estimateId")
          .select(["method", "signature"])
          .where("estimates.leadId", "=", leadId)
          .execute(),
      ),
    ).toEqual([{ method: "drawn", signature: "M 12 40 L 30 22 L 48 60 M 70 40 L 90 41" }]);
    expect(await pdfText(link)).toContain("drawn signature");
    const after = await stillToSend(leadId);
    expect(after.labels).toEqual([]);
    const timeline = /aria-label="What happened, oldest first"[\s\S]*?<\/ol>/.exec(after.page)?.[0] ?? "";
    const notSent = [...timeline.matchAll(/>([^<]+ not sent)<\/p>/g)].map((match) => match[1]);
    expect(notSent.sort()).toEqual([
      "Estimate expiry notice to the customer not sent",
      "Estimate nudge to the customer not sent",
      "Estimate nudge to the customer not sent",
      "Overdue call-back to the office not sent",
    ]);
    expect(timeline.match(/not sent: the customer accepted the estimate/g)).toHaveLength(4);
  });

  it("is written and sent through the API, and read back", async () => {
    const [leadId] = await insertLeads(server, [{ name: "Renée Ortíz", email: "renee.api@example.test" }]);
    const refused = await staff.api("POST", `/api/leads/${leadId}/estimates`, { lines: [], expiresOn: EXPIRES_ON });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, message: "Give at least one line" });
    const created = await staff.api("POST", `/api/leads/${leadId}/estimates`, {
      lines: [
        { description: "Raise canopy of pecan", quantity: 1, unitPrice: 45_000, taxable: true, optional: false },
        { description: "Deep-root feeding", quantity: 1, unitPrice: 9_000, taxable: false, optional: true },
      ],
      expiresOn: EXPIRES_ON,
      send: true,
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number; url: string; total: number; status: string };
    // $450 + 8.25% tax ($37.13); the optional feeding is not counted until ticked.
    expect(body).toMatchObject({ success: true, total: 48_713, status: "sent" });
    expect(body.url).toMatch(/^https?:\/\/[^/]+\/estimate\/\d+-/);
    const listed = (await (await staff.api("GET", `/api/leads/${leadId}/estimates`)).json()) as {
      data: Array<{ id: number }>;
    };
    expect(listed.data.map((estimate) => estimate.id)).toEqual([body.id]);
    const one = (await (await staff.api("GET", `/api/estimates/${body.id}`)).json()) as {
      data: Record<string, unknown>;
    };
    expect(one.data).toMatchObject({ id: body.id, status: "sent", total: 48_713, url: body.url, version: 1 });
    expect((await staff.api("GET", "/api/estimates/999999")).status).toBe(404);
  });

  it("nudges once and sends one expiry notice, never to a closed lead", async () => {
    const [waiting, closed] = await insertLeads(server, [
      { name: "Ana Peña", email: "ana.nudge@example.test" },
      { name: "Raúl Lost", email: "raul.closed@example.test" },
    ]);
    for (const leadId of [waiting!, closed!])
      expect(
        (
          await staff.postForm(
            `/admin/leads/${leadId}/estimate`,
            builderFields(oakLines.slice(0, 1), "estimate-send", { expiresOn: EXPIRES_ON }),
          )
        ).status,
      ).toBe(302);
    const lost = await staff.postForm(`/admin/leads/${closed}`, { intent: "mark-lost", lostReason: "timing" });
    expect(lost.status).toBe(302);
    const to = (address: string, subject: RegExp) =>
      smtp.messages.filter((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject));

    await moveClockTo(server, THURSDAY);
    await waitFor(() => to("ana.nudge@example.test", /A reminder/).length > 0);
    await moveClockTo(server, MONDAY);
    await waitFor(() => to("ana.nudge@example.test", /has expired/).length > 0);
    const decided = await readDb(server, (db) =>
      db
        .selectFrom("scheduledMessages")
        .select(["kind", "status", "leadId"])
        .where("kind", "like", "estimate-%")
        .where("leadId", "in", [waiting!, closed!])
        .where("status", "!=", "pending")
        .orderBy("id")
        .execute(),
    );
    expect(to("ana.nudge@example.test", /A reminder/)).toHaveLength(1);
    expect(to("ana.nudge@example.test", /has expired/)).toHaveLength(1);
    // The timeline says so, once the notice is sent.
    await waitFor(() =>
      readDb(server, (db) =>
        db
          .selectFrom("leadEvents")
          .select("id")
          .where("leadId", "=", waiting!)
          .where("kind", "=", "estimate-expired")
          .executeTakeFirst(),
      ),
    );
    // Six days on, the owner's session has ended: signed in again.
    const owner = await signedInClient(server);
    says(decodeHtml(await (await owner.get(`/admin/leads/${waiting}`)).text()), "Estimate expired");
    // And on the staff home: the funnel counts it (with any other test's past its day), and the latest events name its lead.
    const home = decodeHtml(await (await owner.get("/admin?period=30d")).text());
    says(home, /Expired [1-9]\d* \(\d+%/);
    says(home, /Expired for\s*(<!-- -->)?\s*<a[^>]*>Ana Peña<\/a>/);
    expect(
      smtp.messages.filter(
        (mail) => mail.envelopeTo.includes("raul.closed@example.test") && !/Your estimate from/.test(mail.subject),
      ),
    ).toEqual([]);
    expect(decided.filter((row) => row.leadId === closed && row.status === "sent").map((row) => row.kind)).toEqual([
      "estimate-sent",
    ]);
    expect(decided.filter((row) => row.leadId === waiting && row.kind === "estimate-nudge-unanswered")[0]?.status).toBe(
      "dropped",
    );
  });
});
