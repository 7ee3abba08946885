import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TextRefused } from "../../app/platform/messages/text-provider";
import { twilioProvider } from "../../app/platform/messages/twilio.server";
import {
  startTwilioMock,
  TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN,
  TWILIO_FROM_NUMBER,
  type TwilioMock,
} from "../helpers/twilio";

let twilio: TwilioMock;

beforeAll(async () => {
  twilio = await startTwilioMock();
});

afterAll(() => twilio?.stop());

const provider = (accountSid = TWILIO_ACCOUNT_SID) =>
  twilioProvider({ accountSid, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM_NUMBER, apiBaseUrl: twilio.url });

describe("texts through Twilio's Messages resource (checked against Twilio's OpenAPI description)", () => {
  it("sends a text Twilio's description accepts, with its status callback, and reads Twilio's answer", async () => {
    const sent = await provider().send({
      to: "+12545550111",
      body: "Waco Tree Service: José, we got your request. ¿Preguntas? (254) 555-0147",
      statusUrl: "https://www.wacotree.example/webhooks/twilio/status",
    });
    expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe("queued");
    expect(twilio.refused).toEqual([]);
    expect(twilio.texts.at(-1)).toEqual({
      sid: sent.providerId,
      to: "+12545550111",
      from: TWILIO_FROM_NUMBER,
      body: "Waco Tree Service: José, we got your request. ¿Preguntas? (254) 555-0147",
      statusCallback: "https://www.wacotree.example/webhooks/twilio/status",
    });
  });

  it("takes a refusal of the text itself as final, so the outbox does not retry it for a day", async () => {
    // Twilio's description refuses an account SID that is not one (4xx): the same path as a bad number.
    const send = provider("ACnot-an-account").send({ to: "+12545550111", body: "Hello" });
    await expect(send).rejects.toBeInstanceOf(TextRefused);
    await expect(send).rejects.toThrow(/Twilio answered HTTP 4\d\d/);
  });

  it("treats an unreachable API as an outage to retry", async () => {
    const down = twilioProvider({
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      from: TWILIO_FROM_NUMBER,
      apiBaseUrl: "http://127.0.0.1:9",
    });
    const send = down.send({ to: "+12545550111", body: "Hello" });
    await expect(send).rejects.toThrow();
    await expect(send).rejects.not.toBeInstanceOf(TextRefused);
  });
});
