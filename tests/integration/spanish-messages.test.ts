import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startMessagingServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import { pageAfter, sendQuoteForm } from "../helpers/quote-form";
import type { TestServer } from "../helpers/server";
import type { ReceivedEmail, TestSmtpServer } from "../helpers/smtp";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

// Friday 6 p.m. in Waco: inside the review emails' hours, and the evening before a weekend of windows.
const FRIDAY_EVENING = "2026-03-06T18:00:00-06:00";
// Sunday, the evening before the visit (clocks sprang forward that morning): reminder time.
const SUNDAY_EVENING = "2026-03-08T17:00:30-05:00";
const SITE_URL = "https://www.waco-tree.example";
const GOOGLE = "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4";
const ADDRESS = "1200 Austin Ave, Waco, TX 76701";
const MARIA = "maria.garcia@example.com";
const JANE = "jane.english@example.com";

let smtp: TestSmtpServer;
let server: TestServer;
let owner: StaffClient;

beforeAll(async () => {
  ({ smtp, server } = await startMessagingServer({
    // Lead emails to the staff accounts, as on a site with no notification address.
    NOTIFY_EMAILS: undefined,
    CLOCK_START: FRIDAY_EVENING,
    SITE_URL,
    CONTACT_RATE_LIMIT_PER_HOUR: "1000",
    // Three seconds after Job done, so the test need not wait two hours.
    REVIEW_DELAY_MINUTES: "0.05",
  }));
  owner = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const local = (link: string) => link.replace(SITE_URL, "");
const linkIn = (text: string, label: string) => text.match(new RegExp(`${label}: (\\S+)`))?.[1] ?? "";
const subjectOf = async (email: ReceivedEmail) => (await simpleParser(email.raw)).subject;
const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

/** Sends the quote form from `path` as a browser without JavaScript does; resolves to the thank-you page. */
async function sendQuote(path: string, fields: Record<string, string>) {
  const visitor = {
    phone: "(254) 555-0199",
    service: "tree-trimming",
    message: "Dos encinos sobre la entrada",
    address: ADDRESS,
    ...fields,
  };
  const sent = await sendQuoteForm(server, visitor, { page: path });
  expect(sent.status).toBe(302);
  return pageAfter(server, sent);
}

const postVisit = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

const emailsTo = (address: string, count: number, has: (email: ReceivedEmail) => boolean = () => true) =>
  waitFor(() => {
    const found = smtp.messages.filter((email) => email.envelopeTo.includes(address) && has(email));
    return found.length >= count && found;
  });

function calendarEvent(email: ReceivedEmail) {
  const calendar = new ICAL.Component(ICAL.parse(email.calendars[0]!));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    summary: event.getFirstPropertyValue("summary"),
    description: String(event.getFirstPropertyValue("description")),
    start: event.getFirstPropertyValue("dtstart")!.toString(),
  };
}

describe("a visitor who gives only a phone", () => {
  it("is told on the form that the email is optional and what it is for, in both languages", async () => {
    for (const [path, hint] of [
      ["/contact", "Optional: we email the confirmation and the booking link if you give one."],
      ["/es/contacto", "Opcional: si nos lo da, le enviamos la confirmación y el enlace para reservar."],
    ] as const) {
      const form = await page(path);
      const input = /<input[^>]*name="email"[^>]*>/.exec(form)![0];
      expect(input).not.toContain("required");
      expect(form).toContain(hint);
    }
  });

  it("is stored from the Spanish form, offered the windows, and no email is queued to anyone but the office", async () => {
    const thankYou = await sendQuote("/es/contacto", {
      name: "Lucía Hernández",
      phone: "(254) 555-0142",
      message: "Una rama cayó sobre la cerca",
    });
    expect(thankYou).toContain("Mensaje enviado");
    expect(thankYou).not.toContain("Por favor escriba su correo");
    expect(thankYou).toContain("Escoja una hora para su presupuesto gratis");
    const { db } = server.openDb();
    const lead = await db
      .selectFrom("leads")
      .selectAll()
      .where("name", "=", "Lucía Hernández")
      .executeTakeFirstOrThrow();
    const emails = await db
      .selectFrom("outbox")
      .select(["recipient", "kind"])
      .where("leadId", "=", lead.id)
      .where("channel", "=", "email")
      .execute();
    await db.destroy();
    expect(lead).toMatchObject({ email: null, language: "es", possibleSpam: 0 });
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((email) => email.kind !== "confirmation")).toBe(true);
  });

  it("is stored from the English form too", async () => {
    const thankYou = await sendQuote("/contact", { name: "Zoë Brontë", phone: "(254) 555-0143", message: "Stump" });
    expect(thankYou).toContain("Message Sent Successfully");
    expect(thankYou).toContain('data-testid="visit-offer"');
    const { db } = server.openDb();
    const lead = await db.selectFrom("leads").selectAll().where("name", "=", "Zoë Brontë").executeTakeFirstOrThrow();
    await db.destroy();
    expect(lead).toMatchObject({ email: null, language: "en" });
  });
});

describe("a Spanish lead's estimate visit", () => {
  let visitPath = "";

  it("is offered on the Spanish thank-you in Spanish, with the days in Spanish", async () => {
    const thankYou = await sendQuote("/es/contacto", { name: "María García", email: MARIA });
    const offer = thankYou.slice(thankYou.indexOf('data-testid="visit-offer"'));
    expect(offer).toContain("Escoja una hora para su presupuesto gratis");
    expect(offer).toContain("Más horarios");
    // Friday evening: Saturday first (a day's notice), then Monday.
    expect(offer.indexOf("sábado, 7 de marzo")).toBeGreaterThan(0);
    expect(offer.indexOf("lunes, 9 de marzo")).toBeGreaterThan(offer.indexOf("sábado, 7 de marzo"));
    expect(offer).toContain('aria-label="Reservar lunes, 9 de marzo, 8–10 a.m."');
    expect(offer).not.toMatch(/Pick a time|Saturday|Monday|More times|Book /);
    visitPath = /action="(\/es\/visita\/[^"]+)"/.exec(offer)![1]!;
  });

  it("gets its booking link in the Spanish confirmation, to a booking page in Spanish", async () => {
    const [confirmation] = await emailsTo(MARIA, 1);
    expect(local(linkIn(confirmation!.text, "Reserve en línea su visita para el presupuesto gratis"))).toBe(visitPath);
    const booking = await page(visitPath);
    // The site around it speaks Spanish too: its address is Spanish.
    expect(booking).toMatch(/<html lang="es" data-texts="\/spanish-texts\.json\?v=\w+">/);
    expect(booking).toContain(">Inicio</a>");
    expect(booking).toContain('<div lang="es">');
    expect(booking).toContain("<title>Su visita para el presupuesto gratis | Waco Tree Service</title>");
    expect(booking).toContain("Escoja una hora para su presupuesto gratis");
    expect(booking).toContain('aria-label="Reservar sábado, 7 de marzo, 9 a.m.–12 p.m."');
    expect(booking).not.toMatch(/Pick a time|Monday|Book /);

    // Personal: never stored by the page cache or the browser.
    const again = await fetch(`${server.url}${visitPath}`);
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(again.headers.get("etag")).toBeNull();
    // Its address holds the token: other sites never see it as a referrer (a browser applies the
    // last policy of the header, which follows the site-wide one).
    expect(again.headers.get("referrer-policy")?.split(", ").at(-1)).toBe("same-origin");
    // The English address of the same link (as emails before Spanish addresses had it) leads here.
    const token = visitPath.split("/").at(-1)!;
    const english = await fetch(`${server.url}/visit/${token}`, { redirect: "manual" });
    expect(english.status).toBe(302);
    expect(english.headers.get("location")).toBe(visitPath);
  });

  it("refuses a window no longer offered in Spanish", async () => {
    const sunday = await postVisit(visitPath, { intent: "book", date: "2026-03-08", starts: "10:00", ends: "12:00" });
    expect(sunday.status).toBe(409);
    expect(await sunday.text()).toContain("Ese horario ya no está disponible. Por favor escoja otro.");
  });

  it("books a window, and the page, the email and the calendar event say it in Spanish", async () => {
    const booked = await postVisit(visitPath, { intent: "book", date: "2026-03-09", starts: "10:00", ends: "12:00" });
    expect(booked.status).toBe(303);
    const visit = await page(visitPath);
    expect(visit).toContain("Su visita para el presupuesto está reservada");
    expect(visit).toContain("lunes, 9 de marzo, de 10 a.m. a 12 p.m.");
    expect(visit).toContain("¿Necesita otra hora?");
    expect(visit).toContain("Cancelar la visita");

    const [invitation] = await emailsTo(MARIA, 1, (email) => email.calendars.length > 0);
    expect(await subjectOf(invitation!)).toBe(
      "Su visita para el presupuesto gratis: lunes, 9 de marzo, de 10 a.m. a 12 p.m. (Waco Tree Service)",
    );
    expect(invitation!.html).toContain('<html lang="es">');
    expect(invitation!.text).toContain("Cuándo: lunes, 9 de marzo, de 10 a.m. a 12 p.m.");
    // Issue #40: the visitor's own words (the address they typed) go to no address a link or staff
    // have not confirmed; this lead booked through its own link before anyone called it.
    expect(invitation!.text).not.toContain(ADDRESS);
    expect(invitation!.text).toMatch(/Llámenos: \(254\) \d{3}-\d{4}: tel:\+1254\d{7}/);
    expect(local(linkIn(invitation!.text, "Cambie o cancele su visita"))).toBe(visitPath);
    const event = calendarEvent(invitation!);
    expect(event).toMatchObject({
      method: "REQUEST",
      summary: "Visita para presupuesto gratis: Waco Tree Service",
      start: "2026-03-09T10:00:00",
    });
    // Issue #40: the office's phone in the event, and no typed address in LOCATION.
    expect(event.description).toMatch(
      /^Visita de Waco Tree Service para darle un presupuesto gratis\. ¿Preguntas\? Llame al \(254\) \d{3}-\d{4}\. Para cambiarla o cancelarla: /,
    );
    expect(event.description).toContain(`${SITE_URL}${visitPath}`);
    // Staff hear of it in English.
    const [office] = await emailsTo(
      adminEnv.ADMIN_EMAIL,
      1,
      (email) => email.calendars.length > 0 && email.text.includes("María García"),
    );
    expect(calendarEvent(office!).summary).toBe("Estimate: María García (Tree Trimming & Pruning)");
  });

  it("keeps an English lead's booking page and emails in English", async () => {
    const thankYou = await sendQuote("/contact", { name: "Jane English", email: JANE, message: "Two oaks" });
    expect(thankYou).toContain("Pick a time for your free estimate");
    expect(thankYou).toContain("Saturday, March 7");
    const path = /action="(\/visit\/[^"]+)"/.exec(thankYou)![1]!;
    const booking = await page(path);
    expect(booking).toContain('<div lang="en">');
    expect(booking).toContain('aria-label="Book Saturday, March 7, 9 a.m.–12 p.m."');
    expect(booking).not.toMatch(/Escoja|sábado/);
    expect((await postVisit(path, { intent: "book", date: "2026-03-10", starts: "08:00", ends: "10:00" })).status).toBe(
      303,
    );
    const [invitation] = await emailsTo(JANE, 1, (email) => email.calendars.length > 0);
    expect(await subjectOf(invitation!)).toBe(
      "Your free estimate visit: Tuesday, March 10, 8 a.m. to 10 a.m. (Waco Tree Service)",
    );
    expect(calendarEvent(invitation!).summary).toBe("Free estimate visit: Waco Tree Service");
  });
});

describe("a Spanish lead's review request", () => {
  const ids = { maria: 0, jane: 0, carmen: 0 };

  beforeAll(async () => {
    const settings = await owner.postForm("/admin/settings", {
      intent: "review-settings",
      isEnabled: "on",
      googleReviewUrl: GOOGLE,
      privateFeedbackEmail: "owner-feedback@example.com",
      monthlyGoal: "10",
    });
    expect(settings.status).toBe(302);
    const won = { outcome: "won" as const, isContacted: true };
    [ids.maria, ids.jane, ids.carmen] = (await insertLeads(server, [
      // Three customers (each a phone of their own): Rosa's unsubscribe holds only Rosa.
      { name: "Rosa María Pérez", phone: "2545550141", email: "rosa@example.com", ...won },
      { name: "Jane Reviewer", phone: "2545550142", email: "jane.reviewer@example.com", ...won },
      // Neither clicks nor unsubscribes: her reminder comes at the end (last describe).
      { name: "Carmen Ibáñez", phone: "2545550143", email: "carmen@example.com", ...won },
    ])) as [number, number, number];
    const { db } = server.openDb();
    await db.updateTable("leads").set({ language: "es" }).where("id", "in", [ids.maria, ids.carmen]).execute();
    await db.destroy();
    for (const id of [ids.maria, ids.jane, ids.carmen]) {
      expect((await owner.postForm(`/admin/leads/${id}`, { intent: "job-done", on: "2026-03-06" })).status).toBe(302);
    }
  });

  const reviewEmail = async (to: string) => (await emailsTo(to, 1, (email) => email.text.includes("/r/")))[0]!;

  it("is in Spanish: the same links as everyone's, no reward", async () => {
    const request = await reviewEmail("rosa@example.com");
    expect(await subjectOf(request)).toBe("¿Cómo le fue? Un minuto para Waco Tree Service");
    expect(request.html).toContain('<html lang="es">');
    expect(request.text).toMatch(/^Hola, Rosa:/);
    expect(request.text).toContain(`Deje una reseña en Google: ${SITE_URL}/r/`);
    expect(request.text).toContain(
      "¿Hay algo que debamos saber? Díganoslo en privado: mailto:owner-feedback@example.com?subject=Sobre%20el%20trabajo%20en%20mis%20%C3%A1rboles",
    );
    expect(request.text).toContain(`Cancele su suscripción: ${SITE_URL}/es/baja/`);
    expect(request.text).not.toMatch(/descuento|cup[oó]n|regalo|premio|gratis|estrellas|Leave a review|Hi /i);
    expect(request.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const english = await reviewEmail("jane.reviewer@example.com");
    expect(english.text).toMatch(/^Hi Jane,/);
    expect(english.text).toContain(`Leave a review on Google: ${SITE_URL}/r/`);
  });

  it("leads to an unsubscribe page in the lead's language", async () => {
    const spanish = local(linkIn((await reviewEmail("rosa@example.com")).text, "Cancele su suscripción"));
    const asked = await fetch(`${server.url}${spanish}`);
    expect(asked.headers.get("cache-control")).toBe("no-store");
    const ask = await asked.text();
    expect(ask).toContain('<html lang="es"');
    expect(ask).toContain('<div lang="es">');
    expect(ask).toContain("<title>Dejar de recibir correos</title>");
    expect(ask).toContain("¿Ya no quiere recibir correos de Waco Tree Service en rosa@example.com?");
    const done = await fetch(`${server.url}${spanish}`, { method: "POST", body: new URLSearchParams() });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Listo: ya no le mandaremos correos de Waco Tree Service a rosa@example.com.");

    const english = local(linkIn((await reviewEmail("jane.reviewer@example.com")).text, "Unsubscribe"));
    const englishPage = await page(english);
    expect(english).toMatch(/^\/unsubscribe\//);
    expect(englishPage).toContain('<div lang="en">');
    // The Spanish link under its English address leads to the Spanish page.
    const moved = await fetch(`${server.url}/unsubscribe/${spanish.split("/").at(-1)}`, { redirect: "manual" });
    expect(moved.headers.get("location")).toBe(spanish);
    expect(englishPage).toContain("Stop all emails from Waco Tree Service to jane.reviewer@example.com?");
  });

  it("answers a review link that is not ours in both languages", async () => {
    const link = local(linkIn((await reviewEmail("rosa@example.com")).text, "Deje una reseña en Google"));
    const forged = await fetch(`${server.url}${link.slice(0, -2)}xx`, { redirect: "manual" });
    expect(forged.status).toBe(404);
    const text = await forged.text();
    expect(text).toContain("This review link is not valid.");
    expect(text).toContain("Este enlace para dejar una reseña no es válido.");
  });
});

describe("a Spanish lead's visit, the evening before and on the day", () => {
  it("reminds the visitor in Spanish at 5 p.m. the day before", async () => {
    server = await server.restart({ CLOCK_START: SUNDAY_EVENING });
    const [reminder] = await emailsTo(MARIA, 1, (email) => email.text.includes("Nos vemos mañana"));
    expect(await subjectOf(reminder!)).toBe(
      "Mañana: su visita para el presupuesto gratis, lunes, 9 de marzo, de 10 a.m. a 12 p.m. (Waco Tree Service)",
    );
    expect(reminder!.text).toContain("Cuándo: lunes, 9 de marzo, de 10 a.m. a 12 p.m.");
    expect(reminder!.text).toMatch(/Cambie o cancele su visita: \S+\/es\/visita\/\d+-/);
    // The English lead's visit is on Tuesday: not reminded yet.
    expect(smtp.messages.filter((email) => email.envelopeTo.includes(JANE) && !email.calendars.length)).toHaveLength(1);
  }, 60_000);

  it("tells the visitor in Spanish that we are on our way", async () => {
    const [leadId] = await insertLeads(server, [{ name: "Luis Ramírez", email: "luis@example.com", address: ADDRESS }]);
    const { db } = server.openDb();
    await db.updateTable("leads").set({ language: "es" }).where("id", "=", leadId!).execute();
    const visit = await db
      .insertInto("visits")
      .values({
        leadId: leadId!,
        uid: "on-my-way-es@example.test",
        // Issue #40: On my way goes only around the visit's window, and this one is under way.
        date: "2026-03-08",
        starts: "16:00",
        ends: "18:00",
        place: 1,
        staffUserId: 1,
        bookedBy: "staff",
        createdAt: "2026-03-07T15:00:00.000Z",
        updatedAt: "2026-03-07T15:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.destroy();
    const staff = await signedInClient(server);
    const sent = await staff.postForm("/admin/visits", {
      intent: "on-my-way",
      visitId: String(visit.id),
      minutes: "30",
    });
    expect(sent.status).toBe(302);
    const [email] = await emailsTo("luis@example.com", 1, (message) => message.text.includes("Vamos en camino"));
    expect(await subjectOf(email!)).toBe("Vamos en camino (Waco Tree Service)");
    expect(email!.text).toMatch(/Hora aproximada de llegada: \d{1,2}:\d{2} p\.m\./);
    expect(email!.text).toContain(`Visita para presupuesto gratis: Waco Tree Service: ${SITE_URL}/es`);
  });

  it("cancels from the visitor's page in Spanish, with the calendar's cancellation", async () => {
    const [invitation] = await emailsTo(MARIA, 1, (email) => email.calendars.length > 0);
    const path = local(linkIn(invitation!.text, "Cambie o cancele su visita"));
    const move = { intent: "move", date: "2026-03-10", starts: "13:00", ends: "15:00" };
    expect(await (await postVisit(path, move)).text()).toContain("¿Cambiar su visita a martes, 10 de marzo, 1–3 p.m.?");
    const asked = await (await postVisit(path, { intent: "cancel" })).text();
    expect(asked).toContain("¿Cancelar su visita?");
    expect(asked).toContain("Sí, cancelarla");
    expect((await postVisit(path, { intent: "cancel", confirmed: "yes" })).status).toBe(303);
    const page = await (await fetch(`${server.url}${path}`)).text();
    expect(page).toContain("Su visita está cancelada");
    expect(page).toContain(">Reservar otra vez</h2>");
    const [cancelled] = await emailsTo(MARIA, 1, (email) => email.calendars.some((c) => c.includes("METHOD:CANCEL")));
    expect(await subjectOf(cancelled!)).toBe(
      "Su visita del presupuesto está cancelada: lunes, 9 de marzo, de 10 a.m. a 12 p.m. (Waco Tree Service)",
    );
    expect(cancelled!.text).toContain("Reserve otra hora en línea cuando guste, o llámenos.");
    expect(calendarEvent(cancelled!)).toMatchObject({
      method: "CANCEL",
      summary: "Visita para presupuesto gratis: Waco Tree Service",
    });
  });
});

describe("a Spanish lead's review reminder", () => {
  it("comes once, three days after the request, in Spanish", async () => {
    server = await server.restart({ CLOCK_START: "2026-03-10T10:00:00-05:00" });
    const reminders = await emailsTo("carmen@example.com", 1, (email) => email.text.includes("Hace unos días"));
    expect(await subjectOf(reminders[0]!)).toBe("Un recordatorio de Waco Tree Service");
    expect(reminders[0]!.html).toContain('<html lang="es">');
    expect(reminders[0]!.text).toMatch(/^Hola, Carmen:/);
    expect(reminders[0]!.text).toContain(`Deje una reseña en Google: ${SITE_URL}/r/`);
    expect(reminders[0]!.text).toContain(`Cancele su suscripción: ${SITE_URL}/es/baja/`);
    expect(smtp.messages.filter((email) => email.envelopeTo.includes("carmen@example.com"))).toHaveLength(2);
    // Rosa unsubscribed above: no reminder for her.
    expect(smtp.messages.filter((email) => email.envelopeTo.includes("rosa@example.com"))).toHaveLength(1);
  }, 60_000);
});
