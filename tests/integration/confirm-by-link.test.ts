// Confirm-by-link (issue #40): a visitor's own words (their name, the address they typed) reach their
// mailbox only once they confirm it through the signed link of their first email. Opening the link (a
// mail scanner's GET) confirms nothing; the button does, and the lead's timeline says so. Over HTTP,
// with the real SMTP server, as a visitor without JavaScript would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startMessagingServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import { pageAfter, sendQuoteForm } from "../helpers/quote-form";
import type { TestServer } from "../helpers/server";
import type { ReceivedEmail, TestSmtpServer } from "../helpers/smtp";
import { signedInClient, type StaffClient } from "../helpers/staff";

const SITE = "https://www.example.com";

let smtp: TestSmtpServer;
let server: TestServer;
let owner: StaffClient;

beforeAll(async () => {
  ({ smtp, server } = await startMessagingServer({
    CONTACT_RATE_LIMIT_PER_HOUR: "100000",
    MUTATION_RATE_LIMIT_PER_MINUTE: "100000",
  }));
  owner = await signedInClient(server);
  const availability = await owner.postForm("/admin/settings/availability", {
    intent: "save-availability",
    windows: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
      .map((day) => `${day} 08:00-10:00\n${day} 13:00-15:00`)
      .join("\n"),
    placesPerWindow: "5",
    blackoutDates: "",
    minNoticeDays: "1",
    horizonDays: "14",
    selfBooking: "on",
  });
  expect(availability.status).toBeLessThan(400);
}, 120_000);

afterAll(async () => {
  await reader?.destroy();
  await server?.stop();
  await smtp?.stop();
});

/** Sends the quote form without JavaScript from `page`, and reads the thank-you it leads to. */
async function sendQuote(page: string, visitor: { name: string; email: string; address: string }) {
  const fields = { service: "tree-removal", ...visitor, phone: "254-555-0172", message: "Dead pecan over the shed" };
  const sent = await sendQuoteForm(server, fields, { page });
  expect(sent.status).toBe(302);
  return pageAfter(server, sent);
}

/** The thank-you's booking form: the visitor's link and the windows it offers. */
function bookingOf(thankYou: string) {
  const link = /action="(\/(?:es\/visita|visit)\/[^"]+)"/.exec(thankYou)![1]!;
  const windows = [
    ...thankYou.matchAll(
      /name="date" value="([^"]+)"[^>]*\/><input[^>]*name="starts" value="([^"]+)"[^>]*\/><input[^>]*name="ends" value="([^"]+)"/g,
    ),
  ].map(([, date = "", starts = "", ends = ""]) => ({ date, starts, ends }));
  expect(windows.length).toBeGreaterThan(1);
  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}${link}`, { method: "POST", redirect: "manual", body: new URLSearchParams(fields) });
  return { windows, post };
}

const emailsTo = (to: string, subject: RegExp) =>
  smtp.messages.filter((email) => email.envelopeTo.includes(to) && subject.test(email.subject));

async function oneEmail(to: string, subject: RegExp): Promise<ReceivedEmail> {
  const [email] = await waitFor(() => emailsTo(to, subject).length > 0 && emailsTo(to, subject), 30_000);
  return email!;
}

/** The confirm link an email carries, as a path on the test server. */
function confirmPathIn(email: ReceivedEmail) {
  const match = /https:\/\/www\.example\.com(\/(?:es\/confirmar|confirm)\/[A-Za-z0-9_.-]+)/.exec(email.text);
  expect(match, `no confirm link in "${email.subject}"`).not.toBeNull();
  expect(email.html).toContain(`${SITE}${match![1]}`);
  return match![1]!;
}

let reader: ReturnType<TestServer["openDb"]>["db"] | undefined;

/** The server's database, through one connection kept for the whole file. */
const database = () => (reader ??= server.openDb().db);

/** The confirmations on the timeline of the lead(s) with this address: the address each recorded. */
function confirmations(email: string) {
  return database()
    .selectFrom("leadEvents")
    .innerJoin("leads", "leads.id", "leadEvents.leadId")
    .select(["leadEvents.note", "leads.id as leadId"])
    .where("leads.email", "=", email)
    .where("leadEvents.kind", "=", "email-confirmed")
    .execute();
}

describe("confirm-by-link (issue #40)", () => {
  it("holds the visitor's name and address back until the mailbox confirms by the button; opening the link confirms nothing", async () => {
    const visitor = { name: "Zoë Ñúñez", email: "zoe.nunez@example.com", address: "4417 Cobbs Dr, Waco, TX 76710" };
    const thankYou = await sendQuote("/contact", visitor);

    const receipt = await oneEmail(visitor.email, /^We got your request/);
    const confirmPath = confirmPathIn(receipt);
    expect(receipt.text).toContain("Yes, this is my email address");
    expect(receipt.text).not.toContain("Cobbs");

    // Booked from the thank-you before confirming: the invitation names neither the visitor nor the address.
    const { windows, post } = bookingOf(thankYou);
    expect((await post({ intent: "book", ...windows[0]! })).status).toBe(303);
    const booked = await oneEmail(visitor.email, /^Your free estimate visit/);
    expect(booked.text).not.toContain("Cobbs");
    expect(booked.calendars).toHaveLength(1);
    expect(booked.calendars[0]).not.toContain("Cobbs");
    expect(booked.calendars[0]).not.toContain("Zo");
    expect(confirmPathIn(booked)).toBe(confirmPath);

    // A mail scanner opens the link: a page with a button, no-store, and nothing recorded.
    for (let open = 0; open < 2; open++) {
      const page = await fetch(`${server.url}${confirmPath}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html).toContain("Confirm your email address");
      expect(html).toMatch(/<form method="post"/);
      expect(html).toContain(`Yes, ${visitor.email} is mine`);
    }
    expect(await confirmations(visitor.email)).toEqual([]);

    // The button (a form post, no JavaScript): confirmed once, on the timeline, however often it is pressed.
    for (let press = 0; press < 2; press++) {
      const pressed = await fetch(`${server.url}${confirmPath}`, { method: "POST", body: new URLSearchParams() });
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain(`Thank you: ${visitor.email} is confirmed.`);
    }
    const [confirmed, ...more] = await confirmations(visitor.email);
    expect(confirmed?.note).toBe(visitor.email);
    expect(more).toEqual([]);
    // The token opens a visitor's own page: the access log keeps only its place.
    await waitFor(() => server.output().includes("POST /confirm/REDACTED "));
    expect(server.output()).not.toContain(confirmPath.split("/").pop());
    const leadPage = await (await owner.get(`/admin/leads/${confirmed!.leadId}`)).text();
    expect(leadPage).toContain("Customer confirmed their email address by its link");

    // Confirmed: the next email carries the address and the name, in the email and in the invitation.
    expect((await post({ intent: "move", ...windows[1]!, confirmed: "yes" })).status).toBe(303);
    const moved = await oneEmail(visitor.email, /^Your estimate visit moved/);
    expect(moved.text).toContain(visitor.address);
    expect(moved.text).not.toContain("Yes, this is my email address");
    expect(moved.calendars[0]).toContain("LOCATION:4417 Cobbs Dr\\, Waco\\, TX 76710");
    expect(moved.calendars[0]).toContain('CN="Zoë Ñúñez"');
  }, 90_000);

  it("gives a Spanish visitor /es/confirmar/…, in Spanish; the English address of the same token leads there", async () => {
    const visitor = { name: "Íñigo Peña", email: "inigo.pena@example.com", address: "812 Calle Robles, Waco, TX" };
    await sendQuote("/es/contacto", visitor);
    const receipt = await oneEmail(visitor.email, /^Recibimos su solicitud/);
    const confirmPath = confirmPathIn(receipt);
    expect(confirmPath).toMatch(/^\/es\/confirmar\//);
    expect(receipt.text).toContain("Sí, este es mi correo");

    const english = await fetch(`${server.url}${confirmPath.replace("/es/confirmar/", "/confirm/")}`, {
      redirect: "manual",
    });
    expect(english.status).toBe(302);
    expect(english.headers.get("location")).toBe(confirmPath);
    const page = await (await fetch(`${server.url}${confirmPath}`)).text();
    expect(page).toContain("Confirme su correo");
    expect(page).toContain(`Sí, ${visitor.email} es mío`);
    const pressed = await fetch(`${server.url}${confirmPath}`, { method: "POST", body: new URLSearchParams() });
    expect(await pressed.text()).toContain(`Gracias: ${visitor.email} está confirmado.`);
    expect(await confirmations(visitor.email)).toHaveLength(1);
  }, 60_000);

  it("confirms nothing with a link not signed here, nor with another of our links (the unsubscribe token)", async () => {
    const forged = await fetch(`${server.url}/confirm/eyJ4Ijo.forged`, { method: "POST", body: new URLSearchParams() });
    expect(forged.status).toBe(404);
    expect((await fetch(`${server.url}/confirm/eyJ4Ijo.forged`)).status).toBe(404);

    const visitor = { name: "Ana Lucía Ortiz", email: "ana.ortiz@example.com", address: "9 Elm St, Hewitt, TX" };
    await sendQuote("/contact", visitor);
    const receipt = await oneEmail(visitor.email, /^We got your request/);
    const unsubscribeToken = /\/unsubscribe\/([^>]+)>/.exec(receipt.headers["list-unsubscribe"] ?? "")![1]!;
    const misused = await fetch(`${server.url}/confirm/${unsubscribeToken}`, {
      method: "POST",
      body: new URLSearchParams(),
    });
    expect(misused.status).toBe(404);
    expect(await confirmations(visitor.email)).toEqual([]);
  }, 60_000);
});

describe("the confirmation allowance (issue #41)", () => {
  it("keeps room for mailboxes new to us: repeats to the same few addresses can't use the hour up", async () => {
    const request = (email: string, phone: string) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Répété", email, phone, service: "tree-removal", sendConfirmation: true }),
      });
    // 13 addresses, each asking twice: 26, past the hour's 25 with the earlier tests' receipts.
    const repeated = Array.from({ length: 13 }, (_, index) => `repeat${index}@example.test`);
    for (const [index, email] of [...repeated, ...repeated].entries())
      expect((await request(email, `254555${String(3000 + index)}`)).status).toBe(201);
    const newcomer = "first.time@example.com";
    expect((await request(newcomer, "2545553999")).status).toBe(201);

    const rows = await database()
      .selectFrom("scheduledMessages")
      .select(["recipient", "status", "reason"])
      .where("kind", "=", "confirmation")
      .where("recipient", "like", "repeat%")
      .where("status", "=", "held")
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.reason).toBe(
      "rationed: this address had one before, and the rest of the allowance is kept for addresses new to us",
    );
    // Every address got its first one; the newcomer got theirs.
    await waitFor(() => repeated.every((email) => emailsTo(email, /^We got your request/).length >= 1));
    await oneEmail(newcomer, /^We got your request/);
  }, 90_000);
});
