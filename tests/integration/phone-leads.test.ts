import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";
import {
  inboundTextParams,
  postAsTwilio,
  startTwilioMock,
  TWILIO_ACCOUNT_SID,
  TWILIO_FROM_NUMBER,
  type TwilioMock,
} from "../helpers/twilio";

const SITE_URL = "https://www.wacotree.example";
const OFFICE = "office@example.com";
const ON_CALL = "+12545550190";
// Saturday, 2:10 a.m. in Waco: the office is closed.
const NIGHT = "2026-12-05T02:10:00-06:00";
// Monday, 10 a.m.: the office is open.
const MONDAY_MORNING = "2026-12-07T10:00:00-06:00";

let twilio: TwilioMock;
let smtp: TestSmtpServer;
let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  [twilio, smtp] = await Promise.all([startTwilioMock(), startSmtpServer()]);
  server = await startServer({
    env: {
      ...twilio.env,
      ...adminEnv,
      SITE_URL,
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: OFFICE,
      ON_CALL_PHONES: ON_CALL,
      CONTACT_RATE_LIMIT_PER_HOUR: "100",
      // Low, so the last test reaches it: signed webhooks must not count.
      MUTATION_RATE_LIMIT_PER_MINUTE: "6",
      CLOCK_START: NIGHT,
    },
  });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
  await Promise.all([twilio?.stop(), smtp?.stop()]);
});

const postSigned = (path: string, params: Record<string, string>) =>
  postAsTwilio(server.url, path, params, { publicUrl: `${SITE_URL}${path}` });

let callCount = 0;
/** A call's status callback as Twilio posts it when the call ends. */
function callEnded(from: string, status: string, callSid = `CA${String(++callCount).padStart(32, "0")}`) {
  return postSigned("/webhooks/twilio/voice-status", {
    CallSid: callSid,
    AccountSid: TWILIO_ACCOUNT_SID,
    From: from,
    To: TWILIO_FROM_NUMBER,
    CallStatus: status,
    Direction: "inbound",
    ApiVersion: "2010-04-01",
  });
}

const textsTo = (phone: string) => twilio.texts.filter((text) => text.to === phone);
const emailsAbout = (words: string) => smtp.messages.filter((email) => email.text.includes(words));

async function query<T>(read: (db: ReturnType<TestServer["openDb"]>["db"]) => Promise<T>) {
  const { db } = server.openDb();
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

const leadsOf = (digits: string) =>
  query((db) => db.selectFrom("leads").selectAll().where("phoneDigits", "=", digits).execute());

const page = async (path: string) => (await (await staff.get(path)).text()).replaceAll("<!-- -->", "");

describe("a missed call", () => {
  it("from a number no lead has: one text back and one 'Missed call' lead in Needs a call, however often it rings", async () => {
    const caller = "+12545550201";
    const first = await callEnded(caller, "no-answer", "CA".padEnd(34, "1"));
    expect(first.status).toBe(204);
    expect((await callEnded(caller, "no-answer", "CA".padEnd(34, "1"))).status, "Twilio's retry").toBe(204);
    expect((await callEnded(caller, "busy")).status).toBe(204);

    const text = await waitFor(() => textsTo(caller)[0]);
    expect(text.body).toBe(
      "Waco Tree Service: sorry we missed your call. Reply with your address and what the tree needs, or call us back at (254) 555-0147. Reply STOP to opt out.",
    );
    const leads = await leadsOf("2545550201");
    expect(leads).toHaveLength(1);
    const [lead] = leads;
    expect(lead).toMatchObject({
      name: "Missed call from (254) 555-0201",
      sourcePage: "missed-call",
      service: "not-said-yet",
    });
    const decided = await waitFor(() =>
      query((db) =>
        db
          .selectFrom("scheduledMessages")
          .select(["status", "reason"])
          .where("kind", "=", "missed-call-text")
          .where("leadId", "=", lead!.id)
          .orderBy("id")
          .execute(),
      ).then((rows) => rows.length === 2 && rows),
    );
    expect(decided).toEqual([
      { status: "sent", reason: null },
      { status: "held", reason: "rationed: one missed-call text a day to this number" },
    ]);
    expect(textsTo(caller)).toHaveLength(1);

    const needsCall = await page("/admin/leads?view=needs-call");
    expect(needsCall).toContain("Missed call from (254) 555-0201");
    const leadPage = await page(`/admin/leads/${lead!.id}`);
    expect(leadPage).toContain("Missed call to the site's number");
    expect(leadPage).toContain("Nobody answered");
    const calls = await query((db) =>
      db
        .selectFrom("leadEvents")
        .select("kind")
        .where("leadId", "=", lead!.id)
        .where("kind", "=", "missed-call")
        .execute(),
    );
    expect(calls, "each call is on the timeline").toHaveLength(2);
    // The office hears of it as of any new lead; at night an ordinary lead texts nobody on call.
    await waitFor(() => emailsAbout("Missed call from (254) 555-0201").length > 0);
    expect(textsTo(ON_CALL)).toEqual([]);
  });

  it("that was answered, or from a hidden number, changes nothing", async () => {
    expect((await callEnded("+12545550209", "completed")).status).toBe(204);
    expect((await callEnded("+266696687", "no-answer")).status).toBe(204);
    expect(await leadsOf("2545550209")).toEqual([]);
    expect(await query((db) => db.selectFrom("leads").select("id").where("phone", "like", "%266%").execute())).toEqual(
      [],
    );
  });

  it("from a known Spanish lead: on its timeline, the text in Spanish; after STOP none", async () => {
    expect(
      (
        await sendQuoteForm(
          server,
          { service: "tree-removal", name: "Begoña Ruiz", phone: "254-555-0202" },
          { page: "/es/contacto" },
        )
      ).status,
    ).toBe(302);
    expect((await callEnded("+12545550202", "no-answer")).status).toBe(204);
    const text = await waitFor(() => textsTo("+12545550202")[0]);
    expect(text.body).toMatch(
      /^Waco Tree Service: perdón, no pudimos contestar su llamada\. .*\(254\) 555-0147\. .*BAJA/,
    );
    const [lead, ...more] = await leadsOf("2545550202");
    expect(more, "no second lead").toEqual([]);
    expect(await page(`/admin/leads/${lead!.id}`)).toContain("Nobody answered");

    const stopped = "+12545550204";
    expect((await postSigned("/webhooks/twilio/sms", inboundTextParams(stopped, "STOP"))).status).toBe(200);
    expect((await callEnded(stopped, "no-answer")).status).toBe(204);
    const [held] = await waitFor(() =>
      query((db) =>
        db
          .selectFrom("scheduledMessages")
          .select("reason")
          .where("kind", "=", "missed-call-text")
          .where("status", "=", "held")
          .where("data", "like", `%${stopped}%`)
          .execute(),
      ).then((rows) => rows.length > 0 && rows),
    );
    expect(held?.reason).toBe("number texted an opt-out word (STOP, BAJA)");
    expect(textsTo(stopped)).toEqual([]);
  });
});

describe("a customer's text", () => {
  it("tells the office by email; the on-call phone only in office hours, an open emergency's at any hour", async () => {
    const night = inboundTextParams("+12545550202", "¿Pueden venir el martes?");
    expect((await postSigned("/webhooks/twilio/sms", night)).status).toBe(200);
    const email = await waitFor(() => smtp.messages.find((mail) => mail.subject.startsWith("Text from Begoña Ruiz")));
    expect(email.subject).toBe("Text from Begoña Ruiz: ¿Pueden venir el martes?");
    expect(email.envelopeTo).toEqual([OFFICE]);
    expect(email.text).toContain("¿Pueden venir el martes?");
    expect(email.text).toMatch(
      /Read and reply on the lead's page: https:\/\/www\.wacotree\.example\/admin\/leads\/\d+/,
    );

    const emergency = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Renée Ortiz", phone: "(254) 555-0205", service: "emergency-tree-service" }),
    });
    expect(emergency.status).toBe(201);
    await waitFor(() => textsTo(ON_CALL).find((text) => text.body.startsWith("EMERGENCY: Renée Ortiz")));
    const urgent = inboundTextParams("+12545550205", "Water is coming in the bedroom now");
    expect((await postSigned("/webhooks/twilio/sms", urgent)).status).toBe(200);
    const relayed = await waitFor(() => textsTo(ON_CALL).find((text) => text.body.startsWith("Text from Renée")));
    expect(relayed.body).toMatch(
      /^Text from Renée Ortiz \(\+12545550205\): Water is coming in the bedroom now\nhttps:\/\/www\.wacotree\.example\/admin\/leads\/\d+$/,
    );
    expect(textsTo(ON_CALL).some((text) => text.body.includes("martes"))).toBe(false);

    await moveClockTo(server, MONDAY_MORNING);
    staff = await signedInClient(server); // the night's session has lapsed
    const morning = inboundTextParams("+12545550202", "Mejor el miércoles");
    expect((await postSigned("/webhooks/twilio/sms", morning)).status).toBe(200);
    await waitFor(() => textsTo(ON_CALL).find((text) => text.body.startsWith("Text from Begoña Ruiz")));
  });

  it("from a number no lead has starts a 'Text' lead, its photo linked", async () => {
    const params = {
      ...inboundTextParams("+12545550206", "Big limb on my driveway at 45 Elm St"),
      NumMedia: "1",
      MediaUrl0: "https://api.twilio.com/2010-04-01/Accounts/AC0/Messages/MM1/Media/ME1",
    };
    expect((await postSigned("/webhooks/twilio/sms", params)).status).toBe(200);
    const [lead, ...more] = await leadsOf("2545550206");
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ name: "Text from (254) 555-0206", sourcePage: "text" });
    expect(lead!.message).toBe(`Big limb on my driveway at 45 Elm St\nPhoto: ${params.MediaUrl0}`);
    const leadPage = await page(`/admin/leads/${lead!.id}`);
    expect(leadPage).toContain("Text to the site's number");
    expect(leadPage).toContain("Text from the customer");
    await waitFor(() => emailsAbout("Big limb on my driveway").length > 0);
  });

  it("have sources of their own on the dashboard and in the lists' filter, and a readable service", async () => {
    const bySource = await query((db) =>
      db
        .selectFrom("leads")
        .select(["sourcePage", (eb) => eb.fn.countAll<number>().as("leads")])
        .groupBy("sourcePage")
        .execute(),
    );
    const count = (pages: string[]) =>
      bySource.filter((row) => pages.includes(row.sourcePage ?? "")).reduce((sum, row) => sum + row.leads, 0);
    const home = await page("/admin");
    const panel = home.slice(home.indexOf("Where leads come from"));
    expect(panel).toContain(`Missed call, ${count(["missed-call"])} lead`);
    expect(panel).toContain(`Text, ${count(["text"])} lead`);
    const site = bySource.filter((row) => !["text", "missed-call"].includes(row.sourcePage ?? ""));
    expect(panel).toContain(`Direct, ${count(site.map((row) => row.sourcePage ?? ""))} lead`);
    expect(panel).toContain("Missed call to the site&#x27;s number");

    const missed = await page("/admin/form-fills?source=missed-call");
    expect(missed).toContain("Missed call from (254) 555-0201");
    expect(missed).not.toContain("Text from (254) 555-0206");
    expect(missed).toMatch(/<option value="missed-call" selected="">Missed call<\/option>/);
    const texts = await page("/admin/leads?source=text");
    expect(texts).toContain("Text from (254) 555-0206");
    expect(texts).not.toContain("Missed call from (254) 555-0201");
    expect(texts).toContain("Service not said yet");
    const shown = texts.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown, "no raw slug shown").not.toMatch(/>[^<]*not-said-yet/);
    const fromSite = await page("/admin/form-fills?source=site");
    expect(fromSite).toContain("Begoña Ruiz");
    expect(fromSite).not.toContain("Text from (254) 555-0206");
    expect(fromSite).not.toContain("Missed call from (254) 555-0201");
  });
});

describe("the per-address limit", () => {
  it("spares the provider's signed webhooks, and still counts unsigned ones, which are refused", async () => {
    for (let index = 0; index < 12; index += 1) {
      const report = { MessageSid: `SM${String(index).padStart(32, "9")}`, MessageStatus: "delivered" };
      expect((await postSigned("/webhooks/twilio/status", { ...report, AccountSid: TWILIO_ACCOUNT_SID })).status).toBe(
        204,
      );
    }
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const unsigned = await postAsTwilio(server.url, "/webhooks/twilio/sms", inboundTextParams("+12545550207", "hi"), {
        signature: null,
      });
      statuses.push(unsigned.status);
    }
    expect(statuses).toContain(403);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.every((status) => status === 403 || status === 429)).toBe(true);
    expect(await leadsOf("2545550207")).toEqual([]);
    const signed = await postSigned("/webhooks/twilio/sms", inboundTextParams("+12545550208", "Still here?"));
    expect(signed.status).toBe(200);
  });
});
