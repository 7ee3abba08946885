import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient } from "../helpers/staff";
import { postAsTwilio, startTwilioMock, TWILIO_ACCOUNT_SID, type TwilioMock } from "../helpers/twilio";

const SITE_URL = "https://www.wacotree.example";
const ON_CALL = "+12545550190";
const SECOND = "+12545550191";

let twilio: TwilioMock;
let server: TestServer;

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
    expect(alert.body).toBe(
      `EMERGENCY: Renée Ortiz\nCall +12545550177\n1200 Austin Ave, Waco\n${SITE_URL}/admin/leads/${leadId}`,
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
    const staff = await signedInClient(server);
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
