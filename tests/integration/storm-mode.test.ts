import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { pageAfter, sendQuoteForm } from "../helpers/quote-form";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { type ReceivedEmail, startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { adminEnv, signedInClient, StaffClient } from "../helpers/staff";

let server: TestServer;
let smtp: TestSmtpServer;
let owner: StaffClient;
let crew: StaffClient;
const CREW_EMAIL = "cuadrilla@example.com";
const CREW_PASSWORD = "limber-otter-quartz-fjord";
/** A Tuesday, 9 a.m. in Waco. */
const CLOCK_START = "2026-12-01T15:00:00.000Z";

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: { ...adminEnv, CLOCK_START, SMTP_URL: smtp.url, CONTACT_RATE_LIMIT_PER_HOUR: "1000" },
  });
  owner = await signedInClient(server);
  expect(
    (await owner.postForm("/admin/staff", { intent: "add-account", email: CREW_EMAIL, password: CREW_PASSWORD }))
      .status,
  ).toBe(302);
  crew = new StaffClient(server);
  expect((await crew.signIn(CREW_EMAIL, CREW_PASSWORD)).status).toBe(302);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

/** Sends the quote form from `path` as a browser without JavaScript does; resolves to the thank-you page. */
async function sendQuote(path: string, fields: Record<string, string>) {
  const visitor = {
    phone: "(254) 555-0177",
    service: "tree-removal",
    address: "1200 Austin Ave, Waco, TX 76710",
    // The hazard intake's one required answer while storm mode is on (ignored while it is off).
    stormCanLeave: "yes",
    ...fields,
  };
  const sent = await sendQuoteForm(server, visitor, { page: path });
  expect(sent.status).toBe(302);
  return pageAfter(server, sent);
}

const confirmationTo = (address: string) =>
  waitFor(() => smtp.messages.find((email: ReceivedEmail) => email.envelopeTo.includes(address)));

type SettingsJson = { success: boolean; message?: string; data: Record<string, unknown> };

describe("the storm switch through the API", () => {
  it("lets the owner turn storm mode on with an end time and a booking share, and off again", async () => {
    const endsAt = "2026-12-01T21:00:00.000Z";
    const on = await owner.api("PATCH", "/api/site-settings", {
      stormMode: true,
      stormEndsAt: endsAt,
      stormBookingShare: 25,
    });
    expect(on.status).toBe(200);
    const onBody = (await on.json()) as SettingsJson;
    expect(onBody).toMatchObject({
      success: true,
      message: "Storm Mode On",
      data: { stormMode: true, stormEndsAt: endsAt, stormBookingShare: 25, stormEndedAt: null },
    });
    expect(typeof onBody.data.stormStartedAt).toBe("string");

    const read = (await (await crew.get("/api/site-settings")).json()) as SettingsJson;
    expect(read.data).toMatchObject({ stormMode: true, stormEndsAt: endsAt, phoneNumber: expect.any(String) });

    const off = (await (await owner.api("PATCH", "/api/site-settings", { stormMode: false })).json()) as SettingsJson;
    expect(off.data).toMatchObject({ stormMode: false, stormEndsAt: null, stormBookingShare: 25 });
    expect(typeof off.data.stormEndedAt).toBe("string");
  });

  it("refuses a staff account (403) and bad input (400) with a message", async () => {
    const refused = await crew.api("PATCH", "/api/site-settings", { stormMode: true });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as SettingsJson).message).toContain("Only an owner can do this");

    for (const [body, message] of [
      [{}, "Send stormMode: true or false"],
      [{ stormMode: "yes" }, "stormMode must be true or false"],
      [{ stormMode: true, stormEndsAt: "tomorrow" }, "stormEndsAt must be an ISO 8601 time"],
      [{ stormMode: true, stormEndsAt: "2020-01-01T00:00:00Z" }, "stormEndsAt must be in the future"],
      [{ stormMode: true, stormBookingShare: 150 }, "Enter a share from 0 to 100"],
    ] as const) {
      const response = await owner.api("PATCH", "/api/site-settings", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as SettingsJson).message).toContain(message);
    }
    const read = (await (await owner.get("/api/site-settings")).json()) as SettingsJson;
    expect(read.data.stormMode).toBe(false);
  });

  it("is switched from Settings without JavaScript too: fields' messages, an end in hours, owners only", async () => {
    const form = (fields: Record<string, string>) => ({ intent: "storm-settings", bookingShare: "25", ...fields });
    const settings = await (await owner.get("/admin/settings")).text();
    expect(settings).toContain("Storm mode");
    expect(settings).toContain("Storm mode is on");

    const bad = await owner.postForm("/admin/settings", form({ stormMode: "on", bookingShare: "150" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a share from 0 to 100 (percent)");
    const badHours = await owner.postForm("/admin/settings", form({ stormMode: "on", endsInHours: "0" }));
    expect(await badHours.text()).toContain("Enter hours from 1 to 336");
    expect((await crew.postForm("/admin/settings", form({ stormMode: "on" }))).status).toBe(403);
    let read = (await (await owner.get("/api/site-settings")).json()) as SettingsJson;
    expect(read.data.stormMode).toBe(false);

    const on = await owner.postForm("/admin/settings", form({ stormMode: "on", endsInHours: "48" }));
    expect(on.status).toBeLessThan(400);
    read = (await (await owner.get("/api/site-settings")).json()) as SettingsJson;
    expect(read.data).toMatchObject({ stormMode: true, stormBookingShare: 25 });
    const hoursLeft = (Date.parse(String(read.data.stormEndsAt)) - Date.parse(CLOCK_START)) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47);
    expect(hoursLeft).toBeLessThanOrEqual(49);
    expect(await page("/")).toContain('data-testid="storm-banner"');

    // An unticked box is not sent: the form turns it off.
    await owner.postForm("/admin/settings", form({}));
    read = (await (await owner.get("/api/site-settings")).json()) as SettingsJson;
    expect(read.data).toMatchObject({ stormMode: false, stormEndsAt: null });
    expect(await page("/")).not.toContain('data-testid="storm-banner"');
  });

  it("switches itself off at its end time", async () => {
    const endsAt = "2026-12-01T23:00:00.000Z";
    await owner.api("PATCH", "/api/site-settings", { stormMode: true, stormEndsAt: endsAt });
    await moveClockTo(server, "2026-12-01T23:00:30.000Z");
    const ended = await waitFor(async () => {
      const { data } = (await (await owner.get("/api/site-settings")).json()) as SettingsJson;
      return data.stormEndedAt === endsAt && data;
    });
    expect(ended).toMatchObject({ stormMode: false, stormEndsAt: null });
  });
});

describe("storm mode on the public pages", () => {
  it("shows the banner with each tier's wait and the safety line in both languages, and takes it away when off", async () => {
    expect(await page("/")).not.toContain('data-testid="storm-banner"');
    await owner.api("PATCH", "/api/site-settings", { stormMode: true, stormBookingShare: 0 });

    const home = await page("/");
    expect(home).toContain('data-testid="storm-banner"');
    expect(home).toContain("Storm mode: we call back the most dangerous damage first");
    expect(home).toMatch(/Red: within an hour/);
    expect(home).toMatch(/Yellow: within an hour/);
    expect(home).toContain(
      "Wires down? Do not touch them or anything touching them. Call the electric utility or 911.",
    );
    const spanish = await page("/es/contacto");
    expect(spanish).toContain("Modo tormenta: llamamos primero por los daños más peligrosos");
    expect(spanish).toMatch(/Rojo: en menos de una hora/);
    expect(spanish).toContain("¿Cables caídos? No los toque");

    // A storm lead: its tier and likely call time on the thank-you and in the confirmation; booking paused.
    const thankYou = await sendQuote("/contact", { name: "José Núñez", email: "jose.nunez@example.com" });
    expect(thankYou).toContain(
      "Your request is Yellow (clean-up). We expect to call you within an hour, around Tuesday",
    );
    expect(thankYou).toContain("Online booking of estimate visits is paused during the storm");
    expect(thankYou).not.toContain("within one business hour");
    expect(thankYou).not.toContain('data-testid="visit-offer"');
    const confirmation = await confirmationTo("jose.nunez@example.com");
    expect(confirmation.text).toContain("Your request is Yellow (clean-up). We expect to call you");
    expect(confirmation.text).not.toContain("within one business hour");
    expect(confirmation.text).not.toContain("Book your free estimate visit online");

    const spanishThankYou = await sendQuote("/es/contacto", { name: "María Peña", email: "maria.pena@example.com" });
    expect(spanishThankYou).toContain("Su solicitud es Amarillo (limpieza). Esperamos llamarle");
    expect(spanishThankYou).toContain("Durante la tormenta no se pueden reservar visitas en línea");
    expect((await confirmationTo("maria.pena@example.com")).text).toContain("Su solicitud es Amarillo (limpieza)");

    // More leads lengthen the waits the banner shows, at once (the page cache follows).
    for (let i = 0; i < 8; i++) await sendQuote("/contact", { name: `Vecino ${i}`, phone: `(254) 555-01${10 + i}` });
    await waitFor(async () => /Yellow: about 2 hours/.test(await page("/")));

    await owner.api("PATCH", "/api/site-settings", { stormMode: false });
    for (const path of ["/", "/es", "/contact"]) expect(await page(path)).not.toContain('data-testid="storm-banner"');
    const calm = await sendQuote("/contact", { name: "Zoë Calm", email: "zoe.calm@example.com" });
    expect(calm).not.toContain("Your request is");
    expect(calm).toContain('data-testid="visit-offer"');
    expect((await confirmationTo("zoe.calm@example.com")).text).toContain("within one business hour");
  });

  it("says each tier's wait wherever a page promises a response time, in both languages, and the usual promises again when off", async () => {
    const usualPromises = /2-4 hour|2 to 4 hours|2 a 4 horas|2-4 horas|one business hour|hora hábil/i;
    const pages = {
      en: ["/", "/contact", "/services", "/about", "/services/emergency-tree-service", "/services/tree-removal"],
      es: ["/es", "/es/contacto", "/es/servicios", "/es/nosotros", "/es/servicios/emergencias-24-horas"],
    };
    const before = await page("/services/emergency-tree-service");
    expect(usualPromises.test(before)).toBe(true);

    await owner.api("PATCH", "/api/site-settings", { stormMode: true });
    for (const path of pages.en) {
      const html = await page(path);
      expect(usualPromises.exec(html)?.[0], path).toBeUndefined();
      expect(html, path).toContain("Storm mode: we call back by danger. Red: ");
    }
    for (const path of pages.es) {
      const html = await page(path);
      expect(usualPromises.exec(html)?.[0], path).toBeUndefined();
      expect(html, path).toContain("Modo tormenta: llamamos por orden de peligro. Rojo: ");
    }
    // The places themselves: the home hero, the contact intro, the FAQ (and its JSON-LD), the meta description.
    const contact = await page("/es/contacto");
    expect(contact).toMatch(/<meta name="description" content="[^"]*Modo tormenta: llamamos por orden de peligro/);
    expect(contact).toContain("Pida un presupuesto gratis o llámenos a cualquier hora. Modo tormenta:");
    expect(contact).toMatch(/"acceptedAnswer":\{"@type":"Answer","text":"Modo tormenta: llamamos por orden de peligro/);
    const home = await page("/");
    expect(home).toMatch(/text-primary-100 sm:text-xl">Storm mode: we call back by danger\. Red: /);
    expect(home).toContain("We answer 24/7. Storm mode: we call back by danger.");
    const emergency = await page("/services/emergency-tree-service");
    expect(emergency).toContain("<title>24/7 Emergency Tree Service in Waco, TX | Storm Calls by Danger</title>");

    await owner.api("PATCH", "/api/site-settings", { stormMode: false });
    for (const path of [...pages.en, ...pages.es]) expect(await page(path), path).not.toContain("Storm mode: we call");
    expect(await page("/contact")).toContain(
      "Request a free estimate or call us any time. We call back within one business hour",
    );
    expect(await page("/es/contacto")).toContain("Le devolvemos la llamada en menos de una hora hábil");
    expect(await page("/")).toContain("typically on site within 2-4 hours");
  });

  it("tells a waiting lead once, in its language, when its likely call time slips by more than an hour", async () => {
    await owner.api("PATCH", "/api/site-settings", { stormMode: true });
    await sendQuote("/es/contacto", {
      name: "Lucía Ibáñez",
      email: "lucia.ibanez@example.com",
      phone: "(254) 555-0190",
    });
    await confirmationTo("lucia.ibanez@example.com");
    // Nobody is called overnight: by 9 a.m. the next day her likely call time is far past the promise.
    await moveClockTo(server, "2026-12-02T15:00:00.000Z");
    const update = await waitFor(() =>
      smtp.messages.find(
        (email) =>
          email.envelopeTo.includes("lucia.ibanez@example.com") && email.subject?.includes("Aviso por la tormenta"),
      ),
    );
    expect(update.subject).toBe("Waco Tree Service: Aviso por la tormenta: su solicitud (Amarillo)");
    expect(update.text).toContain("Lo sentimos: las llamadas de la tormenta van más lentas de lo previsto.");
    expect(update.text).toContain("Cables caídos: no los toque.");

    // Slipping again sends nothing more: one update per lead.
    await moveClockTo(server, "2026-12-02T19:00:00.000Z");
    const { db } = server.openDb();
    try {
      const rows = await waitFor(async () => {
        const found = await db
          .selectFrom("scheduledMessages")
          .innerJoin("leads", "leads.id", "scheduledMessages.leadId")
          .select("scheduledMessages.kind")
          .where("leads.email", "=", "lucia.ibanez@example.com")
          .where("scheduledMessages.kind", "like", "storm-slipped%")
          .execute();
        return found.length > 0 && found;
      });
      expect(rows.map((row) => row.kind)).toEqual(["storm-slipped"]);
    } finally {
      await db.destroy();
    }
    await owner.api("PATCH", "/api/site-settings", { stormMode: false });
  });
});
