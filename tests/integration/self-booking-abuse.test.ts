// Issue #41: nobody can take the calendar away. The server runs as docs/deploy.md puts it behind
// its proxy (TRUST_PROXY=1), so each request's X-Forwarded-For is the client address the proxy saw.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { spamTrapStamp } from "../helpers/spam-trap";
import { ADMIN_EMAIL, adminEnv, signedInClient } from "../helpers/staff";

const QUOTES_PER_HOUR = 10;
/** SELF_BOOKINGS_PER_ADDRESS_PER_DAY's default. */
const BOOKINGS_PER_ADDRESS = 3;
const BURST_SUBJECT = /estimate visits booked online in the past hour/;

let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      ...adminEnv,
      TRUST_PROXY: "1",
      CONTACT_RATE_LIMIT_PER_HOUR: String(QUOTES_PER_HOUR),
      SMTP_URL: smtp.url,
      OUTBOX_RETRY_BASE_MS: "200",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let phoneCounter = 0;
const nextPhone = () => `254-555-${String(2000 + ++phoneCounter).padStart(4, "0")}`;

function apiQuote(address: string) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({
      name: "Zoë Núñez",
      phone: nextPhone(),
      service: "tree-removal",
      message: "Dead pecan by the driveway.",
    }),
  });
}

/** A quote sent as a browser without JavaScript sends it, from `address`: its thank-you page, or null when refused. */
async function noJsQuote(address: string, name = "Renée Ávila", stamp?: string) {
  const headers = { "X-Forwarded-For": address };
  const form = await (await fetch(`${server.url}/contact`, { headers })).text();
  const sent = await fetch(`${server.url}/contact`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new URLSearchParams({
      name__confirm: "",
      from__confirm: stamp ?? spamTrapStamp(form)!,
      name,
      phone: nextPhone(),
      email: "renee.avila@example.test",
      service: "tree-trimming",
      message: "Two live oaks over the drive",
      address: "1200 Austin Ave, Waco, TX 76701",
      sourcePage: "/contact",
    }),
  });
  if (sent.status !== 302) return null;
  const cookie = sent.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return (await fetch(`${server.url}/contact`, { headers: { ...headers, Cookie: cookie } })).text();
}

/** The windows a thank-you offers, each as the form a visitor would post. */
function offeredWindows(thankYou: string) {
  const path = /action="(\/visit\/[^"]+)"/.exec(thankYou)?.[1];
  const windows = [
    ...thankYou.matchAll(
      /name="date" value="([^"]+)"[^>]*\/><input[^>]*name="starts" value="([^"]+)"[^>]*\/><input[^>]*name="ends" value="([^"]+)"/g,
    ),
  ];
  return { path, windows: windows.map(([, date = "", starts = "", ends = ""]) => ({ date, starts, ends })) };
}

/** Every visitor link a thank-you offered, by the address it was sent from. */
const visitPaths = new Map<string, string[]>();

/** Books the first window the thank-you offers, from `address`: the answer's status, or 0 when none was offered. */
async function bookFromThankYou(thankYou: string, address: string) {
  const { path, windows } = offeredWindows(thankYou);
  const [window] = windows;
  if (!path || !window) return 0;
  visitPaths.set(address, [...(visitPaths.get(address) ?? []), path]);
  const booked = await fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": address },
    body: new URLSearchParams({ intent: "book", ...window }),
  });
  return booked.status;
}

async function visitsBookedFrom(bookedFrom: string) {
  const { db } = server.openDb();
  try {
    return await db
      .selectFrom("visits")
      .innerJoin("leads", "leads.id", "visits.leadId")
      .select(["visits.status", "leads.possibleSpam", "leads.id"])
      .where("visits.bookedFrom", "=", bookedFrom)
      .execute();
  } finally {
    await db.destroy();
  }
}

const burstAlerts = () => smtp.messages.filter((message) => BURST_SUBJECT.test(message.subject));

describe("per-address limits behind the proxy", () => {
  it("counts 50 addresses of one IPv6 /64 as one client, and another /64 apart", async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 50; host++)
      statuses.push((await apiQuote(`2001:db8:41:7::${host.toString(16)}`)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUOTES_PER_HOUR);
    expect(statuses.slice(QUOTES_PER_HOUR).every((status) => status === 429)).toBe(true);
    expect((await apiQuote("2001:db8:41:8::1")).status).toBe(201);
  });

  it("counts an IPv4 client the same whether the proxy writes it plainly or IPv4-mapped", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < QUOTES_PER_HOUR + 1; n++) {
      statuses.push((await apiQuote(n % 2 ? "::ffff:198.51.100.23" : "198.51.100.23")).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUOTES_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the review's exhaustion run", () => {
  const attackers = ["203.0.113.11", "203.0.113.12", "203.0.113.13", "203.0.113.14", "203.0.113.15"];
  let windowsAtStart = 0;

  it("books at most a few windows per address: 5 addresses × 10 no-JavaScript quotes, each booking from its own thank-you", async () => {
    const first = await noJsQuote("192.0.2.200", "Before Everyone");
    windowsAtStart = offeredWindows(first!).windows.length;
    expect(windowsAtStart).toBeGreaterThan(0);
    const outcomes: number[][] = [];
    for (const address of attackers) {
      const statuses: number[] = [];
      for (let n = 0; n < 10; n++) {
        const thankYou = await noJsQuote(address);
        if (thankYou) statuses.push(await bookFromThankYou(thankYou, address));
      }
      outcomes.push(statuses);
    }
    for (const statuses of outcomes) {
      expect(statuses).toHaveLength(10);
      expect(statuses.filter((status) => status === 303)).toHaveLength(BOOKINGS_PER_ADDRESS);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10 - BOOKINGS_PER_ADDRESS);
    }
  }, 180_000);

  it("leaves windows free for a real visitor, who books one", async () => {
    const thankYou = await noJsQuote("192.0.2.77", "María José Peña");
    expect(thankYou).toContain('data-testid="visit-offer"');
    expect(offeredWindows(thankYou!).windows.length).toBeGreaterThan(0);
    expect(await bookFromThankYou(thankYou!, "192.0.2.77")).toBe(303);
  });

  it("alerts the owner once, with the addresses", async () => {
    const [alert] = await waitFor(() => burstAlerts().length > 0 && burstAlerts());
    expect(alert!.envelopeTo).toEqual([ADMIN_EMAIL]);
    expect(alert!.text).toContain("203.0.113.11: 3 booked");
    expect(alert!.text).toContain("/admin/visits#online-bookings");
    // The real visitor's booking came after the alert: still one.
    await waitFor(() => smtp.messages.some((message) => message.subject.includes("María José Peña")));
    expect(burstAlerts()).toHaveLength(1);
    // Through the one message core (issue #40): one scheduled alert, decided once and sent.
    const { db } = server.openDb();
    try {
      const scheduled = await db
        .selectFrom("scheduledMessages")
        .select(["status", "recipient"])
        .where("kind", "=", "self-booking-burst")
        .execute();
      expect(scheduled).toEqual([{ status: "sent", recipient: "the owners" }]);
    } finally {
      await db.destroy();
    }
  });

  it("limits 50 addresses of one IPv6 /64 as one address", async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 50; host++) {
      const address = `2001:db8:41:9::${host.toString(16)}`;
      const thankYou = await noJsQuote(address);
      if (thankYou) statuses.push(await bookFromThankYou(thankYou, address));
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(BOOKINGS_PER_ADDRESS);
    expect(await visitsBookedFrom("2001:db8:41:9::/64")).toHaveLength(BOOKINGS_PER_ADDRESS);
  }, 120_000);

  it("lets staff cancel every visit booked from one address in one action, keeping the leads, marked", async () => {
    const staff = await signedInClient(server);
    const agenda = await (await staff.get("/admin/visits")).text();
    expect(agenda).toContain("Online bookings in bulk");
    expect(agenda).toMatch(/203\.0\.113\.12<\/span>: (<!-- -->)?3(<!-- -->)? visits/);
    const cancelled = await staff.postForm("/admin/visits", { intent: "cancel-online-bookings", from: "203.0.113.12" });
    expect(cancelled.status).toBe(302);
    const visits = await visitsBookedFrom("203.0.113.12");
    expect(visits.map((visit) => [visit.status, visit.possibleSpam])).toEqual(Array(3).fill(["cancelled", 1]));
    // The lead stays, with the reason on its timeline, and is offered no window again.
    const leadPage = await (await staff.get(`/admin/leads/${visits[0]!.id}`)).text();
    expect(leadPage).toContain("cancelled with every online booking from 203.0.113.12");
    expect(leadPage).toContain("Possible spam");
    // A window still offered to everyone else is refused to the marked lead.
    const [window] = offeredWindows((await noJsQuote("192.0.2.98"))!).windows;
    const [path] = visitPaths.get("203.0.113.12")!;
    const again = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": "192.0.2.99" },
      body: new URLSearchParams({ intent: "book", ...window! }),
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("We'll set a time for the estimate when we call you.");
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect(await (await fetch(`${server.url}${path}`)).text()).not.toContain('data-testid="visit-windows"');
  });

  it("lets staff cancel every visit booked online in one hour", async () => {
    const staff = await signedInClient(server);
    const hour = new Date().toISOString().slice(0, 13);
    const cancelled = await staff.postForm("/admin/visits", { intent: "cancel-online-bookings", hour });
    expect(cancelled.status).toBe(302);
    const { db } = server.openDb();
    try {
      const stillBooked = await db
        .selectFrom("visits")
        .select("id")
        .where("status", "=", "booked")
        .where("bookedBy", "=", "visitor")
        .where("createdAt", ">=", `${hour}:00:00`)
        .execute();
      expect(stillBooked).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});

describe("what else keeps the calendar", () => {
  it("offers no window to a lead flagged as possible spam", async () => {
    const thankYou = await noJsQuote("192.0.2.31", "Stamp Gone Wrong", "%%%");
    expect(thankYou).not.toBeNull();
    expect(thankYou).not.toContain('data-testid="visit-offer"');
    const { db } = server.openDb();
    try {
      const lead = await db
        .selectFrom("leads")
        .select("possibleSpam")
        .where("name", "=", "Stamp Gone Wrong")
        .executeTakeFirst();
      expect(lead).toEqual({ possibleSpam: 1 });
    } finally {
      await db.destroy();
    }
  });

  it("keeps the owner's share of each day back, as set on the availability screen", async () => {
    const owner = await signedInClient(server);
    const saved = await owner.postForm("/admin/settings/availability", {
      intent: "save-availability",
      selfBooking: "on",
      windows: "Mon 08:00-10:00\nMon 10:00-12:00\nMon 13:00-15:00\nMon 15:00-17:00",
      placesPerWindow: "1",
      blackoutDates: "",
      minNoticeDays: "1",
      horizonDays: "14",
      heldBackPercent: "25",
    });
    expect(saved.status).toBeLessThan(400);
    const screen = await (await owner.get("/admin/settings/availability")).text();
    expect(screen).toMatch(/name="heldBackPercent"[^>]*value="25"|value="25"[^>]*name="heldBackPercent"/);
  });
});
