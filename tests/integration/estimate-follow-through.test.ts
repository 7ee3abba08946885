import fs from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { builderFields, customerLink, decodeHtml, readDb } from "../helpers/estimates";
import { phoneJpeg } from "../helpers/phone-photos";
import { waitFor } from "../helpers/poll";
import { quoteForm } from "../helpers/quote-form";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { adminEnv, insertLeads, signedInClient, StaffClient } from "../helpers/staff";
import { startWebhookReceiver, WEBHOOK_SECRET } from "../helpers/webhook-receiver";

// Tuesday 10 a.m. in Waco: customer hours.
const TUESDAY = "2026-03-10T10:00:00-05:00";
const EXPIRES_ON = "2026-03-31";
const CREW_EMAIL = "crew.estimates@example.com";
const CREW_PASSWORD = "limber-otter-quartz-fjord";

let server: TestServer;
let smtp: TestSmtpServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: StaffClient;
let crew: StaffClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startWebhookReceiver();
  server = await startServer({
    env: {
      ...adminEnv,
      SMTP_URL: smtp.url,
      CLOCK_START: TUESDAY,
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOX_RETRY_BASE_MS: "200",
    },
  });
  owner = await signedInClient(server);
  const added = await owner.postForm("/admin/staff", {
    intent: "add-account",
    email: CREW_EMAIL,
    password: CREW_PASSWORD,
  });
  expect(added.status).toBe(302);
  crew = new StaffClient(server);
  expect((await crew.signIn(CREW_EMAIL, CREW_PASSWORD)).status).toBe(302);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await receiver?.stop();
});

const text = async (response: Response | Promise<Response>) => decodeHtml(await (await response).text());
const local = (url: string) => new URL(url).pathname;

/** An estimate sent by the owner through the API: a pecan's canopy ($450, taxable) and an optional feeding ($90). */
async function sendEstimate(leadId: number) {
  const created = await owner.api("POST", `/api/leads/${leadId}/estimates`, {
    lines: [
      { description: "Raise canopy of pecan", quantity: 1, unitPrice: 45_000, taxable: true },
      { description: "Deep-root feeding", quantity: 1, unitPrice: 9_000, optional: true },
    ],
    expiresOn: EXPIRES_ON,
    send: true,
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: number; url: string; total: number };
}

const eventsOf = (estimateId: number) =>
  receiver.events.filter((event) => event.type.startsWith("estimate.") && event.data.id === estimateId);

describe("estimates after they are sent", () => {
  it("records an acceptance given by phone, by a staff account that sees no prices, and delivers the webhooks", async () => {
    const [leadId] = (await insertLeads(server, [
      { name: "María Pérez", email: "maria.phone@example.test", phone: "2545550142" },
    ])) as [number];
    const sent = await sendEstimate(leadId);
    // $450 + 8.25% tax ($37.13).
    expect(sent.total).toBe(48_713);

    // The office help sees where it stands, never what it costs (decision 073).
    const crewPage = await text(crew.get(`/admin/leads/${leadId}`));
    expect(crewPage).toContain("Sent, not opened yet");
    expect(crewPage).toContain("Estimates carry prices, which are the owner");
    expect(crewPage).not.toContain("$487.13");
    expect(crewPage).not.toContain(local(sent.url));
    expect((await crew.get(`/admin/leads/${leadId}/estimate`)).status).toBe(403);
    expect((await crew.api("GET", `/api/estimates/${sent.id}`)).status).toBe(403);
    const crewPost = await crew.api("POST", `/api/leads/${leadId}/estimates`, {
      lines: [{ description: "Remove the stump", unitPrice: 20_000 }],
      expiresOn: EXPIRES_ON,
    });
    expect(crewPost.status).toBe(403);
    expect(((await crewPost.json()) as { message: string }).message).toContain("Estimates carry prices");

    const phone = (signerName: string) =>
      crew.postForm(`/admin/leads/${leadId}`, {
        intent: "estimate-phone-accept",
        estimateId: String(sent.id),
        signerName,
      });
    const tooShort = await phone("M");
    expect(tooShort.status).toBe(409);
    expect(await text(tooShort)).toContain("at least two letters");
    expect((await phone("María Pérez")).status).toBe(302);

    const evidence = await readDb(server, async (db) => ({
      acceptance: await db
        .selectFrom("estimateAcceptances")
        .selectAll()
        .where("versionId", "=", Number(/\/(\d+)-/.exec(sent.url)![1]))
        .executeTakeFirstOrThrow(),
      lead: await db
        .selectFrom("leads")
        .select(["outcome", "jobValueCents"])
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow(),
    }));
    expect(evidence.acceptance).toMatchObject({
      signerName: "María Pérez",
      method: "phone",
      recordedBy: CREW_EMAIL,
      totalCents: 48_713,
      optionalLines: "[]",
      ip: null,
      link: null,
    });
    expect(evidence.lead).toEqual({ outcome: "won", jobValueCents: 48_713 });
    const afterCrew = await text(crew.get(`/admin/leads/${leadId}`));
    expect(afterCrew).toContain("Accepted by María Pérez (phone)");
    expect(afterCrew).not.toContain("$487.13");
    const afterOwner = await text(owner.get(`/admin/leads/${leadId}`));
    expect(afterOwner).toContain("Accepted $487.13 by María Pérez (phone)");
    expect(afterOwner).toContain("by phone");

    // The customer's page says it was accepted by phone, as the PDF does.
    const customerPage = await text(fetch(`${server.url}${local(sent.url)}`));
    expect(customerPage).toContain("Signed by María Pérez");

    const delivered = await waitFor(() => {
      const types = eventsOf(sent.id).map((event) => event.type);
      return types.includes("estimate.accepted") && types;
    });
    expect(delivered).toEqual(["estimate.sent", "estimate.accepted"]);
    const accepted = eventsOf(sent.id).find((event) => event.type === "estimate.accepted")!;
    expect(accepted.data).toMatchObject({
      id: sent.id,
      version: 1,
      total: 48_713,
      url: sent.url,
      signerName: "María Pérez",
      method: "phone",
      lead: expect.objectContaining({ id: leadId, name: "María Pérez" }),
    });
  });

  it("delivers estimate.viewed and estimate.declined when the customer opens and declines", async () => {
    const [leadId] = (await insertLeads(server, [
      { name: "Zoë Brontë", email: "zoe.hooks@example.test", utmSource: "google", utmMedium: "cpc" },
    ])) as [number];
    const sent = await sendEstimate(leadId);
    expect((await fetch(`${server.url}${local(sent.url)}`)).status).toBe(200);
    const declined = await fetch(`${server.url}${local(sent.url)}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "decline", reason: "price", message: "Demasiado caro" }),
      redirect: "manual",
    });
    expect(declined.status).toBe(303);
    const types = await waitFor(() => {
      const seen = eventsOf(sent.id).map((event) => event.type);
      return seen.includes("estimate.declined") && seen;
    });
    expect(types).toEqual(["estimate.sent", "estimate.viewed", "estimate.declined"]);
    expect(eventsOf(sent.id).at(-1)!.data).toMatchObject({ reason: "price", message: "Demasiado caro", total: 48_713 });
  });

  it("shows the funnel on the staff home, with values for the owner only", async () => {
    const home = await text(owner.get("/admin"));
    const funnel = /data-testid="estimate-funnel"[\s\S]*?<\/table>/.exec(home)?.[0] ?? "";
    // The two estimates above, and any the other tests sent first: read the table's rows.
    const cells = (step: string) =>
      new RegExp(`<th[^>]*>${step}</th><td[^>]*>(\\d+)</td><td[^>]*>([^<]*)</td>(?:<td[^>]*>([^<]*)</td>)?`)
        .exec(funnel)
        ?.slice(1);
    expect(cells("Sent")).toEqual(["2", "100%", "$974.26"]);
    expect(cells("Opened")).toEqual(["1", "50%", "$487.13"]);
    expect(cells("Accepted")).toEqual(["1", "50%", "$487.13"]);
    expect(cells("Declined")).toEqual(["1", "50%", "$487.13"]);
    expect(home).toMatch(/data-testid="estimate-days">0\.0 days</);
    // By the lead's source: María's came direct and said yes; Zoë's came from an ad and said no.
    const bySource = /Estimates by source<\/caption>[\s\S]*?<\/table>/.exec(home)?.[0] ?? "";
    expect(bySource).toMatch(/<th scope="row">Direct<\/th><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>\$487\.13<\/td>/);
    expect(bySource).toMatch(/<th scope="row">google \/ cpc<\/th><td[^>]*>1<\/td><td[^>]*>0<\/td><td[^>]*>\$0<\/td>/);
    const events = /data-testid="estimate-events"[\s\S]*?<\/ol>/.exec(home)?.[0] ?? "";
    expect(events).toContain("Declined by");
    expect(events).toContain("Zoë Brontë");
    expect(events).toContain("Accepted by");
    expect(events).toContain("María Pérez");

    const crewHome = await text(crew.get("/admin"));
    const crewFunnel =
      /data-testid="estimate-funnel"[\s\S]*?data-testid="estimate-events"[\s\S]*?<\/ol>/.exec(crewHome)?.[0] ?? "";
    expect(crewFunnel).toContain("Accepted by");
    expect(crewFunnel).not.toContain("$");
  });

  it("takes the terms, tax rate and validity from Settings (owners only), refusing a deductible offer", async () => {
    const save = (client: StaffClient, fields: Record<string, string>) =>
      client.postForm("/admin/settings", {
        intent: "estimate-settings",
        termsEn: "Half on the day the work is done, half within 14 days.",
        termsEs: "La mitad el día del trabajo, la otra mitad en 14 días.",
        taxRate: "7.5",
        validDays: "21",
        ...fields,
      });
    expect((await save(crew, {})).status).toBe(403);
    const badRate = await save(owner, { taxRate: "eight" });
    expect(badRate.status).toBe(400);
    expect(await text(badRate)).toContain("Give the rate as a percent with up to two decimals, like 8.25");
    const deductible = await save(owner, { termsEn: "We cover your insurance deductible." });
    expect(deductible.status).toBe(400);
    expect(await text(deductible)).toContain("Texas forbids offering to pay or waive an insurance deductible");
    expect((await save(owner, {})).status).toBe(302);
    const settingsPage = await text(owner.get("/admin/settings"));
    expect(settingsPage).toContain("Half on the day the work is done, half within 14 days.");
    expect(settingsPage).toMatch(/name="taxRate"[^>]*value="7.50"/);

    // A new estimate starts 21 days out; once sent it carries the terms and the new rate.
    const [leadId] = (await insertLeads(server, [{ name: "Renée Ortíz", email: "renee.terms@example.test" }])) as [
      number,
    ];
    const builder = await text(owner.get(`/admin/leads/${leadId}/estimate`));
    expect(builder).toMatch(/name="expiresOn"[^>]*value="2026-03-31"/);
    const sent = await sendEstimate(leadId);
    // $450 + 7.5% ($33.75).
    expect(sent.total).toBe(48_375);
    const page = await text(fetch(`${server.url}${local(sent.url)}`));
    expect(page).toContain("Half on the day the work is done, half within 14 days.");
    expect(page).toContain("Sales tax (7.5% on taxable work)");
  });

  it("shows a line's photos on the customer's page and prints them in the PDF, and no other photo of the lead", async () => {
    const contact = await (await fetch(`${server.url}/contact`)).text();
    const photo = fs.readFileSync(await phoneJpeg());
    const form = quoteForm(contact, { name: "Ñandú Photo", phone: "254-555-7311", email: "nandu@example.test" }, [
      photo,
      photo,
    ]);
    expect((await fetch(`${server.url}/contact`, { method: "POST", body: form, redirect: "manual" })).status).toBe(302);
    const { leadId, photoIds } = await waitFor(
      () =>
        readDb(server, async (db) => {
          const rows = await db
            .selectFrom("leads")
            .innerJoin("leadPhotos", "leadPhotos.leadId", "leads.id")
            .select(["leads.id as leadId", "leadPhotos.id", "leadPhotos.normalized"])
            .where("leads.name", "=", "Ñandú Photo")
            .orderBy("leadPhotos.id")
            .execute();
          return (
            rows.length === 2 &&
            rows.every((row) => row.normalized === 1) && {
              leadId: rows[0]!.leadId,
              photoIds: rows.map((row) => row.id),
            }
          );
        }),
      120_000,
    );
    const line = {
      description: "Remove the split limb",
      area: "Over the roof",
      unitPrice: "650",
      photoIds: [photoIds[0]!],
    };
    const sent = await owner.postForm(
      `/admin/leads/${leadId}/estimate`,
      builderFields([line], "estimate-send", { expiresOn: EXPIRES_ON }),
    );
    expect(sent.status).toBe(302);
    const link = await customerLink(owner, leadId);
    expect(link).toMatch(/^\/estimate\//);
    const page = await text(fetch(`${server.url}${link}`));
    expect(page).toContain(`src="${link}/photos/${photoIds[0]}?size=thumbnail" alt="Photo of Remove the split limb"`);
    const thumbnail = await fetch(`${server.url}${link}/photos/${photoIds[0]}?size=thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("Content-Type")).toBe("image/jpeg");
    expect(thumbnail.headers.get("Cache-Control")).toBe("no-store");
    // The lead's other photo is not the estimate's to show.
    expect((await fetch(`${server.url}${link}/photos/${photoIds[1]}`)).status).toBe(404);

    const pdf = Buffer.from(await (await fetch(`${server.url}${link}/pdf`)).arrayBuffer());
    expect(pdf.toString("latin1").match(/\/Subtype\s*\/Image/g)).toHaveLength(1);
  }, 150_000);
});
