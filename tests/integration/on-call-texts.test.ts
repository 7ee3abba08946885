import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";
import {
  inboundTextParams,
  postAsTwilio,
  startTwilioMock,
  TWILIO_ACCOUNT_SID,
  type TwilioMock,
} from "../helpers/twilio";

const SITE_URL = "https://www.wacotree.example";
const ON_CALL = "+12545550190";
const SECOND = "+12545550191";
// Saturday, 2:10 a.m. in Waco: the office is closed; emergencies still text the on-call phone.
const NIGHT = "2026-12-05T02:10:00-06:00";
const minutesAfterNight = (minutes: number) => new Date(Date.parse(NIGHT) + minutes * 60_000).toISOString();

let twilio: TwilioMock;

let server: TestServer;
/** One signed-in owner for the night's tests, one for the week after (a session idles out after days). */
let nightOwner: StaffClient | undefined;
let owner: StaffClient;
const staffAtNight = async () => (nightOwner ??= await signedInClient(server));

function quote(body: Record<string, unknown>) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function leadIdOf(phone: string) {
  const { db } = server.openDb();
  try {
    return (await db.selectFrom("leads").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  twilio = await startTwilioMock();
  server = await startServer({
    env: {
      ...twilio.env,
      ...adminEnv,
      SITE_URL,
      ON_CALL_PHONES: `${ON_CALL},${SECOND}`,
      CONTACT_RATE_LIMIT_PER_HOUR: "100",
      CLOCK_START: NIGHT,
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await twilio?.stop();
});

describe("a new emergency texts the on-call phone", () => {
  it("at once, with the number to call, the address and the lead's page; its delivery is on the timeline", async () => {
    const answer = await quote({
      name: "Renée Ortiz",
      phone: "(254) 555-0177",
      email: "renee@example.com",
      service: "emergency-tree-service",
      address: "1200 Austin Ave, Waco",
      message: "Tree on the roof, water coming in",
    });
    expect(answer.status).toBe(201);
    const leadId = await leadIdOf("(254) 555-0177");
    const alert = await waitFor(() => twilio.texts.find((text) => text.to === ON_CALL));
    expect(alert.from).toBe(twilio.env.TWILIO_FROM_NUMBER);
    // Its last line claims it (issue #43: the alert repeats until claimed).
    expect(alert.body).toMatch(
      new RegExp(
        `^EMERGENCY: Renée Ortiz\nCall \\+12545550177\n1200 Austin Ave, Waco\n${SITE_URL}/admin/leads/${leadId}\n` +
          `Reply 1 or open to take it: ${SITE_URL}/on-call/\\S+$`,
      ),
    );
    expect(alert.statusCallback).toBe(`${SITE_URL}/webhooks/twilio/status`);
    expect(twilio.texts.filter((text) => text.to === SECOND)).toEqual([]);

    const delivered = await postAsTwilio(
      server.url,
      "/webhooks/twilio/status",
      { MessageSid: alert.sid, MessageStatus: "delivered", AccountSid: TWILIO_ACCOUNT_SID },
      { publicUrl: `${SITE_URL}/webhooks/twilio/status` },
    );
    expect(delivered.status).toBe(204);
    const staff = await staffAtNight();
    const page = (await (await staff.get(`/admin/leads/${leadId}`)).text()).replaceAll("<!-- -->", "");
    expect(
      page.includes(`Emergency text to the on-call phone to ${ON_CALL} sent (delivered)`),
      "the timeline shows the alert and its delivery",
    ).toBe(true);
  });

  it("not for an ordinary lead", async () => {
    const before = twilio.texts.length;
    const answer = await quote({ name: "Ana Gómez", phone: "(254) 555-0178", service: "tree-trimming" });
    expect(answer.status).toBe(201);
    // The ordinary lead's email went; no text was queued with it.
    const { db } = server.openDb();
    try {
      const texts = await db.selectFrom("outbox").select("kind").where("channel", "=", "text").execute();
      expect(texts.map((row) => row.kind)).toEqual(["on-call-alert"]);
    } finally {
      await db.destroy();
    }
    expect(twilio.texts.length).toBe(before);
  });
});

/** The texts the mock took about one lead (its page's address is in each). */
const textsAbout = (leadId: number) => twilio.texts.filter((text) => isAbout(text.body, leadId));
const isAbout = (body: string, leadId: number) => new RegExp(`/admin/leads/${leadId}(\n|$)`).test(body);

const postSigned = (path: string, params: Record<string, string>) =>
  postAsTwilio(server.url, path, params, { publicUrl: `${SITE_URL}${path}` });

describe("an unclaimed emergency", () => {
  it("repeats every few minutes, then goes to the second number, until the link, a reply of 1 or Mark contacted takes it", async () => {
    const emergency = (name: string, phone: string) =>
      quote({ name, phone, service: "emergency-tree-service", address: "88 Lake Shore Dr, Waco" });
    expect((await emergency("Maëlle Dubois", "(254) 555-0181")).status).toBe(201);
    expect((await emergency("Óscar Peña", "254.555.0182")).status).toBe(201);
    const [byLink, byReply] = [await leadIdOf("(254) 555-0181"), await leadIdOf("254.555.0182")];
    await waitFor(() => textsAbout(byLink).length === 1 && textsAbout(byReply).length === 1);

    // Five minutes on (Settings: every 5 minutes), nobody has either: each is texted again.
    await moveClockTo(server, minutesAfterNight(6));
    const second = await waitFor(() => textsAbout(byLink)[1]);
    expect(second.to).toBe(ON_CALL);
    expect(second.body).toMatch(/^EMERGENCY \(text 2, nobody has it yet\): Maëlle Dubois\nCall \+12545550181\n/);
    await waitFor(() => textsAbout(byReply).length === 2);

    // Still nobody: the second on-call number is texted.
    await moveClockTo(server, minutesAfterNight(13));
    const third = await waitFor(() => textsAbout(byLink)[2]);
    expect(third.to).toBe(SECOND);
    await waitFor(() => textsAbout(byReply)[2]?.to === SECOND);

    // The second number's link: a look (a phone's link preview) claims nothing; "I've got it" does.
    const link = third.body.match(/Reply 1 or open to take it: https:\/\/www\.wacotree\.example(\/on-call\/\S+)$/)?.[1];
    expect(link, "the alert carries a claim link").toBeTruthy();
    const look = await (await fetch(`${server.url}${link}`)).text();
    expect(look).toContain("I&#x27;ve got it");
    const claimed = await (await fetch(`${server.url}${link}`, { method: "POST" })).text();
    expect(claimed).toContain("You have it. The alert stops repeating.");
    expect((await fetch(`${server.url}${link!.slice(0, -3)}abc`)).status).toBe(404);

    // The second number replies "1": the newest emergency texted to it that nobody has is Óscar's.
    const reply = await postSigned("/webhooks/twilio/sms", inboundTextParams(SECOND, "1"));
    expect(await reply.text()).toContain("<Message>You have Óscar Peña. Call (254) 555-0182.");

    // A third emergency is marked contacted from the lead list.
    expect((await emergency("Zoé Ávila", "(254) 555-0183")).status).toBe(201);
    const contacted = await leadIdOf("(254) 555-0183");
    await waitFor(() => textsAbout(contacted).length === 1);
    const staff = await staffAtNight();
    const marked = await staff.postForm("/admin/leads", {
      intent: "set-contacted",
      leadId: String(contacted),
      isContacted: "true",
      redirectTo: "/admin/leads",
    });
    expect(marked.status).toBe(302);

    const before = twilio.texts.length;
    await moveClockTo(server, minutesAfterNight(30));
    const home = (await (await (await staffAtNight()).get("/admin")).text()).replaceAll("<!-- -->", "");
    expect(home).toContain("On call");
    expect(home).toContain("(254) 555-0191 has it");
    expect(home).toContain("Marked contacted");
    const { db } = server.openDb();
    try {
      const stopped = await waitFor(() =>
        db
          .selectFrom("scheduledMessages")
          .select(["leadId", "reason"])
          .where("kind", "=", "on-call-alert")
          .where("status", "=", "dropped")
          .execute()
          .then((rows) => rows.length >= 3 && rows),
      );
      expect(stopped).toEqual(
        expect.arrayContaining([
          { leadId: byLink, reason: "(254) 555-0191 has it" },
          { leadId: byReply, reason: "(254) 555-0191 has it" },
          { leadId: contacted, reason: "lead was marked contacted" },
        ]),
      );
    } finally {
      await db.destroy();
    }
    expect(
      twilio.texts.slice(before).filter((text) => [byLink, byReply, contacted].some((id) => isAbout(text.body, id))),
    ).toEqual([]);
    const page = (await (await (await staffAtNight()).get(`/admin/leads/${byLink}`)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("On call: taken");
    expect(page).toContain("(254) 555-0191 took it with the link in the text");
  });

  it("an ordinary lead texts the on-call phone once, only in office hours", async () => {
    // Monday 10 a.m.: the office is open.
    await moveClockTo(server, "2026-12-07T10:00:00-06:00");
    expect((await quote({ name: "Inés Navarro", phone: "(254) 555-0184", service: "tree-trimming" })).status).toBe(201);
    const id = await leadIdOf("(254) 555-0184");
    const notice = await waitFor(() => textsAbout(id)[0]);
    expect(notice.to).toBe(ON_CALL);
    expect(notice.body).toMatch(/^New lead: Inés Navarro\nCall \+12545550184\n/);
    expect(notice.body).not.toContain("on-call/");
  });
});

describe("Settings → Texts (owners, without JavaScript)", () => {
  it("shows whether texts get through, refuses wrong input with field messages, and the next alert follows what was saved", async () => {
    // Sunday 9 a.m.: the published hours have the office closed.
    await moveClockTo(server, "2026-12-13T09:00:00-06:00");
    owner = await signedInClient(server);
    const settings = (await (await owner.get("/admin/settings")).text()).replaceAll("<!-- -->", "");
    expect(settings).toContain("Texts and on call");
    expect(settings).toContain('value="(254) 555-0190, (254) 555-0191"');
    expect(settings).toContain("now from ON_CALL_PHONES");
    expect(settings).toContain("Through Twilio from (254) 555-0100.");
    expect(settings).toMatch(/Last sent<\/dt><dd[^>]*><time/);

    const wrong = await owner.postForm("/admin/settings", {
      intent: "text-settings",
      onCallPhones: "(254) 555-0191, 555",
      repeatMinutes: "0",
      officeOpens: "8 am",
      officeCloses: "12:00",
    });
    expect(wrong.status).toBe(400);
    const refused = await wrong.text();
    expect(refused).toContain("Repeat at most every minute");
    expect(refused).toContain("Choose at least one day");
    expect(refused).toContain("Enter the time the office opens, as 07:00");

    const fields = { intent: "text-settings", repeatMinutes: "10", officeDays: "7", officeOpens: "08:00" };
    const wrongPhone = await owner.postForm("/admin/settings", {
      ...fields,
      onCallPhones: "(254) 555-0191, 555",
      officeCloses: "12:00",
    });
    expect(wrongPhone.status).toBe(400);
    expect(await wrongPhone.text()).toContain("Not a phone number: 555");
    const closesFirst = await owner.postForm("/admin/settings", {
      ...fields,
      onCallPhones: "(254) 555-0191",
      officeCloses: "07:30",
    });
    expect(closesFirst.status).toBe(400);
    expect(await closesFirst.text()).toContain("The office must close after it opens");

    const saved = await owner.postForm("/admin/settings", {
      intent: "text-settings",
      onCallPhones: "(254) 555-0191, 254-555-0190",
      repeatMinutes: "10",
      officeDays: "7",
      officeOpens: "08:00",
      officeCloses: "12:00",
      ordinaryLeadsInOfficeHours: "on",
    });
    expect(saved.status).toBe(302);

    // Sunday is now an office day: an ordinary lead texts the first number, now the second one's.
    expect((await quote({ name: "Nuño Carrasco", phone: "(254) 555-0186", service: "stump-removal" })).status).toBe(
      201,
    );
    const id = await leadIdOf("(254) 555-0186");
    const notice = await waitFor(() => textsAbout(id)[0]);
    expect(notice.to).toBe(SECOND);
    const after = (await (await owner.get("/admin/settings")).text()).replaceAll("<!-- -->", "");
    expect(after).toContain('value="(254) 555-0191, (254) 555-0190"');
    expect(after).not.toContain("now from ON_CALL_PHONES");

    const health = (await (await fetch(`${server.url}/healthz/notifications`)).json()) as { texts: unknown };
    expect(health.texts).toEqual({
      configured: true,
      lastSentAt: expect.stringMatching(/^2026-12-13T/),
      waiting: expect.any(Number),
      failedThisWeek: 0,
      lastFailureAt: null,
    });
  });
});

describe("in storm mode", () => {
  it("a Red lead texts the on-call phone as an emergency whatever service it picked; a Yellow one does not, even from the emergency service", async () => {
    expect((await owner.api("PATCH", "/api/site-settings", { stormMode: true })).status).toBe(200);
    const stormQuote = (name: string, phone: string, hazard: string, service = "tree-removal") =>
      sendQuoteForm(server, [
        ["name", name],
        ["phone", phone],
        ["service", service],
        [`stormHazards.${hazard}`, "on"],
        ["stormCanLeave", "yes"],
        ["stormInsurance", "no"],
      ]);
    expect((await stormQuote("Xóchitl Ramírez", "(254) 555-0187", "power-line")).status).toBe(302);
    expect((await stormQuote("Ulises Garza", "(254) 555-0188", "clean-up")).status).toBe(302);
    expect((await stormQuote("Zoë Treviño", "(254) 555-0189", "clean-up", "emergency-tree-service")).status).toBe(302);
    const [red, yellow, yellowEmergency] = [
      await leadIdOf("(254) 555-0187"),
      await leadIdOf("(254) 555-0188"),
      await leadIdOf("(254) 555-0189"),
    ];
    const alert = await waitFor(() => textsAbout(red)[0]);
    expect(alert.body).toMatch(/^EMERGENCY: Xóchitl Ramírez\nCall \+12545550187\n/);
    // In office hours (Settings, above) the Yellow lead is an ordinary one: a notice, not an emergency.
    const notice = await waitFor(() => textsAbout(yellow)[0]);
    expect(notice.body).toMatch(/^New lead: Ulises Garza\n/);
    expect(textsAbout(yellow).filter((text) => text.body.startsWith("EMERGENCY"))).toEqual([]);
    // Clean-up picked as an emergency is still clean-up in a storm: one notice, no alarm.
    expect((await waitFor(() => textsAbout(yellowEmergency)[0])).body).toMatch(/^New lead: Zoë Treviño\n/);
    expect(textsAbout(yellowEmergency).filter((text) => text.body.startsWith("EMERGENCY"))).toEqual([]);
  });
});
