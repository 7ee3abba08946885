import { describe, expect, it } from "vitest";

import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("fills every default from an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe("data/site.db");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SECURE_COOKIES).toBe(false);
    expect(env.TRUST_PROXY).toBe("false");
    expect(env.NOTIFY_EMAILS).toEqual([]);
    expect(env.MAIL_FROM).toBe("Waco Tree Service <no-reply@localhost>");
    expect(env.CALLBACK_MINUTES).toBe(60);
    // A lock held by another process, and a webhook receiver, are waited for this long (tests shorten both).
    expect(env.DATABASE_BUSY_TIMEOUT_MS).toBe(5000);
    expect(env.LEAD_WEBHOOK_TIMEOUT_SECONDS).toBe(10);
  });

  it("takes the call-back promise in minutes, fractions included", () => {
    expect(parseEnv({ CALLBACK_MINUTES: "90" }).CALLBACK_MINUTES).toBe(90);
    expect(parseEnv({ CALLBACK_MINUTES: "0.05" }).CALLBACK_MINUTES).toBe(0.05);
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ PORT: "", SMTP_URL: "", SESSION_SECRET: " " });
    expect(env.PORT).toBe(3000);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it("derives the default site URL from PORT and secure cookies from https", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    const env = parseEnv({ SITE_URL: "https://www.example.com/some/path" });
    expect(env.SITE_URL).toBe("https://www.example.com");
    expect(env.SECURE_COOKIES).toBe(true);
  });

  it("takes lead webhooks as comma-separated http(s) URLs, with a whsec_ secret", () => {
    const env = parseEnv({
      LEAD_WEBHOOK_URLS: "https://hooks.example.com/a, http://127.0.0.1:8080/b,",
      LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    });
    expect(env.LEAD_WEBHOOK_URLS).toEqual(["https://hooks.example.com/a", "http://127.0.0.1:8080/b"]);
    expect(env.LEAD_WEBHOOK_SECRET).toBe("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
    expect(parseEnv({}).LEAD_WEBHOOK_URLS).toEqual([]);
    expect(() => parseEnv({ LEAD_WEBHOOK_URLS: "ftp://example.com/x" })).toThrow(/LEAD_WEBHOOK_URLS\.0: must be http/);
    expect(() => parseEnv({ LEAD_WEBHOOK_SECRET: "not-a-secret" })).toThrow(
      /LEAD_WEBHOOK_SECRET: must look like whsec_/,
    );
  });

  it("refuses a webhook URL with user:pass, which could never be delivered, without echoing it", () => {
    const parse = () =>
      parseEnv({ LEAD_WEBHOOK_URLS: "https://ok.example.com/a,https://zap:s3cret@hooks.example.com/b" });
    expect(parse).toThrow(/LEAD_WEBHOOK_URLS\.1: must not carry a user name or password/);
    expect(parse).not.toThrow(/s3cret/);
  });

  it("alerts on undelivered lead messages after NOTIFY_ALERT_MINUTES, at least one", () => {
    expect(parseEnv({}).NOTIFY_ALERT_MINUTES).toBe(15);
    expect(parseEnv({ NOTIFY_ALERT_MINUTES: "1" }).NOTIFY_ALERT_MINUTES).toBe(1);
    expect(() => parseEnv({ NOTIFY_ALERT_MINUTES: "0" })).toThrow(/NOTIFY_ALERT_MINUTES: must be at least 1/);
  });

  it("splits NOTIFY_EMAILS on commas", () => {
    expect(parseEnv({ NOTIFY_EMAILS: "a@example.com, b@example.com," }).NOTIFY_EMAILS).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["SITE_URL", { SITE_URL: "not a url" }],
    ["SITE_URL", { SITE_URL: "ftp://example.com" }],
    ["SESSION_SECRET", { SESSION_SECRET: "too-short" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.com" }],
    ["NOTIFY_EMAILS", { NOTIFY_EMAILS: "office@example.com, nope" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "owner@example.com" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "short" }],
    ["ADMIN_EMAIL", { ADMIN_PASSWORD: "a-long-enough-password" }],
    ["TRUST_PROXY", { TRUST_PROXY: "sometimes" }],
    ["CALLBACK_MINUTES", { CALLBACK_MINUTES: "0" }],
    ["CALLBACK_MINUTES", { CALLBACK_MINUTES: "an hour" }],
    ["CALLBACK_MINUTES", { CALLBACK_MINUTES: "20000" }],
  ])("rejects a bad %s with a message naming it", (name, raw) => {
    expect(() => parseEnv(raw)).toThrowError(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });

  it("keeps texts off until the Twilio account, token and number are all set", () => {
    const off = parseEnv({});
    expect(off.TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(off.TWILIO_API_BASE_URL).toBe("https://api.twilio.com");
    expect(off.ON_CALL_PHONES).toEqual([]);
    const on = parseEnv({
      TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`,
      TWILIO_AUTH_TOKEN: "0123456789abcdef0123456789abcdef",
      TWILIO_FROM_NUMBER: "+12545550100",
      ON_CALL_PHONES: "+12545550101, +12545550102",
    });
    expect(on.ON_CALL_PHONES).toEqual(["+12545550101", "+12545550102"]);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}` })).toThrow(
      /TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER must be set together/,
    );
    expect(() => parseEnv({ TWILIO_FROM_NUMBER: "254-555-0100" })).toThrow(/TWILIO_FROM_NUMBER: must be E\.164/);
    expect(() => parseEnv({ ON_CALL_PHONES: "+12545550101, (254) 555-0102" })).toThrow(
      /ON_CALL_PHONES\.1: must be E\.164/,
    );
  });
});
