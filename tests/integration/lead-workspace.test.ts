import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";
import { unique } from "../helpers/unique";

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

const MINUTE = 60_000;

/** A phone number no other test uses: 254 + 7 digits. */
function uniqueDigits() {
  return `254${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
}

async function page(path: string) {
  const response = await staff.get(path);
  return { status: response.status, html: await response.text() };
}

async function apiLeads(query: string) {
  const response = await staff.request(`/api/leads?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Array<{ id: number; name: string }> };
  return body.data;
}

/** The page as a person reads it: scripts and tags removed, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the lead page /admin/leads/{id}", () => {
  it("shows every field: phone to call, email to write, address, service title, Waco time, page, referrer, campaign", async () => {
    const tag = unique("Page");
    const [id] = await insertLeads(server, [
      {
        name: `${tag} Grace Hopper`,
        phone: "254-555-0111",
        email: "grace@example.com",
        address: "1 Elm St, Waco, TX 76701",
        service: "stump-removal",
        message: "Two stumps\nby the fence",
        createdAt: new Date("2026-01-15T15:04:05.000Z"),
        sourcePage: "/services/stump-removal",
        referrer: "https://www.google.com/search?q=stump",
        utmSource: "google",
        utmCampaign: "spring-stumps",
        possibleSpam: true,
      },
    ]);
    const { status, html } = await page(`/admin/leads/${id}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${tag} Grace Hopper</h1>`));
    expect(html).toContain('href="tel:+12545550111"');
    expect(html).toContain("(254) 555-0111");
    expect(html).toContain('href="mailto:grace@example.com"');
    const text = textOf(html);
    for (const expected of [
      "Address 1 Elm St, Waco, TX 76701",
      "Service Stump Grinding & Removal",
      "Message Two stumps by the fence",
      "Received Jan 15, 2026, 9:04 AM CST",
      "Sent from /services/stump-removal",
      "Referrer https://www.google.com/search?q=stump",
      "Campaign Source: google Campaign: spring-stumps",
      "Possible spam Yes. The form's anti-spam time stamp was missing or invalid.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("answers 404 for a lead that does not exist", async () => {
    for (const path of ["/admin/leads/999999", "/admin/leads/abc"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain("Lead not found");
    }
  });

  it("is linked from Lead Submissions, Form Fills and the home page's ?viewleads=true", async () => {
    const tag = unique("Link");
    const [id] = await insertLeads(server, [{ name: `${tag} Linked` }]);
    for (const path of [`/admin/leads?q=${tag}`, `/admin/form-fills?q=${tag}`, `/?viewleads=true&q=${tag}`]) {
      const { html } = await page(path);
      expect(html, path).toMatch(new RegExp(`<a[^>]*href="/admin/leads/${id}"[^>]*>${tag} Linked</a>`));
    }
  });

  it("adds notes to the timeline with who and when, and keeps what was typed when a note is refused", async () => {
    const tag = unique("Note");
    const [id] = await insertLeads(server, [{ name: `${tag} Noted` }]);
    const path = `/admin/leads/${id}`;

    const empty = await staff.postForm(path, { intent: "add-note", note: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please write a note");

    const tooLong = `Keep ${"x".repeat(2000)}`;
    const refused = await staff.postForm(path, { intent: "add-note", note: tooLong });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Please keep a note under 2,000 characters");
    expect(refusedHtml).toContain(`${tooLong}</textarea>`);

    const added = await staff.postForm(path, { intent: "add-note", note: "Left a voicemail <b>twice</b>" });
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(path);
    await staff.postForm(path, { intent: "add-note", note: "Called back: quote on Friday" });

    const { html } = await page(path);
    expect(html).toContain("Note Added");
    expect(html).toContain("Left a voicemail &lt;b&gt;twice&lt;/b&gt;");
    const text = textOf(html);
    expect(text).toMatch(
      new RegExp(`Note \\w{3} \\d+, \\d{4}, [\\d:]+ [AP]M C[SD]T · ${ADMIN_EMAIL} Left a voicemail <b>twice</b>`),
    );
    expect(text.indexOf("Left a voicemail")).toBeLessThan(text.indexOf("Called back: quote on Friday"));

    // Notes are kept as written: there is no way to change or remove one.
    const edit = await staff.postForm(path, { intent: "edit-note", note: "rewritten" });
    expect(edit.status).toBe(400);
    expect(textOf((await page(path)).html)).toContain("Left a voicemail <b>twice</b>");

    expect((await staff.postForm("/admin/leads/999999", { intent: "add-note", note: "x" })).status).toBe(404);
  });

  it("marks the lead contacted from its own page, once per change, naming the staff member", async () => {
    const tag = unique("Contact");
    const [id] = await insertLeads(server, [{ name: `${tag} Called` }]);
    const path = `/admin/leads/${id}`;
    const mark = (isContacted: boolean) =>
      staff.postForm(path, {
        intent: "set-contacted",
        leadId: String(id),
        isContacted: String(isContacted),
        redirectTo: path,
      });

    const response = await mark(true);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path);
    await mark(true); // a double click records the change once
    let text = textOf((await page(path)).html);
    expect(text).toContain("Status Updated");
    expect(text).not.toContain("Mark contacted");
    expect(text.match(/Marked contacted/g)).toHaveLength(1);
    expect(text).toMatch(new RegExp(`Marked contacted \\w{3} \\d+, \\d{4}, [\\d:]+ [AP]M C[SD]T · ${ADMIN_EMAIL}`));

    // The API records its changes on the timeline too.
    const patch = await staff.api("PATCH", `/api/leads/${id}`, { isContacted: false });
    expect(patch.status).toBe(200);
    text = textOf((await page(path)).html);
    expect(text).toContain(`Marked not contacted`);
    expect(text).toContain("Mark contacted");
  });

  it("lists its emails with their status on the timeline, and retries failed ones", async () => {
    const tag = unique("Mail");
    const [id] = await insertLeads(server, [{ name: `${tag} Mailed`, createdAt: new Date(Date.now() - 10 * MINUTE) }]);
    const { db } = server.openDb();
    try {
      const message = { leadId: id!, subject: "Lead", textBody: "x", htmlBody: "x" };
      const later = new Date(Date.now() + 24 * 60 * MINUTE).toISOString();
      await db
        .insertInto("outbox")
        .values([
          {
            ...message,
            recipient: "office@example.com",
            status: "sent",
            attempts: 1,
            sentAt: new Date().toISOString(),
            nextAttemptAt: later,
          },
          {
            ...message,
            recipient: "owner@example.com",
            status: "failed",
            attempts: 5,
            lastError: "550 mailbox unavailable",
            lastAttemptAt: new Date().toISOString(),
            nextAttemptAt: later,
          },
        ])
        .execute();
      const path = `/admin/leads/${id}`;
      const { html } = await page(path);
      const text = textOf(html);
      expect(text).toContain("Notification email to office@example.com sent");
      expect(text).toContain("Notification email to owner@example.com failed after 5 attempts");
      // In plain words: the raw error stays in the log and the outbox.
      expect(text).toContain("The email address was refused by its mail server.");
      expect(text).not.toContain("550 mailbox unavailable");
      expect(html).toContain(`aria-label="Retry notifications for ${tag} Mailed"`);
      expect(text).not.toContain("Nobody was emailed");

      const retry = await staff.postForm(path, { intent: "retry-notifications", leadId: String(id), redirectTo: path });
      expect(retry.status).toBe(302);
      expect(retry.headers.get("Location")).toBe(path);
      const failed = await db
        .selectFrom("outbox")
        .select("status")
        .where("leadId", "=", id!)
        .where("recipient", "=", "owner@example.com")
        .executeTakeFirstOrThrow();
      // Back in the queue, and the worker is woken at once: it may already be sending it.
      expect(["pending", "sending", "sent"]).toContain(failed.status);
    } finally {
      await db.destroy();
    }
  });

  it('says why no email went out: "None" in the lists, "Nobody was emailed" on the timeline', async () => {
    const tag = unique("None");
    const [id] = await insertLeads(server, [{ name: `${tag} Unsent` }]);
    expect((await page(`/admin/leads?q=${tag}`)).html).toContain(
      "None: no active notification address when it arrived",
    );
    const text = textOf((await page(`/admin/leads/${id}`)).html);
    expect(text).toMatch(/Nobody was emailed [^·]+ C[SD]T No notification address was active when it arrived\./);
  });
});

describe("search: one box for name, email and phone", () => {
  it("finds a phone number however it is written, on every screen and in the API", async () => {
    const tag = unique("Phone");
    const digits = uniqueDigits();
    const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    const formats = [
      `${area}-${exchange}-${line}`,
      `(${area}) ${exchange}-${line}`,
      digits,
      `+1 ${area} ${exchange} ${line}`,
    ];
    const ids = await insertLeads(
      server,
      formats.map((phone, index) => ({ name: `${tag} ${index}`, phone })),
    );
    await insertLeads(server, [
      { name: `${tag} other`, phone: `${area}-${exchange}-${String(Number(line) ^ 1).padStart(4, "0")}` },
    ]);

    for (const query of [...formats, `1${digits}`, `${area}.${exchange}.${line}`]) {
      const found = await apiLeads(`q=${encodeURIComponent(query)}`);
      expect(found.map((lead) => lead.id).sort(), query).toEqual([...ids].sort());
    }
    // From the area code on, a partial number finds them too.
    expect((await apiLeads(`q=${encodeURIComponent(`(${area}) ${exchange}`)}`)).map((lead) => lead.name)).toEqual(
      expect.arrayContaining([`${tag} 0`, `${tag} other`]),
    );

    for (const screen of ["/admin/leads", "/admin/form-fills", "/?viewleads=true&"]) {
      const separator = screen.endsWith("&") ? "" : "?";
      const { html } = await page(`${screen}${separator}q=${encodeURIComponent(formats[1]!)}`);
      expect(html.match(/data-testid="lead-row"/g), screen).toHaveLength(4);
      expect(html, screen).not.toContain(`${tag} other`);
      expect(html, screen).toContain(`value="${formats[1]}"`);
    }
  });

  it("finds names and emails by any part, case-insensitively, together with the other filters", async () => {
    const tag = unique("Text");
    await insertLeads(server, [
      { name: `${tag} Maria Lopez`, email: `maria.${tag.toLowerCase()}@example.com`, service: "tree-removal" },
      { name: `${tag} Mario Kart`, email: "mk@example.net", service: "land-clearing", isContacted: true },
      { name: "Someone Else", email: `${tag.toLowerCase()}-billing@example.org`, service: "land-clearing" },
    ]);
    const names = async (query: string) => (await apiLeads(query)).map((lead) => lead.name).sort();
    expect(await names(`q=${tag.toUpperCase()}%20MARI`)).toEqual([`${tag} Maria Lopez`, `${tag} Mario Kart`]);
    expect(await names(`q=${tag.toLowerCase()}-billing`)).toEqual(["Someone Else"]);
    expect(await names(`q=${tag}&service=land-clearing`)).toEqual([`${tag} Mario Kart`, "Someone Else"].sort());
    expect(await names(`q=${tag}&service=land-clearing&contacted=new`)).toEqual(["Someone Else"]);
    expect(await names(`q=${tag}%25`)).toEqual([]);
  });
});

describe("the call-back promise on screens", () => {
  it("gives leads stored without a call-back time one from the business hours", async () => {
    const tag = unique("Fill");
    const createdAt = new Date(Date.now() - 90 * MINUTE);
    const [id] = await insertLeads(server, [{ name: `${tag} imported`, service: "emergency-tree-service", createdAt }]);
    // A new lead wakes the reminder sweep, which first gives every stored lead its call-back time.
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: `${tag} new`, phone: uniqueDigits(), service: "tree-removal" }),
    });
    expect(response.status).toBe(201);
    const { db } = server.openDb();
    try {
      const imported = await waitFor(() =>
        db
          .selectFrom("leads")
          .select("callbackDueAt")
          .where("id", "=", id!)
          .where("callbackDueAt", "is not", null)
          .executeTakeFirst(),
      );
      // An emergency counts every minute: 60 minutes after it came in.
      expect(imported.callbackDueAt).toBe(new Date(Date.parse(createdAt.toISOString()) + 60 * MINUTE).toISOString());
    } finally {
      await db.destroy();
    }
    // So it is 30 minutes late now.
    const row = (await page(`/admin/leads?q=${tag}%20imported`)).html.split('data-testid="lead-row"')[1];
    expect(row).toContain(">Overdue<");
  });

  it('puts "Needs a call" in triage order, badges overdue leads, and counts them on the staff home', async () => {
    const readOverdue = async () =>
      Number((await page("/admin")).html.match(/data-testid="home-overdue">([\d,]+)</)![1]!.replace(/,/g, ""));
    const before = await readOverdue();
    const tag = unique("Due");
    const now = Date.now();
    const [longOverdue, justOverdue, notYet, contacted] = await insertLeads(server, [
      {
        name: `${tag} long overdue`,
        callbackDueAt: new Date(now - 120 * MINUTE),
        createdAt: new Date(now - 3 * 60 * MINUTE),
      },
      {
        name: `${tag} just overdue`,
        callbackDueAt: new Date(now - 10 * MINUTE),
        createdAt: new Date(now - 5 * MINUTE),
      },
      { name: `${tag} not yet due`, callbackDueAt: new Date(now + 50 * MINUTE) },
      { name: `${tag} contacted`, callbackDueAt: new Date(now - 60 * MINUTE), isContacted: true },
    ]);
    expect(await readOverdue()).toBe(before + 2);

    const { html } = await page(`/admin/leads?view=needs-call&q=${tag}`);
    // One row per lead (a card on a phone): the latest overdue first.
    const order = [...html.matchAll(new RegExp(`>${tag} ([a-z ]+)</a>`, "g"))].map((match) => match[1]);
    expect(order).toEqual(["just overdue", "long overdue", "not yet due"]);
    const rows = html.split('data-testid="lead-row"').slice(1);
    expect(rows.map((row) => row.includes(">Overdue<"))).toEqual([true, true, false]);
    expect(html).toMatch(/aria-current="page"[^>]*>Needs a call/);

    // The API takes the same view, in the same order.
    const api = await apiLeads(`view=needs-call&q=${tag}`);
    expect(api.map((lead) => lead.id)).toEqual([justOverdue, longOverdue, notYet]);
    expect((await apiLeads(`q=${tag}`)).map((lead) => lead.id)).toContain(contacted);

    // The full list badges overdue leads too, newest first as always.
    const all = await page(`/admin/form-fills?q=${tag}`);
    // Once on each overdue lead's row (a card on a phone).
    expect(all.html.match(/>Overdue</g)).toHaveLength(2);
  });
});

describe("fixes", () => {
  it("sends a page number past the end to the last page", async () => {
    const tag = unique("Last");
    await insertLeads(
      server,
      Array.from({ length: 51 }, (_, index) => ({ name: `${tag} ${index}` })),
    );
    for (const [path, expected] of [
      [`/admin/leads?q=${tag}&page=99`, `/admin/leads?q=${tag}&page=2`],
      [`/admin/form-fills?q=${tag}&page=99`, `/admin/form-fills?q=${tag}&page=2`],
      [`/?viewleads=true&q=${tag}&page=99`, `/?viewleads=true&q=${tag}&page=2`],
      [`/admin/leads?q=${tag}-nobody&page=3`, `/admin/leads?q=${tag}-nobody`],
    ]) {
      const response = await staff.request(path!);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(expected);
    }
    expect((await page("/admin/leads?page=99")).html).toMatch(/page (\d+) of \1</);
  });

  it("exports CSV as staff read leads: Waco time with the zone, service titles, formatted phones", async () => {
    const tag = unique("Csv");
    await insertLeads(server, [
      {
        name: `${tag} winter`,
        phone: "254.555.0190",
        service: "land-clearing",
        createdAt: new Date("2026-01-15T15:04:05.000Z"),
      },
      {
        name: `${tag} summer`,
        phone: "+1 254 555 0191",
        service: "tree-health",
        createdAt: new Date("2026-07-15T03:04:05.000Z"),
      },
    ]);
    const csv = await (await staff.request(`/admin/leads.csv?q=${tag}`)).text();
    expect(csv).toContain(
      `,"${tag} winter","customer@example.com","(254) 555-0190","","Land Clearing","Please call me","2026-01-15 09:04:05 CST","No","No"`,
    );
    // An 11-digit number stays as written (SPEC §5); the + is neutralised against formulas.
    expect(csv).toContain(
      `,"${tag} summer","customer@example.com","'+1 254 555 0191","","Tree Health & Disease Treatment","Please call me","2026-07-14 22:04:05 CDT","No","No"`,
    );
  });

  it("answers /favicon.ico with the icon", async () => {
    const response = await fetch(`${server.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO file, not an HTML page
  });
});
