import { describe, expect, it } from "vitest";

import { LeadHoneypot, STALE_AFTER_MS } from "./honeypot.server";

const seed = "a-secret-that-is-long-enough-for-the-honeypot";
const honeypot = new LeadHoneypot({ encryptionSeed: seed });

function formFields(validFromTimestamp: number, trap = "", from = honeypot) {
  const props = from.getInputProps({ validFromTimestamp });
  return { [props.nameFieldName]: trap, [props.validFromFieldName!]: props.encryptedValidFrom };
}

const judgeForm = (fields: Record<string, unknown>) => honeypot.judge(fields, { expectTimestamp: true });

describe("LeadHoneypot.judge", () => {
  it("passes a form a person filled in", () => {
    expect(judgeForm(formFields(Date.now() - 60_000))).toBe("clean");
  });

  it("calls it a bot only when the hidden text field is filled in", () => {
    expect(judgeForm(formFields(Date.now() - 60_000, "http://spam.example"))).toBe("bot");
    expect(honeypot.judge({ name__confirm: 5 }, { expectTimestamp: false })).toBe("bot");
  });

  it.each([
    ["missing", {}],
    ["empty", { name__confirm: "", from__confirm: "" }],
    ["garbage", { name__confirm: "", from__confirm: "%%%not-base64" }],
    ["not UTF-8 once decrypted", { name__confirm: "", from__confirm: "U2FsdGVkX1+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=" }],
    ["not text", { name__confirm: "", from__confirm: { a: 1 } }],
    [
      "from another secret",
      formFields(Date.now() - 60_000, "", new LeadHoneypot({ encryptionSeed: "another-secret" })),
    ],
    ["in the future", formFields(Date.now() + 60_000)],
    ["stale", formFields(Date.now() - STALE_AFTER_MS - 60_000)],
  ])("flags a %s time stamp as possible spam, never throwing", (_label, fields) => {
    expect(judgeForm(fields)).toBe("possible-spam");
  });

  it("lets API clients that know nothing of the trap through", () => {
    expect(honeypot.judge({ name: "Jane" }, { expectTimestamp: false })).toBe("clean");
  });
});
