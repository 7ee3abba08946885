import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";
import { inboundTextParams, postAsTwilio, startTwilioMock, type TwilioMock } from "../helpers/twilio";
import { startWebhookReceiver, WEBHOOK_SECRET } from "../helpers/webhook-receiver";

const SITE_URL = "https://www.wacotree.example";
// Monday morning in Waco; the visits are on Tuesday, reminded on Monday at 5 p.m.
const MONDAY_MORNING = "2026-12-07T09:30:00-06:00";
const MONDAY_EVENING = "2026-12-07T17:30:00-06:00";
const TUESDAY_MORNING = "2026-12-08T10:30:00-06:00";
const TUESDAY_EVENING = "2026-12-08T19:30:00-06:00";
const WEDNESDAY_MORNING = "2026-12-09T09:00:00-06:00";
const THURSDAY_MORNING = "2026-12-10T09:30:00-06:00";
const GOOGLE = "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4";

let twilio: TwilioMock;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

let server: TestServer;

beforeAll(async () => {
  twilio = await startTwilioMock();
  receiver = await startWebhookReceiver();
  server = await startServer({
    env: {
      ...twilio.env,
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...adminEnv,
      SITE_URL,
      CONTACT_RATE_LIMIT_PER_HOUR: "100",
      CLOCK_START: MONDAY_MORNING,
      // A review request goes three seconds after Job done (the customer hours allowing).
      REVIEW_DELAY_MINUTES: "0.05",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await twilio?.stop();
  await receiver?.stop();
});

const textsTo = (phone: string) => twilio.texts.filter((text) => text.to === phone);
/** Polls the Twilio mock until a text to `phone` whose body holds `words` has arrived. */
const textArrives = (phone: string, words: string) =>
  waitFor(() => textsTo(phone).find((text) => text.body.includes(words)));

async function leadId(phone: string) {
  const { db } = server.openDb();
  try {
    return (await db.selectFrom("leads").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

async function visitIdOf(phone: string) {
  const id = await leadId(phone);
  const { db } = server.openDb();
  try {
    return (await db.selectFrom("visits").select("id").where("leadId", "=", id).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

let reader: StaffClient | undefined;
/** A lead's page as the owner sees it, signed in again when a move of the clock has ended the session. */
async function leadPage(id: number) {
  reader ??= await signedInClient(server);
  let page = await reader.request(`/admin/leads/${id}`);
  if (page.status === 302) {
    reader = await signedInClient(server);
    page = await reader.request(`/admin/leads/${id}`);
  }
  expect(page.status).toBe(200);
  return page.text();
}

/** Polls a lead's page until its timeline holds `words` (a text held or sent); resolves to the page. */
const timelineSays = (id: number, words: string) =>
  waitFor(async () => {
    const page = await leadPage(id);
    return page.includes(words) && page;
  });

describe("texts to a customer who ticked 'Text me about my request'", () => {
  it("bring the confirmation and the visit reminder in the lead's language, and nothing after STOP or BAJA", async () => {
    const people = [
      { page: "/contact", name: "Chloé Martin", phone: "(254) 555-0161", e164: "+12545550161" },
      { page: "/es/contacto", name: "Begoña Ruiz", phone: "254-555-0162", e164: "+12545550162" },
      { page: "/contact", name: "Stéphane Roy", phone: "(254) 555-0163", e164: "+12545550163", stop: "STOP" },
      { page: "/es/contacto", name: "Iñaki Soto", phone: "(254) 555-0164", e164: "+12545550164", stop: "Baja" },
    ];
    for (const person of people) {
      const sent = await sendQuoteForm(
        server,
        { service: "tree-removal", name: person.name, phone: person.phone, textMe: "on" },
        { page: person.page },
      );
      expect(sent.status).toBe(302);
    }
    const unticked = await sendQuoteForm(server, {
      service: "tree-removal",
      name: "Noé Texto",
      phone: "(254) 555-0165",
    });
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
    expect(await timelineSays(stopped, "Visit reminder text to +12545550163 held")).toContain(
      "held: number texted an opt-out word (STOP, BAJA)",
    );
    expect(textsTo("+12545550163")).toHaveLength(1);
    expect(textsTo("+12545550164")).toHaveLength(1);
    expect(textsTo("+12545550165")).toHaveLength(0);
  });
});

describe("On my way by text", () => {
  it("texts the arrival time in the lead's language, within the visit's window, and not after STOP", async () => {
    await moveClockTo(server, TUESDAY_MORNING);
    const staff = await signedInClient(server);
    // Begoña's visit is 10-12 (now), Stéphane's 13-15 (soon, but he texted STOP), Chloé's was 8-10 (over).
    for (const phone of ["254-555-0162", "(254) 555-0163", "(254) 555-0161"]) {
      const pressed = await staff.postForm("/admin/visits", {
        intent: "on-my-way",
        visitId: String(await visitIdOf(phone)),
        minutes: "20",
      });
      expect(pressed.status).toBe(302);
    }
    const onMyWay = await waitFor(() => textsTo("+12545550162")[2]);
    expect(onMyWay.body).toMatch(
      /^Waco Tree Service: vamos en camino, llegamos a eso de las 10:5\d a\.m\. ¿Preguntas\? Llame al \(254\) 555-0147\.$/,
    );
    const stopped = await leadId("(254) 555-0163");
    await timelineSays(stopped, "On my way text to +12545550163 held");
    const late = await leadId("(254) 555-0161");
    expect(await timelineSays(late, "On my way text to +12545550161 held")).toContain(
      "held: outside the visit&#x27;s window",
    );
    expect(textsTo("+12545550163")).toHaveLength(1);
    expect(textsTo("+12545550161")).toHaveLength(2);
  });
});

describe("review requests by text", () => {
  const wonAndDone = async (phone: string) => {
    const staff = await signedInClient(server);
    const page = `/admin/leads/${await leadId(phone)}`;
    expect((await staff.postForm(page, { intent: "mark-won", jobValue: "900" })).status).toBe(302);
    expect((await staff.postForm(page, { intent: "job-done", on: "2026-12-08" })).status).toBe(302);
  };

  it("go, when the owner turns them on, to customers who agreed to texts, with the tracked review link", async () => {
    const owner = await signedInClient(server);
    const reviews = await owner.postForm("/admin/settings", {
      intent: "review-settings",
      isEnabled: "on",
      googleReviewUrl: GOOGLE,
    });
    expect(reviews.status).toBe(302);
    const texts = await owner.postForm("/admin/settings", {
      intent: "text-settings",
      onCallPhones: "(254) 555-0190",
      repeatMinutes: "5",
      officeDays: "1",
      officeOpens: "08:00",
      officeCloses: "17:00",
      reviewRequestsByText: "on",
    });
    expect(texts.status).toBe(302);

    await wonAndDone("(254) 555-0161");
    const request = await textArrives("+12545550161", "/r/");
    expect(request.body).toMatch(
      /^Waco Tree Service: thank you for choosing us! A review helps neighbors find a crew they trust: https:\/\/www\.wacotree\.example\/r\/\S+ Reply STOP to opt out\.$/,
    );
    const link = request.body.match(/\/r\/\S+/)![0];
    const click = await fetch(`${server.url}${link}`, { redirect: "manual" });
    expect(click.headers.get("Location")).toBe(GOOGLE);
    const chloe = await leadId("(254) 555-0161");
    expect(await leadPage(chloe)).toContain("Review link clicked");
    // A request by text alone tells the integrations, as the email does.
    const requested = (id: number) =>
      receiver.events.filter((event) => event.type === "review.requested" && event.data.id === id);
    await waitFor(() => requested(chloe).length > 0);

    // A customer asked by email and by text: one review.requested, whichever channel went first.
    const sent = await sendQuoteForm(server, {
      service: "tree-removal",
      name: "Renée Dubois",
      phone: "(254) 555-0175",
      email: "renee.dubois@example.test",
      textMe: "on",
    });
    expect(sent.status).toBe(302);
    await wonAndDone("(254) 555-0175");
    const renee = await leadId("(254) 555-0175");
    await waitFor(async () => {
      const { db } = server.openDb();
      try {
        const went = await db
          .selectFrom("scheduledMessages")
          .select("kind")
          .where("leadId", "=", renee)
          .where("kind", "in", ["review-request", "review-request-text"])
          .where("status", "=", "sent")
          .execute();
        return went.length === 2;
      } finally {
        await db.destroy();
      }
    });
    await waitFor(() => requested(renee).length > 0);
    const { db } = server.openDb();
    const hooks = await db
      .selectFrom("outbox")
      .select("id")
      .where("leadId", "=", renee)
      .where("kind", "=", "review.requested")
      .execute();
    await db.destroy();
    expect(hooks).toHaveLength(1);
    expect(requested(chloe)).toHaveLength(1);
  });

  it("wait for the customer hours, and never reach a Lost lead, a number that texted STOP or a customer asked this year", async () => {
    await moveClockTo(server, TUESDAY_EVENING);
    // Chloé's second job, another request of the same customer (customers match by phone).
    const sent = await sendQuoteForm(server, {
      service: "tree-removal",
      name: "Chloé Martin",
      phone: "254.555.0161",
      message: "The pecan out back this time",
      textMe: "on",
    });
    expect(sent.status).toBe(302);
    const { db } = server.openDb();
    const second = await db
      .selectFrom("leads")
      .select(["id", "customerId"])
      .where("phone", "=", "254.555.0161")
      .executeTakeFirstOrThrow();
    const first = await db
      .selectFrom("leads")
      .select("customerId")
      .where("id", "=", await leadId("(254) 555-0161"));
    expect(second.customerId).toBe((await first.executeTakeFirstOrThrow()).customerId);
    await db.destroy();

    for (const phone of ["254-555-0162", "(254) 555-0163", "(254) 555-0164", "254.555.0161"]) await wonAndDone(phone);
    // Iñaki's job turns out Lost before his request is due.
    const inaki = `/admin/leads/${await leadId("(254) 555-0164")}`;
    const staff = await signedInClient(server);
    expect((await staff.postForm(inaki, { intent: "reopen" })).status).toBe(302);
    expect((await staff.postForm(inaki, { intent: "mark-lost", lostReason: "price" })).status).toBe(302);
    // 7:30 p.m.: the requests wait for 9 a.m.
    expect(await leadPage(await leadId("254-555-0162"))).toContain("Review request text");
    expect(textsTo("+12545550162")).toHaveLength(3);

    await moveClockTo(server, WEDNESDAY_MORNING);
    const spanish = await textArrives("+12545550162", "/r/");
    expect(spanish.body).toMatch(
      /^Waco Tree Service: ¡gracias por escogernos! .* https:\/\/www\.wacotree\.example\/r\/\S+ Responda BAJA/,
    );
    const held = async (phone: string, why: string) => {
      const id = await leadId(phone);
      expect(await timelineSays(id, "Review request text to")).toContain(why);
    };
    await held("(254) 555-0163", "held: number texted an opt-out word (STOP, BAJA)");
    await held("(254) 555-0164", "held: lead is Lost");
    await held("254.555.0161", "(one a year)");
    expect(textsTo("+12545550161").filter((text) => text.body.includes("/r/"))).toHaveLength(1);
    expect(textsTo("+12545550163")).toHaveLength(1);
    expect(textsTo("+12545550164")).toHaveLength(1);
  });
});

describe("storm texts", () => {
  it("end with how to stop them, the owner's own words and the slip update included, in the lead's language", async () => {
    const owner = await signedInClient(server);
    expect((await owner.api("PATCH", "/api/site-settings", { stormMode: true })).status).toBe(200);
    try {
      const sent = await sendQuoteForm(
        server,
        {
          service: "tree-removal",
          name: "Begoña Tormenta",
          phone: "(254) 555-0171",
          textMe: "on",
          "stormHazards.clean-up": "on",
          stormCanLeave: "yes",
        },
        { page: "/es/contacto" },
      );
      expect(sent.status).toBe(302);
      await waitFor(() => textsTo("+12545550171")[0]);
      const update = {
        intent: "storm-update",
        target: "tier:yellow",
        message: "Cuadrillas en su zona mañana a las 8.",
      };
      expect((await owner.postForm("/admin/storm", update)).status).toBe(302);
      const bulk = await textArrives("+12545550171", "Cuadrillas");
      expect(bulk.body).toBe(
        "Waco Tree Service: Cuadrillas en su zona mañana a las 8. Responda BAJA para no recibir más.",
      );

      // Nobody is called overnight: next morning her likely call time is far past the promise, and
      // the slip update's text tells her the new time, in Spanish, with the opt-out line.
      await moveClockTo(server, THURSDAY_MORNING);
      const slip = await textArrives("+12545550171", "tormenta.");
      expect(slip.body).toMatch(
        /^Waco Tree Service: aviso por la tormenta\. Ahora esperamos llamarle hacia el (lunes|martes|miércoles|jueves|viernes|sábado|domingo) .+\. ¿Peligro\? Llame al 911\. Responda BAJA para no recibir más\.$/,
      );
      expect(slip.body).not.toMatch(/\b(call|Reply|STOP)\b/);
    } finally {
      await owner.api("PATCH", "/api/site-settings", { stormMode: false });
    }
  });
});
