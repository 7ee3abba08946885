// Issue #40's "done when": every customer message kind × lead state × consent, asserted at the real
// SMTP server and on the scheduled message (sent, or held with why); the review's mailbomb (book,
// then 100 moves through the visitor's link); 40 overdue leads in one office digest. One server:
// its clock (CLOCK_START) is moved on with POST /__test/clock, so nothing here waits for time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { OFFICE_EMAIL as OFFICE, startMessagingServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import { quoteForm } from "../helpers/quote-form";
import type { TestServer } from "../helpers/server";
import type { TestSmtpServer } from "../helpers/smtp";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

// Monday, December 7, 2026, 10 a.m. in Waco: inside the customer hours (9 a.m.-7 p.m.).
const MONDAY = "2026-12-07T10:00:00-06:00";
const MONDAY_EVENING = "2026-12-07T17:05:00-06:00";
const THURSDAY_EVENING = "2026-12-10T18:40:00-06:00";
const TODAY = "2026-12-07";
const TOMORROW = "2026-12-08";

let smtp: TestSmtpServer;
let server: TestServer;
let owner: StaffClient;

beforeAll(async () => {
  ({ smtp, server } = await startMessagingServer({
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT_PER_HOUR: "100000",
    MUTATION_RATE_LIMIT_PER_MINUTE: "100000",
    REVIEW_DELAY_MINUTES: "60",
    CLOCK_START: MONDAY,
  }));
  owner = await signedInClient(server);
  // Room for every visit below: four windows a weekday, 20 places each, today included.
  const availability = await owner.postForm("/admin/settings/availability", {
    intent: "save-availability",
    windows: ["08:00-10:00", "10:00-12:00", "13:00-15:00", "15:00-17:00"]
      .flatMap((window) => ["Mon", "Tue", "Wed", "Thu", "Fri"].map((day) => `${day} ${window}`))
      .join("\n"),
    placesPerWindow: "20",
    blackoutDates: "",
    minNoticeDays: "0",
    horizonDays: "14",
    selfBooking: "on",
  });
  expect(availability.status).toBeLessThan(400);
  const reviews = await owner.postForm("/admin/settings", {
    intent: "review-settings",
    isEnabled: "on",
    googleReviewUrl: "https://g.page/r/CWacoTreeCare/review",
    monthlyGoal: "10",
  });
  expect(reviews.status).toBe(302);
}, 180_000);

afterAll(async () => {
  await reader?.destroy();
  await server?.stop();
  await smtp?.stop();
});

async function moveClockTo(at: string) {
  const response = await fetch(`${server.url}/__test/clock?to=${encodeURIComponent(at)}`, { method: "POST" });
  expect(response.status).toBe(200);
}

let reader: ReturnType<TestServer["openDb"]>["db"] | undefined;

/** Reads the server's database through one connection kept for the whole file. */
function query<T>(read: (db: ReturnType<TestServer["openDb"]>["db"]) => Promise<T>) {
  reader ??= server.openDb().db;
  return read(reader);
}

const emailsTo = (to: string, subject: RegExp) =>
  smtp.messages.filter(
    (email) =>
      email.envelopeTo.some((address) => address.toLowerCase() === to.toLowerCase()) && subject.test(email.subject),
  );

// ---------------------------------------------------------------------------------------------
// The table: kind × lead state × consent

type State = "open" | "contacted" | "won" | "job-done" | "lost" | "reopened" | "deleted";
type Consent = "subscribed" | "unsubscribed" | "+tag of the unsubscribed";
const states: State[] = ["open", "contacted", "won", "job-done", "lost", "reopened", "deleted"];
const consents: Consent[] = ["subscribed", "unsubscribed", "+tag of the unsubscribed"];

/** What a cell expects: the message sent, held with why, or nothing at all (the lead and its messages are gone). */
type Outcome = string;

interface Cell {
  kind: string;
  state: State;
  consent: Consent;
  leadId: number;
  /** The address the lead gave. */
  email: string;
}

/** Puts a lead in `state` as staff would, through the API and the lead page. */
async function putInState(leadId: number, state: State) {
  const patch = async (body: object) => {
    const response = await owner.api("PATCH", `/api/leads/${leadId}`, body);
    expect(response.status, `${state}: ${await response.clone().text()}`).toBe(200);
  };
  const lead = await query((db) => db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst());
  const jobDone = Boolean(lead?.jobDoneOn);
  if (state === "open") await patch(jobDone ? { outcome: "open", isContacted: false } : { isContacted: false });
  if (state === "contacted") await patch(jobDone ? { outcome: "open" } : { isContacted: true });
  if (state === "won") await patch(jobDone ? { jobDoneOn: null } : { outcome: "won" });
  if (state === "job-done" && !jobDone) await patch({ outcome: "won", jobDoneOn: TODAY });
  // A Won lead is reopened before it is marked Lost, as the lead page asks (the review's path to a Lost customer).
  if ((state === "lost" || state === "reopened") && lead?.outcome === "won") await patch({ outcome: "open" });
  if (state === "lost") await patch({ outcome: "lost", lostReason: "price" });
  if (state === "reopened") {
    await patch({ outcome: "lost", lostReason: "price" });
    await patch({ outcome: "open" });
  }
  if (state === "deleted")
    expect((await owner.postForm(`/admin/leads/${leadId}`, { intent: "delete-lead" })).status).toBe(302);
}

let cellCount = 0;

/** A lead for one cell; its mailbox unsubscribed (as the unsubscribe page stores it) when the cell says so. */
async function leadFor(kind: string, state: State, consent: Consent): Promise<Cell> {
  cellCount += 1;
  const box = `${kind}.${state}.${cellCount}`;
  const email = consent === "+tag of the unsubscribed" ? `Cust.${box}+deals@Example.com` : `cust.${box}@example.com`;
  const [leadId] = await insertLeads(server, [
    {
      name: `Zoë Núñez ${cellCount}`,
      email,
      phone: `254555${String(1000 + cellCount).padStart(4, "0")}`,
      address: `${cellCount} Elm St, Hewitt, TX`,
    },
  ]);
  return { kind, state, consent, leadId: leadId!, email };
}

async function applyConsent(cell: Cell) {
  if (cell.consent === "subscribed") return;
  const mailbox = `cust.${cell.kind}.${cell.state}.${cell.email.match(/\.(\d+)[+@]/)![1]}@example.com`;
  await query((db) =>
    db
      .insertInto("emailUnsubscribes")
      .values({ email: mailbox, mailbox, createdAt: new Date().toISOString() })
      .execute(),
  );
}

async function staffVisit(leadId: number, intent: "visit-book" | "visit-move" | "visit-cancel", slot?: string) {
  return owner.postForm(`/admin/leads/${leadId}`, { intent, ...(slot ? { slot, staffUserId: "1" } : {}) });
}

const visitIdOf = (leadId: number) =>
  query((db) => db.selectFrom("visits").select("id").where("leadId", "=", leadId).executeTakeFirstOrThrow());

interface KindSpec {
  kind: string;
  subject: RegExp;
  /** The scheduled row of this message, to read its decision (key pattern). */
  key: (leadId: number) => string;
  /** What comes before the lead is put in its state (a booking), or makes the message due later. */
  setUp?: (cell: Cell) => Promise<void>;
  /** Staff's action that sends the message at once, after the lead is put in its state; without one, it falls due on Monday evening. */
  trigger?: (cell: Cell) => Promise<void>;
}

const kinds: KindSpec[] = [
  {
    kind: "visit-booked",
    subject: /^Your free estimate visit/,
    key: () => "visit-change:%:booked",
    trigger: async (cell) => {
      const booked = await staffVisit(cell.leadId, "visit-book", `${TOMORROW} 08:00-10:00`);
      // A deleted lead has no lead page to book from; a Won one's estimate visit is behind it.
      expect(booked.status).toBe(["deleted", "won", "job-done"].includes(cell.state) ? 409 : 302);
    },
  },
  {
    kind: "visit-moved",
    subject: /^Your estimate visit moved/,
    key: () => "visit-change:%:moved",
    setUp: async (cell) => void (await staffVisit(cell.leadId, "visit-book", `${TOMORROW} 08:00-10:00`)),
    trigger: async (cell) => void (await staffVisit(cell.leadId, "visit-move", `${TOMORROW} 10:00-12:00`)),
  },
  {
    kind: "visit-cancelled",
    subject: /^Your estimate visit is cancelled/,
    key: () => "visit-change:%:cancelled",
    setUp: async (cell) => void (await staffVisit(cell.leadId, "visit-book", `${TOMORROW} 08:00-10:00`)),
    trigger: async (cell) => void (await staffVisit(cell.leadId, "visit-cancel")),
  },
  {
    kind: "on-my-way",
    subject: /^We're on our way/,
    key: () => "visit-on-my-way:%",
    setUp: async (cell) => void (await staffVisit(cell.leadId, "visit-book", `${TODAY} 13:00-15:00`)),
    trigger: async (cell) => {
      if (cell.state === "deleted") return;
      const { id } = await visitIdOf(cell.leadId);
      await owner.postForm("/admin/visits", { intent: "on-my-way", visitId: String(id), minutes: "30" });
    },
  },
  {
    kind: "visit-reminder",
    subject: /^Tomorrow: your free estimate visit/,
    key: () => "visit-reminder:%",
    setUp: async (cell) => void (await staffVisit(cell.leadId, "visit-book", `${TOMORROW} 13:00-15:00`)),
  },
  {
    kind: "review-request",
    subject: /^How did we do\?/,
    key: () => "review-request:%",
    setUp: (cell) => putInState(cell.leadId, "job-done"),
  },
];

/**
 * What each kind does in each lead state for a subscribed address. An unsubscribed mailbox, however
 * it is written, gets nothing: held "address unsubscribed" unless the lead's state held it first.
 */
const expected: Record<string, Record<State, Outcome>> = {
  // Staff book, move, cancel and say On my way on the lead as it is; the reminder and review go later.
  // A Won lead's estimate visit is not booked or moved (refused, 409): nothing to tell.
  "visit-booked": { ...visitRow(), won: "nothing", "job-done": "nothing" },
  "visit-moved": { ...visitRow(), won: "nothing", "job-done": "nothing" },
  "visit-cancelled": visitRow(),
  "on-my-way": visitRow(),
  "visit-reminder": visitRow(),
  "review-request": reviewRow(),
  "review-reminder": reviewRow(),
};

function visitRow(): Record<State, Outcome> {
  return {
    open: "sent",
    contacted: "sent",
    won: "sent",
    "job-done": "sent",
    lost: "held: lead is Lost",
    reopened: "sent",
    deleted: "nothing",
  };
}

function reviewRow(): Record<State, Outcome> {
  return {
    open: "held: lead is open",
    contacted: "held: lead is contacted",
    won: "held: lead is Won without a job-done day",
    "job-done": "sent",
    lost: "held: lead is Lost",
    reopened: "held: lead is contacted",
    deleted: "nothing",
  };
}

function expectedOf(cell: Cell): Outcome {
  const byState = expected[cell.kind]![cell.state];
  return cell.consent !== "subscribed" && byState === "sent" ? "held: address unsubscribed" : byState;
}

/** What happened to a cell's message: its scheduled row's decision and the emails its address got. */
async function outcomeOf(cell: Cell, spec: Pick<KindSpec, "key" | "subject">): Promise<Outcome> {
  const row = await query((db) =>
    db
      .selectFrom("scheduledMessages")
      .select(["status", "reason"])
      .where("leadId", "=", cell.leadId)
      .where("key", "like", spec.key(cell.leadId))
      .orderBy("id", "desc")
      .executeTakeFirst(),
  );
  const got = emailsTo(cell.email, spec.subject).length;
  if (!row) return got === 0 ? "nothing" : `sent ${got} without a scheduled row`;
  if (row.status === "sent") return got === 1 ? "sent" : `sent, but ${got} emails arrived`;
  return got === 0
    ? `${row.status === "held" ? "held" : row.status}: ${row.reason}`
    : `${row.status}, but ${got} arrived`;
}

/** Until every cell's message is decided (and a sent one has arrived at the SMTP server). */
async function settled(cells: Cell[], spec: Pick<KindSpec, "key" | "subject">) {
  await waitFor(async () => {
    for (const cell of cells) {
      const row = await query((db) =>
        db
          .selectFrom("scheduledMessages")
          .select("status")
          .where("leadId", "=", cell.leadId)
          .where("key", "like", spec.key(cell.leadId))
          .executeTakeFirst(),
      );
      if (row?.status === "pending") return false;
      if (row?.status === "sent" && emailsTo(cell.email, spec.subject).length === 0) return false;
    }
    return true;
  }, 60_000);
}

describe("every customer message kind × lead state × consent (issue #40)", () => {
  const tables = new Map<string, Cell[]>();

  it("sends each kind only where the contact policy allows it, and holds the others with why", async () => {
    // Each kind's leads are made and put in place first; then the clock moves once for all the later ones.
    for (const spec of kinds) {
      const cells = await Promise.all(
        states.flatMap((state) => consents.map((consent) => leadFor(spec.kind, state, consent))),
      );
      tables.set(spec.kind, cells);
      // One at a time, as staff would: two bookings racing for one place would make one "full".
      for (const cell of cells) {
        await spec.setUp?.(cell);
        await applyConsent(cell);
        await putInState(cell.leadId, cell.state);
        await spec.trigger?.(cell);
      }
    }
    await moveClockTo(MONDAY_EVENING);

    const seen: string[] = [];
    const wanted: string[] = [];
    for (const spec of kinds) {
      const cells = tables.get(spec.kind)!;
      await settled(cells, spec);
      for (const cell of cells) {
        const label = `${spec.kind} × ${cell.state} × ${cell.consent}`;
        seen.push(`${label}: ${await outcomeOf(cell, spec)}`);
        wanted.push(`${label}: ${expectedOf(cell)}`);
      }
    }
    expect(seen).toEqual(wanted);
  }, 240_000);

  it("sends the visitor's confirmation to a subscribed mailbox only (it goes as the request arrives: the lead is open)", async () => {
    const spec = { subject: /^We got your request/, key: (leadId: number) => `confirmation:${leadId}` };
    const cells = await Promise.all(consents.map((consent) => leadFor("confirmation", "open", consent)));
    const seen: string[] = [];
    for (const cell of cells) {
      await applyConsent(cell);
      const sent = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Renée Ávila",
          email: cell.email,
          phone: "(254) 555-0143",
          service: "tree-trimming",
          message: "Two live oaks over the drive",
          sendConfirmation: true,
        }),
      });
      expect(sent.status).toBe(201);
      const { id } = await query((db) =>
        db
          .selectFrom("leads")
          .select("id")
          .where("email", "=", cell.email)
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow(),
      );
      cell.leadId = id;
    }
    await settled(cells, spec);
    for (const cell of cells) seen.push(`${cell.consent}: ${await outcomeOf(cell, spec)}`);
    expect(seen).toEqual([
      "subscribed: sent",
      "unsubscribed: held: address unsubscribed",
      "+tag of the unsubscribed: held: address unsubscribed",
    ]);
  });

  it("sends the review reminder three days later only to a Job done lead whose mailbox is still subscribed", async () => {
    const spec = { kind: "review-reminder", subject: /^A quick reminder from/, key: () => "review-reminder:%" };
    // Every lead here had its request on Monday evening; then its state and consent changed.
    const cells = await Promise.all(
      states.flatMap((state) => consents.map((consent) => leadFor(spec.kind, state, consent))),
    );
    // (the clock is past Monday evening: these jobs are done now, their requests go an hour later)
    await Promise.all(cells.map((cell) => putInState(cell.leadId, "job-done")));
    await moveClockTo("2026-12-07T18:10:00-06:00");
    await waitFor(() => cells.every((cell) => emailsTo(cell.email, /^How did we do\?/).length === 1), 60_000);
    await Promise.all(
      cells.map(async (cell) => {
        await applyConsent(cell);
        if (cell.state !== "job-done") await putInState(cell.leadId, cell.state);
      }),
    );
    await moveClockTo(THURSDAY_EVENING);
    await settled(cells, spec);
    const seen = await Promise.all(
      cells.map(async (cell) => `${cell.state} × ${cell.consent}: ${await outcomeOf(cell, spec)}`),
    );
    expect(seen).toEqual(cells.map((cell) => `${cell.state} × ${cell.consent}: ${expectedOf(cell)}`));
  }, 240_000);
});

describe("the review's mailbomb: a stranger's address, then 100 moves through the visitor's link", () => {
  const STRANGER = "stranger.victim@example.net";
  const ATTACKER = { "X-Forwarded-For": "198.51.100.66" };

  it("sends the stranger at most the rationed emails (a confirmation, the booking, 3 moves), the office as few", async () => {
    const page = await (await fetch(`${server.url}/contact`, { headers: ATTACKER })).text();
    const sent = await fetch(`${server.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: ATTACKER,
      body: quoteForm(page, {
        name: "Mallory Mallory",
        phone: "254-555-0666",
        email: STRANGER,
        address: "A".repeat(200),
        message: "Free estimate please",
      }),
    });
    expect(sent.status).toBe(302);
    const cookie = sent.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const thankYou = await (await fetch(`${server.url}/contact`, { headers: { ...ATTACKER, Cookie: cookie } })).text();
    const link = /action="(\/visit\/[^"]+)"/.exec(thankYou)![1]!;
    const windows = [
      ...thankYou.matchAll(
        /name="date" value="([^"]+)"[^>]*\/><input[^>]*name="starts" value="([^"]+)"[^>]*\/><input[^>]*name="ends" value="([^"]+)"/g,
      ),
    ].map(([, date = "", starts = "", ends = ""]) => ({ date, starts, ends }));
    expect(windows.length).toBeGreaterThan(1);
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}${link}`, {
        method: "POST",
        redirect: "manual",
        headers: ATTACKER,
        body: new URLSearchParams(fields),
      });
    expect((await post({ intent: "book", ...windows[0]! })).status).toBe(303);
    const statuses: number[] = [];
    for (let move = 1; move <= 100; move++)
      statuses.push((await post({ intent: "move", ...windows[move % 2]!, confirmed: "yes" })).status);

    // Everything the moves scheduled is decided at once, and the outbox has sent it all.
    const { id: leadId } = await query((db) =>
      db.selectFrom("leads").select("id").where("email", "=", STRANGER).executeTakeFirstOrThrow(),
    );
    await waitFor(async () => {
      const waiting = await query((db) =>
        db
          .selectFrom("outbox")
          .select("id")
          .where("leadId", "=", leadId)
          .where("status", "in", ["pending", "sending"])
          .unionAll(
            db
              .selectFrom("scheduledMessages")
              .select("id")
              .where("leadId", "=", leadId)
              .where("kind", "like", "visit-change%")
              .where("status", "=", "pending"),
          )
          .execute(),
      );
      return waiting.length === 0;
    }, 60_000);
    // The lead's changes are limited (3 books or moves a day, decision 071), and the moves' emails are
    // rationed on their own (3 a visit a day): a confirmation, the booking, one email per accepted move.
    const accepted = statuses.filter((status) => status === 303).length;
    expect(accepted).toBeGreaterThan(0);
    // Sorted: the confirmation and the booking go by separate queues, so a busy machine may deliver either first.
    const subjects = emailsTo(STRANGER, /./)
      .map((email) => email.subject.replace(/:.*/, ""))
      .sort();
    expect(subjects).toEqual(
      [
        "We got your request",
        "Your free estimate visit",
        ...Array<string>(Math.min(accepted, 3)).fill("Your estimate visit moved"),
      ].sort(),
    );
    expect(subjects.length).toBeLessThanOrEqual(5);
    const visitEmailsToOffice = smtp.messages.filter(
      (email) => email.envelopeTo.includes(adminEnv.ADMIN_EMAIL) && email.text.includes("Mallory Mallory"),
    );
    expect(visitEmailsToOffice.length).toBeLessThanOrEqual(4);
  }, 120_000);
});

describe("40 overdue leads", () => {
  it("come to the office as one digest email, each lead with a Call link, not 40 emails", async () => {
    const names = Array.from({ length: 40 }, (_, i) => `Overdue Ñandú ${i + 1}`);
    await insertLeads(
      server,
      names.map((name, i) => ({
        name,
        phone: `254555${String(7000 + i)}`,
        createdAt: new Date("2026-12-10T14:00:00-06:00"),
        callbackDueAt: new Date("2026-12-10T16:00:00-06:00"),
      })),
    );
    // A new lead arriving gives leads written without the app their call-back checks (an import, a restore).
    const arrived = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Beto Garza", phone: "(254) 555-0188", service: "tree-trimming", message: "Oak" }),
    });
    expect(arrived.status).toBe(201);
    // Past the 30 minutes the office's previous digest may still hold the next one back.
    await moveClockTo("2026-12-10T19:20:00-06:00");
    const naming = () => smtp.messages.filter((email) => names.some((name) => email.text.includes(name)));
    const [digest] = await waitFor(() => naming().length > 0 && naming(), 60_000);
    expect(digest!.subject).toBe("40 leads are overdue");
    expect(digest!.envelopeTo).toEqual([OFFICE]);
    for (const name of names) expect(digest!.text).toContain(name);
    expect(digest!.html.match(/href="tel:/g)?.length).toBeGreaterThanOrEqual(40);
    await moveClockTo("2026-12-10T20:00:00-06:00");
    // Nothing more names them: no per-lead email, no second digest.
    await waitFor(
      async () =>
        (await query((db) => db.selectFrom("outbox").select("id").where("status", "=", "pending").execute())).length ===
        0,
    );
    expect(naming()).toHaveLength(1);
  }, 120_000);
});
