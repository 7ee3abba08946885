import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { sendQuoteForm } from "../helpers/spam-trap";
import { adminEnv, signedInClient } from "../helpers/staff";
import { inboundTextParams, postAsTwilio, startTwilioMock, type TwilioMock } from "../helpers/twilio";

const SITE_URL = "https://www.wacotree.example";
// Monday morning in Waco; the visits are on Tuesday, reminded on Monday at 5 p.m.
const MONDAY_MORNING = "2026-12-07T09:30:00-06:00";
const MONDAY_EVENING = "2026-12-07T17:30:00-06:00";

let twilio: TwilioMock;

let server: TestServer;

beforeAll(async () => {
  twilio = await startTwilioMock();
  server = await startServer({
    env: { ...twilio.env, ...adminEnv, SITE_URL, CONTACT_RATE_LIMIT_PER_HOUR: "100", CLOCK_START: MONDAY_MORNING },
  });
});

afterAll(async () => {
  await server?.stop();
  await twilio?.stop();
});

const textsTo = (phone: string) => twilio.texts.filter((text) => text.to === phone);

async function leadId(phone: string) {
  const { db } = server.openDb();
  try {
    return (await db.selectFrom("leads").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

describe("texts to a customer who ticked 'Text me about my request'", () => {
  it("bring the confirmation and the visit reminder in the lead's language, and nothing after STOP or BAJA", async () => {
    const people = [
      { page: "/contact", name: "Chloé Martin", phone: "(254) 555-0161", e164: "+12545550161" },
      { page: "/es/contacto", name: "Begoña Ruiz", phone: "254-555-0162", e164: "+12545550162" },
      { page: "/contact", name: "Stéphane Roy", phone: "(254) 555-0163", e164: "+12545550163", stop: "STOP" },
      { page: "/es/contacto", name: "Iñaki Soto", phone: "(254) 555-0164", e164: "+12545550164", stop: "Baja" },
    ];
    for (const person of people) {
      const sent = await sendQuoteForm(server.url, person.page, {
        name: person.name,
        phone: person.phone,
        textMe: "on",
      });
      expect(sent.status).toBe(302);
    }
    const unticked = await sendQuoteForm(server.url, "/contact", { name: "Noé Texto", phone: "(254) 555-0165" });
    expect(unticked.status).toBe(302);

    const english = await waitFor(() => textsTo("+12545550161")[0]);
    expect(english.body).toBe(
      "Waco Tree Service: we got your request and will call you soon. Questions? Call (254) 555-0147. Reply STOP to opt out.",
    );
    const spanish = await waitFor(() => textsTo("+12545550162")[0]);
    expect(spanish.body).toMatch(/^Waco Tree Service: recibimos su solicitud y le llamaremos pronto\..*BAJA/);
    await waitFor(() => textsTo("+12545550163").length === 1 && textsTo("+12545550164").length === 1);

    // Each books a visit for Tuesday; two of them then text STOP and BAJA.
    const staff = await signedInClient(server);
    const windows = ["08:00-10:00", "10:00-12:00", "13:00-15:00", "15:00-17:00"];
    for (const [index, person] of people.entries()) {
      const booked = await staff.postForm(`/admin/leads/${await leadId(person.phone)}`, {
        intent: "visit-book",
        slot: `2026-12-08 ${windows[index]}`,
        staffUserId: "1",
      });
      expect(booked.status).toBe(302);
    }
    for (const person of people.filter((p) => p.stop)) {
      const reply = await postAsTwilio(
        server.url,
        "/webhooks/twilio/sms",
        inboundTextParams(person.e164, person.stop!),
        {
          publicUrl: `${SITE_URL}/webhooks/twilio/sms`,
        },
      );
      expect(reply.status).toBe(200);
    }

    await moveClockTo(server, MONDAY_EVENING);
    const reminder = await waitFor(() => textsTo("+12545550161")[1]);
    expect(reminder.body).toMatch(
      /^Waco Tree Service: see you tomorrow, Tuesday, December 8, 8 a\.m\. to 10 a\.m\., for your free estimate\. Move or cancel: https:\/\/www\.wacotree\.example\/visit\/\S+ Reply STOP to opt out\.$/,
    );
    const recordatorio = await waitFor(() => textsTo("+12545550162")[1]);
    expect(recordatorio.body).toMatch(/^Waco Tree Service: nos vemos mañana, .*\/es\//);

    const stopped = await leadId("(254) 555-0163");
    const page = async () => (await (await signedInClient(server)).get(`/admin/leads/${stopped}`)).text();
    await waitFor(async () => (await page()).includes("Visit reminder text to +12545550163 held"));
    expect(await page()).toContain("held: number texted an opt-out word (STOP, BAJA)");
    expect(textsTo("+12545550163")).toHaveLength(1);
    expect(textsTo("+12545550164")).toHaveLength(1);
    expect(textsTo("+12545550165")).toHaveLength(0);
  });
});
