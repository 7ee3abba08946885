import fs from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { getFreePort, startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { spamTrapStamp } from "../helpers/spam-trap";

const OFFICE = "office@example.com";
const OWNER = "owner@example.com";

let phoneCounter = 0;
/** A different phone per request, so no test trips the duplicate check by accident. */
function uniquePhone() {
  phoneCounter += 1;
  return `254-555-${String(1000 + phoneCounter).padStart(4, "0")}`;
}

function validForm(overrides: Record<string, string> = {}) {
  return {
    name: "Jane Doe",
    phone: uniquePhone(),
    email: "jane@example.com",
    service: "tree-removal",
    message: "A live oak is leaning over the garage.",
    ...overrides,
  };
}

function postForm(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** The spam trap's fields as the contact page renders them, which a browser sends back untouched. */
async function trapFields(server: TestServer) {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const validFrom = spamTrapStamp(html);
  if (!validFrom) throw new Error("The contact page has no spam-trap time stamp");
  return { name__confirm: "", from__confirm: validFrom };
}

function postJson(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function leadsWithPhone(server: TestServer, phone: string) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("leads").selectAll().where("phone", "=", phone).execute();
  } finally {
    await db.destroy();
  }
}

async function outboxRows(server: TestServer) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("outbox").selectAll().orderBy("id").execute();
  } finally {
    await db.destroy();
  }
}

describe("quote requests with a working mail server", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        NOTIFY_EMAILS: `${OFFICE},${OWNER}`,
        MAIL_FROM: "Waco Tree Service <leads@example.com>",
        SITE_URL: "https://www.example.com",
        CONTACT_RATE_LIMIT_PER_HOUR: "1000",
        MUTATION_RATE_LIMIT_PER_MINUTE: "1000",
      },
    });
    // Staff turned one address off: it must not get mail.
    const { db } = server.openDb();
    await db.updateTable("notificationEmails").set({ isActive: 0 }).where("email", "=", OWNER).execute();
    await db.updateTable("leadSourceSettings").set({ message: "Lead from wacotree.com contact form" }).execute();
    await db.destroy();
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  /** Emails that arrived for the lead with this phone number. */
  async function emailsFor(phone: string, count = 1) {
    const formatted = `(${phone.slice(0, 3)}) ${phone.slice(4, 7)}-${phone.slice(8)}`;
    return waitFor(async () => {
      const matching = smtp.messages.filter((message) => message.text.includes(formatted));
      return matching.length >= count && matching;
    });
  }

  describe("the form without JavaScript", () => {
    it("comes back with a message beside each field and the values kept", async () => {
      const response = await postForm(server, "/contact", {
        name: "",
        phone: "not a phone",
        email: "jane@",
        service: "",
        message: "Keep <this> text",
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Please enter your name");
      expect(html).toContain("Please enter a valid phone number");
      expect(html).toContain("Please enter a valid email address");
      expect(html).toContain("Please select a service");
      expect(html).toContain('value="not a phone"');
      expect(html).toContain('value="jane@"');
      expect(html).toContain("Keep &lt;this&gt; text</textarea>");
      expect(html.match(/aria-invalid="true"/g)).toHaveLength(4);
      expect(html).toMatch(/role="alert"[\s\S]*href="#quote-form-name"/);
      expect(await leadsWithPhone(server, "not a phone")).toHaveLength(0);
    });

    it("stores a valid request, redirects back to the thank-you and emails the active recipients", async () => {
      const form = validForm({
        email: "jane.doe@example.com",
        service: "stump-removal",
      });
      const response = await postForm(
        server,
        "/contact",
        {
          ...form,
          ...(await trapFields(server)),
          sourcePage: "/contact",
          referrer: "https://www.google.com/",
          utm_source: "google",
          utm_campaign: "spring",
        },
        { "User-Agent": "IntegrationTest/1.0" },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/contact#quote-form");
      const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
      expect(cookie).toMatch(/^__quote_sent=/);

      const page = await (await fetch(`${server.url}/contact`, { headers: { Cookie: cookie } })).text();
      expect(page).toContain("Message Sent Successfully");
      expect(page).toContain("We call back within one business hour");

      const [lead] = await leadsWithPhone(server, form.phone);
      expect(lead).toMatchObject({
        name: "Jane Doe",
        email: "jane.doe@example.com",
        service: "stump-removal",
        message: form.message,
        isContacted: 0,
        sourcePage: "/contact",
        referrer: "https://www.google.com/",
        utmSource: "google",
        utmCampaign: "spring",
        userAgent: "IntegrationTest/1.0",
        possibleSpam: 0,
      });

      const [email] = await emailsFor(form.phone);
      expect(email!.envelopeTo).toEqual([OFFICE]);
      expect(email!.headers.from).toBe("Waco Tree Service <leads@example.com>");
      expect(email!.headers["reply-to"]).toBe("jane.doe@example.com");
      expect(email!.headers.subject).toBe("New quote request: Stump Grinding & Removal from Jane Doe");
      expect(email!.text.split("\n")[0]).toBe("Lead from wacotree.com contact form");
      expect(email!.text).toContain("Name: Jane Doe");
      expect(email!.text).toContain("Email: jane.doe@example.com");
      expect(email!.text).toContain(`Message: ${form.message}`);
      expect(email!.text).toMatch(/^Received: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/m);
      expect(email!.text).toContain(`Open this lead: https://www.example.com/admin/leads/${lead!.id}`);
      expect(email!.html).toContain("<h1");
      expect(email!.html).toContain("Lead from wacotree.com contact form");
      expect(email!.html).toContain(`href="https://www.example.com/admin/leads/${lead!.id}"`);
    });

    it("accepts the home page's form at /?index and returns to it", async () => {
      const form = validForm();
      const response = await postForm(server, "/?index", form);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/#quote-form");
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(1);
    });

    it("renders the honeypot and answers a filled one with a normal success that stores and sends nothing", async () => {
      const html = await (await fetch(`${server.url}/contact`)).text();
      const validFrom = spamTrapStamp(html);
      expect(html).toContain('name="name__confirm"');
      expect(validFrom).toBeTruthy();

      const form = validForm();
      const response = await postForm(server, "/contact", {
        ...form,
        name__confirm: "http://spam.example",
        from__confirm: validFrom!,
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("set-cookie")).toMatch(/^__quote_sent=/);
      const api = await postJson(server, { ...form, name__confirm: "spam" });
      expect(api.status).toBe(201);
      expect((await api.json()).success).toBe(true);

      // A person's post carrying the same untouched trap goes through.
      const person = validForm();
      const ok = await postForm(server, "/contact", {
        ...person,
        name__confirm: "",
        from__confirm: validFrom!,
      });
      expect(ok.status).toBe(302);
      await emailsFor(person.phone);
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(0);
      expect(smtp.messages.some((message) => message.text.includes(form.phone.slice(4)))).toBe(false);
    });

    it("escapes HTML and script typed into every field, in the page and in the email", async () => {
      const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
      const invalid = await postForm(server, "/contact", {
        name: hostile,
        phone: hostile,
        email: hostile,
        service: hostile,
        message: hostile,
      });
      expect(invalid.status).toBe(400);
      const page = await invalid.text();
      expect(page).not.toContain(hostile);
      expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");

      const form = validForm({ name: hostile, message: hostile });
      const response = await postJson(server, { ...form, address: hostile });
      expect(response.status).toBe(201);
      const [email] = await emailsFor(form.phone);
      expect(email!.html).not.toMatch(/<script|<img/);
      expect(
        email!.html.match(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;&lt;img src=x onerror=alert\(1\)&gt;/g),
      ).toHaveLength(3);
      expect(email!.text).toContain(`Name: ${hostile}`);
    });
  });

  describe("POST /api/contact", () => {
    it("answers 201 with success for a request without email, and stores it", async () => {
      const { email: _email, ...request } = validForm();
      const response = await postJson(server, {
        ...request,
        address: "Not required",
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        success: true,
        message: "Message Sent Successfully. We'll get back to you as soon as possible.",
      });
      const [lead] = await leadsWithPhone(server, request.phone);
      expect(lead).toMatchObject({
        email: null,
        address: "Not required",
        sourcePage: "api",
      });
      const [email] = await emailsFor(request.phone);
      expect(email!.headers["reply-to"]).toBeUndefined();
    });

    it("accepts the services' older slugs and stores the canonical one", async () => {
      for (const [alias, canonical] of [
        ["stump-grinding", "stump-removal"],
        ["tree-health-assessment", "tree-health"],
      ]) {
        const request = validForm({ service: alias! });
        const response = await postJson(server, request);
        expect(response.status, alias).toBe(201);
        const [lead] = await leadsWithPhone(server, request.phone);
        expect(lead?.service, alias).toBe(canonical);
      }
      const unknown = await postJson(server, validForm({ service: "commercial-tree-service" }));
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ success: false, errors: { service: ["Please select a service"] } });
    });

    it("accepts form-encoded bodies", async () => {
      const form = validForm();
      const response = await postForm(server, "/api/contact", form);
      expect(response.status).toBe(201);
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(1);
    });

    it("answers 400 with a message per invalid field", async () => {
      const response = await postJson(server, {
        name: "",
        phone: "12",
        service: "Select a Service",
        email: "nope",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: "Please correct the highlighted fields.",
        errors: {
          name: ["Please enter your name"],
          phone: ["Please enter a valid phone number with area code, like (XXX) XXX-XXXX"],
          service: ["Please select a service"],
          email: ["Please enter a valid email address"],
        },
      });
    });

    it.each([
      ["an array", ["Jane"]],
      ["an object", { first: "Jane" }],
      ["a number", 42],
      ["null", null],
    ])("answers 400 when a field holds %s", async (_kind, value) => {
      const form = validForm();
      for (const field of ["name", "phone", "service", "message", "email"]) {
        const response = await postJson(server, { ...form, [field]: value });
        expect(response.status, field).toBe(400);
        expect((await response.json()).errors[field], field).toBeDefined();
      }
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(0);
    });

    it.each(['{"name": "Jane"', "[1,2]", '"text"', "null", ""])(
      "answers 400 for the malformed JSON body %j",
      async (body) => {
        const response = await postJson(server, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          success: false,
          message: "The body must be a JSON object.",
        });
      },
    );

    it("answers 415 for other content types, and 400 for a multipart body that is not one", async () => {
      const broken = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: "x",
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ success: false, message: "The multipart body could not be read." });
      for (const type of ["text/plain", "application/xml"]) {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": type },
          body: "x",
        });
        expect(response.status, type).toBe(415);
        expect((await response.json()).success).toBe(false);
      }
    });

    it("answers 413 for a body over 16 KB, whether or not Content-Length says so", async () => {
      const big = JSON.stringify({
        ...validForm(),
        message: "a".repeat(20_000),
      });
      const declared = await postJson(server, big);
      expect(declared.status).toBe(413);

      const streamed = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(big));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toEqual({
        success: false,
        message: "The request is too large.",
      });
    });

    it("answers 405 with Allow: POST for other methods", async () => {
      for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
        const response = await fetch(`${server.url}/api/contact`, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
      }
    });

    it("stores an identical repeat once and answers it as a success", async () => {
      const form = validForm();
      const first = await postJson(server, form);
      const second = await postJson(server, form);
      const third = await postForm(server, "/contact", form);
      expect([first.status, second.status, third.status]).toEqual([201, 201, 302]);
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(1);

      const changed = await postJson(server, {
        ...form,
        message: "Also two stumps.",
      });
      expect(changed.status).toBe(201);
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(2);
      await emailsFor(form.phone, 2);
      await waitFor(async () => (await outboxRows(server)).every((row) => row.status === "sent"));
      expect(smtp.messages.filter((message) => message.text.includes(form.phone.slice(4)))).toHaveLength(2);
    });
  });
});

describe("rate limiting", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ env: { CONTACT_RATE_LIMIT_PER_HOUR: "2" } });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("turns away the request over the hourly limit with 429 and Retry-After, on the API and the form", async () => {
    expect((await postJson(server, validForm())).status).toBe(201);
    expect((await postForm(server, "/contact", validForm())).status).toBe(302);

    const limited = await postJson(server, validForm());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await limited.json()).message).toMatch(/Too many requests .* Please try again in \d+ minutes or call us\./);

    const form = validForm();
    const page = await postForm(server, "/contact", form);
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain("Too many requests");
    expect(html).toContain(`value="${form.phone}"`);
    expect(await leadsWithPhone(server, form.phone)).toHaveLength(0);
  });
});

describe("when the mail server is down", () => {
  it("accepts the lead, retries, and delivers exactly once after a restart", async () => {
    const smtpPort = await getFreePort();
    let server = await startServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_EMAILS: OFFICE,
        OUTBOX_RETRY_BASE_MS: "200",
        CONTACT_RATE_LIMIT_PER_HOUR: "1000",
      },
    });
    let smtp: TestSmtpServer | undefined;
    try {
      const form = validForm();
      const response = await postJson(server, { ...form, sendConfirmation: true });
      expect(response.status).toBe(201);
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(1);

      const failed = await waitFor(async () => {
        const [row] = await outboxRows(server);
        return row && row.attempts >= 2 && row;
      });
      expect(failed).toMatchObject({ status: "pending", recipient: OFFICE });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);

      server = await server.restart();
      smtp = await startSmtpServer({ port: smtpPort });
      // The office's notification and the visitor's confirmation, each once.
      await smtp.waitForMessages(2, 30_000);
      await waitFor(async () => (await outboxRows(server)).every((row) => row.status === "sent"));
      expect(smtp.messages.map((message) => message.envelopeTo).sort()).toEqual([["jane@example.com"], [OFFICE]]);
      const notification = smtp.messages.find((message) => message.envelopeTo[0] === OFFICE);
      expect(notification!.headers["reply-to"]).toBe("jane@example.com");
      const [sent] = await outboxRows(server);
      expect(sent).toMatchObject({ status: "sent", lastError: null });
      expect(sent!.attempts).toBeGreaterThanOrEqual(3);
    } finally {
      await server.stop();
      await smtp?.stop();
    }
  }, 90_000);

  it("marks a message failed after the last attempt and keeps the lead", async () => {
    const server = await startServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${await getFreePort()}`,
        NOTIFY_EMAILS: OFFICE,
        OUTBOX_RETRY_BASE_MS: "50",
        OUTBOX_MAX_ATTEMPTS: "3",
      },
    });
    try {
      const form = validForm();
      expect((await postJson(server, form)).status).toBe(201);
      const row = await waitFor(async () => {
        const [message] = await outboxRows(server);
        return message?.status === "failed" && message;
      });
      expect(row.attempts).toBe(3);
      expect(row.lastError).toBeTruthy();
      expect(await leadsWithPhone(server, form.phone)).toHaveLength(1);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe("without SMTP configured", () => {
  it("says so at start, writes each notification as an .eml file beside the database, and keeps texts off", async () => {
    const server = await startServer({ env: { NOTIFY_EMAILS: OFFICE } });
    try {
      expect(server.output()).toContain(".eml files");
      const form = validForm();
      expect((await postJson(server, { ...form, sendConfirmation: true })).status).toBe(201);
      const folder = `${server.dataDir}/outbox`;
      // The office's notification and the visitor's confirmation.
      const files = await waitFor(async () => {
        const emails = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".eml")) : [];
        return emails.length === 2 && emails;
      });
      const raw = files
        .map((file) => fs.readFileSync(`${folder}/${file}`, "utf8"))
        .find((message) => message.includes(`To: ${OFFICE}`))!;
      expect(raw).toContain(`To: ${OFFICE}`);
      expect(raw).toContain("Subject: New quote request: Tree Removal from Jane Doe");
      // Nothing configured for texts either (issue #43): the provider's webhooks are not there.
      for (const path of ["/webhooks/twilio/sms", "/webhooks/twilio/status", "/webhooks/twilio/voice-status"]) {
        const webhook = await fetch(`${server.url}${path}`, {
          method: "POST",
          body: new URLSearchParams({ MessageSid: "SM0123", From: "+12545550100", Body: "STOP" }),
        });
        expect(webhook.status, path).toBe(404);
      }
    } finally {
      await server.stop();
    }
  }, 60_000);
});
