import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { spamTrapStamp } from "../helpers/spam-trap";
import { adminEnv, signedInClient, StaffClient } from "../helpers/staff";
import { unique } from "../helpers/unique";

// Issue #30 points 4-6 and the confirmation email's abuse: the address, where the visit
// began, the thank-you that stays, and a receipt nobody can aim at a stranger.

const OFFICE = "office@example.com";

let server: TestServer;
let smtp: TestSmtpServer;
let staff: StaffClient;
let phoneCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      ...adminEnv,
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: OFFICE,
      SITE_URL: "https://www.example.com",
      CONTACT_RATE_LIMIT_PER_HOUR: "1000",
      MUTATION_RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
  staff = await signedInClient(server);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A visitor's browser without JavaScript: keeps its cookies, posts the form as the page renders it. */
function visitor() {
  return new StaffClient(server);
}

function quote(overrides: Record<string, string> = {}): Record<string, string> & { name: string; phone: string } {
  phoneCounter += 1;
  return {
    name: unique("Jane"),
    phone: `254-555-${String(3000 + phoneCounter)}`,
    email: "jane@example.com",
    service: "tree-removal",
    message: "A live oak is leaning over the garage.",
    ...overrides,
  };
}

/** The quote form as a browser without JavaScript sends it from `path`, spam trap and all. */
async function sendQuote(browser: StaffClient, path: string, fields: Record<string, string>) {
  const page = await (await browser.request(path)).text();
  const trap = { name__confirm: "", from__confirm: spamTrapStamp(page)! };
  const action = path === "/" ? "/?index" : path;
  return browser.request(action, { method: "POST", body: new URLSearchParams({ ...trap, ...fields }) });
}

async function leadNamed(name: string) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("leads").selectAll().where("name", "=", name).executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

/** Every queued message sent: no write will make the page cache render its pages again meanwhile. */
function outboxSent() {
  return waitFor(async () => {
    const { db } = server.openDb();
    const pending = await db.selectFrom("outbox").select("id").where("status", "!=", "sent").execute();
    await db.destroy();
    return pending.length === 0;
  });
}

const emailsTo = (address: string) => smtp.messages.filter((message) => message.envelopeTo.includes(address));
const officeEmailFor = (name: string) =>
  waitFor(() => emailsTo(OFFICE).find((message) => message.text.includes(`Name: ${name}`)));

describe("the address", () => {
  it("is asked on the form, stored, and shown in the office email, on the lead page with Directions, in the CSV and the API", async () => {
    const form = await (await visitor().request("/contact")).text();
    expect(form).toMatch(/<textarea[^>]*name="address"[^>]*autocomplete="street-address"/i);
    expect(form).toContain("Where the tree is");

    const fields = quote({ address: "1200 Austin Ave, Waco, TX 76701" });
    expect((await sendQuote(visitor(), "/contact", fields)).status).toBe(302);
    const lead = (await leadNamed(fields.name))!;
    expect(lead.address).toBe("1200 Austin Ave, Waco, TX 76701");

    expect((await officeEmailFor(fields.name)).text).toContain("Address: 1200 Austin Ave, Waco, TX 76701");

    const page = await (await staff.get(`/admin/leads/${lead.id}`)).text();
    expect(page).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=1200+Austin+Ave%2C+Waco%2C+TX+76701"',
    );
    expect(page).toMatch(/Directions<\/a>/);

    const api = (await (await staff.get(`/api/leads?q=${encodeURIComponent(fields.name)}`)).json()) as {
      data: Array<{ address: string }>;
    };
    expect(api.data[0]!.address).toBe("1200 Austin Ave, Waco, TX 76701");
    const csv = Papa.parse<string[]>((await (await staff.get(`/admin/leads.csv?q=${fields.name}`)).text()).slice(1));
    expect(csv.data[1]![csv.data[0]!.indexOf("Address")]).toBe("1200 Austin Ave, Waco, TX 76701");
  });

  it("offers no Directions for SPEC's 'Not required' from an API client", async () => {
    const fields = quote({ address: "Not required" });
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(response.status).toBe(201);
    const lead = (await leadNamed(fields.name))!;
    expect(lead.address).toBe("Not required");
    expect(await (await staff.get(`/admin/leads/${lead.id}`)).text()).not.toContain("Directions");
  });
});

describe("names and addresses are one line", () => {
  it("refuses a line break in the name with the field's message, so no fake line reaches the office email", async () => {
    const fields = quote({ name: "Jane\nPhone: (254) 555-6666", address: "1 Elm St\nWaco" });
    const response = await sendQuote(visitor(), "/contact", fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter your name on one line");
    // The address's lines (as autofill writes a street address) are kept, as one line.
    expect(html).not.toContain("Please enter the address on one line");

    const api = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ errors: { name: ["Please enter your name on one line"] } });
    expect(smtp.messages.some((message) => message.text.includes("(254) 555-6666"))).toBe(false);
  });
});

describe("where the visit began", () => {
  it("is kept from an ad's landing page through a typo on another page to the lead, the CSV, the API and the dashboard", async () => {
    const browser = visitor();
    const landing = await browser.request(
      "/services/tree-removal?utm_source=google&utm_medium=cpc&utm_campaign=storm-season&gclid=Cj0KCQ-test",
      { headers: { Referer: "https://www.google.com/" } },
    );
    expect(landing.status).toBe(200);
    const [cookie] = landing.headers.getSetCookie();
    expect(cookie).toMatch(/^first_touch=/);
    expect(cookie).toMatch(/; Max-Age=86400/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);

    // Later pages of the visit (here from another site again) never replace the first touch.
    const later = await browser.request("/about", { headers: { Referer: "https://www.bing.com/" } });
    expect(later.headers.getSetCookie()).toEqual([]);

    // A typo first (the no-JavaScript path answers with the form again), then the request from /contact.
    const fields = quote();
    expect((await sendQuote(browser, "/contact", { ...fields, phone: "call me" })).status).toBe(400);
    expect((await sendQuote(browser, "/contact", fields)).status).toBe(302);

    expect(await leadNamed(fields.name)).toMatchObject({
      sourcePage: "/contact",
      landingPage: "/services/tree-removal",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "storm-season",
      gclid: "Cj0KCQ-test",
    });

    const csv = Papa.parse<string[]>(
      (await (await staff.get(`/admin/leads.csv?q=${encodeURIComponent(fields.name)}`)).text()).slice(1),
    );
    const [header = [], row = []] = csv.data;
    const source = header.indexOf("Source");
    expect(header.slice(source, source + 5)).toEqual(["Source", "Medium", "Campaign", "Landing Page", "Referrer"]);
    expect(row.slice(source, source + 5)).toEqual([
      "google",
      "cpc",
      "storm-season",
      "/services/tree-removal",
      "https://www.google.com/",
    ]);

    const api = (await (await staff.get(`/api/leads?q=${encodeURIComponent(fields.name)}`)).json()) as {
      data: unknown[];
    };
    expect(api.data[0]).toMatchObject({
      landingPage: "/services/tree-removal",
      utmSource: "google",
      utmCampaign: "storm-season",
      gclid: "Cj0KCQ-test",
    });

    const page = await (await staff.get(`/admin/leads/${(await leadNamed(fields.name))!.id}`)).text();
    expect(page).toContain("/services/tree-removal");
    expect(page).toContain("Cj0KCQ-test");

    const dashboard = (await (await staff.get("/admin")).text()).replace(/<[^>]+>/g, " ");
    expect(dashboard).toMatch(/Top landing pages[\s\S]*\/services\/tree-removal/);
    expect(dashboard).toMatch(/google \/ cpc/);
  });

  it("credits an auto-tagged ad click (a gclid and no campaign tags) to google / cpc, not to search", async () => {
    const browser = visitor();
    await browser.request("/services/stump-removal?gclid=EAIaIQ-auto", {
      headers: { Referer: "https://www.google.com/" },
    });
    const fields = quote();
    expect((await sendQuote(browser, "/contact", fields)).status).toBe(302);
    expect(await leadNamed(fields.name)).toMatchObject({
      gclid: "EAIaIQ-auto",
      utmSource: "google",
      utmMedium: "cpc",
      landingPage: "/services/stump-removal",
    });
  });

  it("is set outside the cached page: the cache keeps serving it, and no visitor's cookie reaches another", async () => {
    await outboxSent();
    // A page nobody has asked for yet in this server's life, first from a search engine.
    const first = await visitor().request("/service-areas", { headers: { Referer: "https://duckduckgo.com/" } });
    expect(first.headers.getSetCookie()).toHaveLength(1);
    expect(first.headers.get("Cache-Control")).toBe("private, max-age=0");

    const typed = await visitor().request("/service-areas");
    const again = await visitor().request("/service-areas");
    expect(typed.headers.getSetCookie()).toEqual([]);
    expect(typed.headers.get("Cache-Control")).toMatch(/^public/);
    // The same rendering (its spam-trap stamp changes with every render): served from the cache.
    expect(again.headers.get("ETag")).toBe(typed.headers.get("ETag"));
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));

    // Another visitor from elsewhere gets a cookie of their own, from the cached page.
    const other = await visitor().request("/service-areas", { headers: { Referer: "https://www.facebook.com/" } });
    const [cookie] = other.headers.getSetCookie();
    expect(cookie).toMatch(/^first_touch=/);
    expect(cookie).not.toBe(first.headers.getSetCookie()[0]);
    expect(other.headers.get("Cache-Control")).toBe("private, max-age=0");
    expect(other.headers.get("ETag")).toBe(typed.headers.get("ETag"));
  });

  it("records a direct visit's first page through the page's image, which leaves the page cacheable", async () => {
    const browser = visitor();
    const page = await browser.request("/services/stump-removal");
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get("Cache-Control")).toMatch(/^public/);
    const pixel = (await page.text()).match(/<img src="(\/[^"]+)" alt="" hidden=""\/>/)?.[1];
    expect(pixel).toBeDefined();

    // The browser asks for the image with the page as Referer (same origin: the whole URL).
    const image = await browser.request(pixel!, { headers: { Referer: `${server.url}/services/stump-removal?x=1` } });
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/gif");
    expect(image.headers.get("Cache-Control")).toBe("private, max-age=86400");
    expect(image.headers.getSetCookie()[0]).toMatch(/^first_touch=/);
    // Later pages' images, and one claiming another site's page, change nothing.
    const again = await browser.request(pixel!, { headers: { Referer: `${server.url}/about` } });
    expect(again.headers.getSetCookie()).toEqual([]);
    const elsewhere = await visitor().request(pixel!, { headers: { Referer: "https://evil.example/x" } });
    expect(elsewhere.headers.getSetCookie()).toEqual([]);

    const fields = quote();
    expect((await sendQuote(browser, "/contact", fields)).status).toBe(302);
    expect(await leadNamed(fields.name)).toMatchObject({
      landingPage: "/services/stump-removal",
      sourcePage: "/contact",
      referrer: null,
      utmSource: null,
    });
  });

  it("is not set by the site's own pages, nor by a visit that came from nowhere", async () => {
    const own = await visitor().request("/about", { headers: { Referer: "https://www.example.com/" } });
    const direct = await visitor().request("/about");
    expect([...own.headers.getSetCookie(), ...direct.headers.getSetCookie()]).toEqual([]);
  });
});

describe("the thank-you", () => {
  it("replaces the form after a request without JavaScript, once, for this visitor only, and a refresh sends nothing again", async () => {
    const browser = visitor();
    const fields = quote({ service: "emergency-tree-service" });
    const sent = await sendQuote(browser, "/contact", fields);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/contact#quote-form");

    const thanked = await browser.request("/contact");
    expect(thanked.headers.get("Cache-Control")).toBe("no-store");
    const html = await thanked.text();
    expect(html).toContain("Message Sent Successfully");
    expect(html).toContain("We call back within one business hour");
    expect(html).toMatch(/<a href="tel:\+1\d{10}"[^>]*>.*Call/);
    expect(html).toContain("24/7 Emergency Tree Service");
    expect(html).toContain("call 911");
    expect(html).toContain("Send another request");
    expect(html).not.toContain('name="phone"');

    // Someone else, and this visitor's refresh, see the form: the thank-you was shown once, nothing sent twice.
    expect(await (await visitor().request("/contact")).text()).not.toContain("Message Sent Successfully");
    const refreshed = await (await browser.request("/contact")).text();
    expect(refreshed).toContain('name="phone"');
    const { db } = server.openDb();
    const count = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("phone", "=", fields.phone)
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(count.count).toBe(1);
  });

  it("says how many photos came, on the home page too", async () => {
    const browser = visitor();
    const fields = quote();
    expect((await sendQuote(browser, "/", fields)).status).toBe(302);
    const html = await (await browser.request("/")).text();
    expect(html).toContain("Message Sent Successfully");
    expect(html).toMatch(/Photos<\/dt><dd[^>]*>None/);
    expect(html).toContain("Tree Removal");
  });
});

describe("the visitor's confirmation email", () => {
  it("has a tap-to-call, an emergency's advice, and none of what the visitor typed", async () => {
    const fields = quote({
      email: "storm.victim@example.com",
      service: "emergency-tree-service",
      message: "Win a prize at http://spam.example.com",
      address: "1 Prize Lane",
    });
    expect((await sendQuote(visitor(), "/contact", fields)).status).toBe(302);
    const receipt = await waitFor(() => emailsTo("storm.victim@example.com")[0]);
    expect(receipt!.html).toMatch(/<a href="tel:\+1\d{10}"[^>]*>Call \(254\)/);
    expect(receipt!.text).toContain("call 911");
    expect(receipt!.text).toContain("downed power lines");
    for (const typed of [fields.name, fields.message!, fields.address!, "spam.example.com"]) {
      expect(receipt!.text).not.toContain(typed);
      expect(receipt!.html).not.toContain(typed);
    }
  });

  it("reaches one mailbox at most twice a day, however the address is written", async () => {
    const names: string[] = [];
    for (const email of ["victim@example.org", "Victim@Example.org", "victim+3@example.org"]) {
      const fields = quote({ email });
      names.push(fields.name);
      expect((await sendQuote(visitor(), "/contact", fields)).status).toBe(302);
    }
    // Every lead is stored and reaches the office.
    for (const name of names) await officeEmailFor(name);
    await outboxSent();
    const receipts = smtp.messages.filter((message) =>
      message.envelopeTo.some((to) => /^victim(\+3)?@example\.org$/i.test(to)),
    );
    expect(receipts).toHaveLength(2);
  });

  it("is sent to an API client's visitor only when the client asks for it", async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const silent = quote({ email: "api-silent@example.com" });
    const asked = quote({ email: "api-asked@example.com" });
    expect((await post(silent)).status).toBe(201);
    expect((await post({ ...asked, sendConfirmation: true })).status).toBe(201);
    await waitFor(() => emailsTo("api-asked@example.com").length === 1);
    await officeEmailFor(silent.name);
    expect(emailsTo("api-silent@example.com")).toEqual([]);
    expect((await post({ ...quote(), sendConfirmation: "yes" })).status).toBe(400);
  });

  it("stops for the day once the site has sent a hundred, while leads still reach the office", async () => {
    const { db } = server.openDb();
    const now = new Date().toISOString();
    await db
      .insertInto("outbox")
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          kind: "confirmation" as const,
          recipient: `earlier${index}@example.net`,
          subject: "We got your request",
          textBody: "",
          htmlBody: "",
          status: "sent" as const,
          nextAttemptAt: now,
          createdAt: now,
          sentAt: now,
        })),
      )
      .execute();
    await db.destroy();
    const fields = quote({ email: "one-too-many@example.com" });
    expect((await sendQuote(visitor(), "/contact", fields)).status).toBe(302);
    await officeEmailFor(fields.name);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emailsTo("one-too-many@example.com")).toEqual([]);
  });
});
