import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient } from "../helpers/staff";
import {
  inboundTextParams,
  postAsTwilio,
  startTwilioMock,
  TWILIO_ACCOUNT_SID,
  type TwilioMock,
  twilioSignature,
} from "../helpers/twilio";

// The public address Twilio posts to: the server sits behind a proxy and is reached here directly.
const SITE_URL = "https://www.wacotree.example";
const CUSTOMER = "+12545550111";

let twilio: TwilioMock;
let server: TestServer;

/** Posts as Twilio does, signed for the public URL of the path. */
const postSigned = (path: string, params: Record<string, string>) =>
  postAsTwilio(server.url, path, params, { publicUrl: `${SITE_URL}${path}` });

async function optOuts() {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("textOptOuts").selectAll().execute();
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  twilio = await startTwilioMock();
  server = await startServer({ env: { ...twilio.env, ...adminEnv, SITE_URL, CONTACT_RATE_LIMIT_PER_HOUR: "100" } });
});

afterAll(async () => {
  await server?.stop();
  await twilio?.stop();
});

describe("Twilio's webhooks", () => {
  it("refuse a forged or missing signature, and one made for another address, changing nothing", async () => {
    const stop = inboundTextParams(CUSTOMER, "STOP");
    const forged = await postAsTwilio(server.url, "/webhooks/twilio/sms", stop, {
      signature: twilioSignature(`${SITE_URL}/webhooks/twilio/sms`, stop, "not-the-auth-token-at-all-0000"),
    });
    expect(forged.status).toBe(403);
    const unsigned = await postAsTwilio(server.url, "/webhooks/twilio/sms", stop, { signature: null });
    expect(unsigned.status).toBe(403);
    // Signed for the address the request reached, not the public one Twilio was given.
    const wrongUrl = await postAsTwilio(server.url, "/webhooks/twilio/sms", stop);
    expect(wrongUrl.status).toBe(403);
    // Signed params, then one changed on the way.
    const tampered = await postAsTwilio(
      server.url,
      "/webhooks/twilio/sms",
      { ...stop, From: "+12545550999" },
      { signature: twilioSignature(`${SITE_URL}/webhooks/twilio/sms`, stop) },
    );
    expect(tampered.status).toBe(403);
    expect(await optOuts()).toEqual([]);
  });

  it("honour STOP at once with one confirmation, however often it is replayed", async () => {
    const stop = inboundTextParams(CUSTOMER, "Stop");
    const first = await postSigned("/webhooks/twilio/sms", stop);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^text\/xml/);
    const reply = await first.text();
    expect(reply).toContain("<Message>Waco Tree Service: you're unsubscribed");
    expect(reply).toContain("(254) 555-0147");

    const replay = await postSigned("/webhooks/twilio/sms", stop);
    expect(replay.status).toBe(200);
    expect(await replay.text()).not.toContain("<Message>");
    // The customer sends STOP again: still unsubscribed, not told twice.
    const again = await postSigned("/webhooks/twilio/sms", inboundTextParams(CUSTOMER, "UNSUBSCRIBE"));
    expect(await again.text()).not.toContain("<Message>");
    expect(await optOuts()).toEqual([expect.objectContaining({ phone: CUSTOMER, word: "Stop" })]);
  });

  it("answer BAJA in Spanish, HELP with the office's name and number, START after an opt-out", async () => {
    const spanish = "+12545550122";
    const baja = await postSigned("/webhooks/twilio/sms", inboundTextParams("(254) 555-0122", "No más"));
    expect(await baja.text()).toContain("ya no recibirá mensajes de texto");
    expect((await optOuts()).map((row) => row.phone)).toContain(spanish);

    const help = await postSigned("/webhooks/twilio/sms", inboundTextParams("+12545550133", "help"));
    expect(await help.text()).toMatch(/<Message>Waco Tree Service: tree care in Waco, TX\. Call \(254\) 555-0147/);

    const start = await postSigned("/webhooks/twilio/sms", inboundTextParams(spanish, "START"));
    expect(await start.text()).toContain("you'll get texts about your request again");
    expect((await optOuts()).map((row) => row.phone)).not.toContain(spanish);
  });

  it("record a text's delivery once, and a late 'sent' never takes back 'delivered'", async () => {
    const { db } = server.openDb();
    const sid = `SM${"ab".repeat(16)}`;
    try {
      await db
        .insertInto("outbox")
        .values({
          channel: "email",
          kind: "confirmation",
          recipient: CUSTOMER,
          subject: "",
          textBody: "Waco Tree Service: we got your request.",
          htmlBody: "",
          status: "sent",
          nextAttemptAt: new Date().toISOString(),
          createdAt: new Date().toISOString(),
          providerId: sid,
        })
        .execute();
      const report = (status: string) => ({ MessageSid: sid, MessageStatus: status, AccountSid: TWILIO_ACCOUNT_SID });
      expect((await postSigned("/webhooks/twilio/status", report("delivered"))).status).toBe(204);
      expect((await postSigned("/webhooks/twilio/status", report("sent"))).status).toBe(204);
      expect((await postSigned("/webhooks/twilio/status", report("delivered"))).status).toBe(204);
      const row = await db
        .selectFrom("outbox")
        .select("deliveryStatus")
        .where("providerId", "=", sid)
        .executeTakeFirst();
      expect(row?.deliveryStatus).toBe("delivered");
      const events = await db
        .selectFrom("providerEvents")
        .select("id")
        .where("id", "like", `delivery:${sid}:%`)
        .execute();
      expect(events.map((event) => event.id).sort()).toEqual([`delivery:${sid}:delivered`, `delivery:${sid}:sent`]);
    } finally {
      await db.destroy();
    }
  });

  it("turn away a signed post that is not an event of its kind", async () => {
    const response = await postSigned("/webhooks/twilio/status", { AccountSid: TWILIO_ACCOUNT_SID });
    expect(response.status).toBe(400);
  });
});

const sendQuote = (page: string, fields: Record<string, string>) =>
  sendQuoteForm(server, { service: "tree-removal", ...fields }, { page });

async function leadByPhone(phone: string) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("leads").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

describe("the quote form's 'Text me about my request'", () => {
  it("is offered unticked in English and Spanish", async () => {
    const english = await (await fetch(`${server.url}/contact`)).text();
    expect(english).toMatch(/<input type="checkbox" name="textMe"(?![^>]*checked)[^>]*>/);
    expect(english).toContain("Text me about my request");
    expect(english).toContain("Reply STOP to stop, HELP for help.");
    const spanish = await (await fetch(`${server.url}/es/contacto`)).text();
    expect(spanish).toContain("Envíenme mensajes de texto sobre mi solicitud");
    expect(spanish).toContain("Responda BAJA para no recibir más");
  });

  it("keeps the consent with the lead: the wording's version, when, the page and the address", async () => {
    const ticked = await sendQuote("/es/contacto", { name: "Zoë Núñez", phone: "(254) 555-0144", textMe: "on" });
    expect(ticked.status).toBe(302);
    const lead = await leadByPhone("(254) 555-0144");
    expect(lead).toMatchObject({ textConsentVersion: "2026-11-28", textConsentPage: "/es/contacto" });
    expect(lead.textConsentIp).toBe("127.0.0.1");
    expect(Date.now() - new Date(lead.textConsentAt!).getTime()).toBeLessThan(60_000);

    const staff = await signedInClient(server);
    const page = (await (await staff.get(`/admin/leads/${lead.id}`)).text()).replaceAll("<!-- -->", "");
    const consentLine =
      /Agreed on <time[^>]*>[^<]+<\/time> from \/es\/contacto \(127\.0\.0\.1; wording of 2026-11-28\)/;
    expect(consentLine.test(page), "the lead page shows the consent").toBe(true);

    const unticked = await sendQuote("/contact", { name: "José Álvarez", phone: "(254) 555-0155" });
    expect(unticked.status).toBe(302);
    expect(await leadByPhone("(254) 555-0155")).toMatchObject({ textConsentAt: null, textConsentVersion: null });
  });

  it("stays ticked when the form comes back with an error", async () => {
    const refused = await sendQuote("/contact", { name: "", phone: "(254) 555-0166", textMe: "on" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/<input type="checkbox" name="textMe"[^>]*checked/);
  });
});

describe("two-way texts", () => {
  it("put a customer's text on their lead's timeline (once, whatever the phone's format) and staff reply from the lead page, with and without JavaScript", async () => {
    expect((await sendQuote("/contact", { name: "Agnès Lefèvre", phone: "254.555.0171" })).status).toBe(302);
    const lead = await leadByPhone("254.555.0171");
    const text = inboundTextParams("+12545550171", "The oak is leaning on the fence, photo coming");
    expect((await postSigned("/webhooks/twilio/sms", text)).status).toBe(200);
    expect((await postSigned("/webhooks/twilio/sms", text)).status).toBe(200);

    const staff = await signedInClient(server);
    const page = async () => (await (await staff.get(`/admin/leads/${lead.id}`)).text()).replaceAll("<!-- -->", "");
    const before = await page();
    expect(before).toContain("The oak is leaning on the fence, photo coming");
    expect(before).toContain("Text from the customer");
    const { db } = server.openDb();
    try {
      const stored = await db
        .selectFrom("leadEvents")
        .select("note")
        .where("leadId", "=", lead.id)
        .where("kind", "=", "text-in")
        .execute();
      expect(stored, "the replay stored nothing more").toEqual([
        { note: "The oak is leaning on the fence, photo coming" },
      ]);
    } finally {
      await db.destroy();
    }

    const replied = await staff.postForm(`/admin/leads/${lead.id}`, {
      intent: "text-reply",
      body: "Thank you, Agnès: we can come Tuesday morning.",
    });
    expect(replied.status).toBe(302);
    const sent = await waitFor(() => twilio.texts.find((sms) => sms.to === "+12545550171"));
    expect(sent.body).toBe("Thank you, Agnès: we can come Tuesday morning.");
    expect(await page()).toContain("Text reply");
    // With JavaScript the same form posts through Remix's fetch: the reply goes out the same way.
    const fetched = await staff.postForm(
      `/admin/leads/${lead.id}.data`,
      { intent: "text-reply", body: "Tuesday at 9 suits us too." },
      { headers: { "Sec-Fetch-Mode": "cors" } },
    );
    expect(fetched.status).toBeLessThan(400);
    await waitFor(() => twilio.texts.some((sms) => sms.body === "Tuesday at 9 suits us too."));

    const empty = await staff.postForm(`/admin/leads/${lead.id}`, { intent: "text-reply", body: " " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please write the text");
  });
});
