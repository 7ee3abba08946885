import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { withoutControlCharacters } from "~/platform/visitor-text";
import { buildCalendarFeed, buildInvitation } from "~/visits/invitation";
import { sampleOrganizer, sampleVisit } from "~/visits/invitation-fixture";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";
import { readCalendar } from "../helpers/two-parsers";

// A Friday in Waco; the visit goes on the next Wednesday.
const CLOCK_START = "2026-03-06T18:00:00-06:00";
const VISITOR = "bob.smith@example.test";
// Quotes, the characters iCalendar gives meaning to, a crafted parameter, emoji, a combining
// accent, right-to-left marks and control characters, all on one line as the quote form takes it.
const SENT_NAME =
  'Robert "Bob" Smith; Jr.,: \\ ";CN=x:mailto:evil@example.test 🌳 Jose\u0301 \u202eLee\u202c\u200f\u0000\u001b';
const STORED_NAME = 'Robert "Bob" Smith; Jr.,: \\ ";CN=x:mailto:evil@example.test 🌳 Jose\u0301 \u202eLee\u202c\u200f';
const CALENDAR_NAME = "Robert 'Bob' Smith, Jr.,: / ',CN=x:mailto:evil@example.test 🌳 Jose\u0301 \u202eLee\u202c\u200f";
const ADDRESS = '12 "Oak" Ln; Apt 3, Waco\u0007, TX';

describe("a customer whose name has every character calendars stumble on, end to end", () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let staff: StaffClient;
  let leadId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      env: { ...adminEnv, CLOCK_START, SMTP_URL: smtp.url, MAIL_FROM: "Waco Tree Service <office@wacotree.test>" },
    });
    staff = await signedInClient(server);
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: SENT_NAME,
        phone: "(254) 555-0147",
        email: VISITOR,
        service: "tree-trimming",
        address: ADDRESS,
        message: "Oak over the drive\u0000",
      }),
    });
    expect(sent.status).toBe(201);
    const { db } = server.openDb();
    const lead = await db.selectFrom("leads").select(["id", "name", "address", "message"]).executeTakeFirstOrThrow();
    await db.destroy();
    leadId = lead.id;
    expect(lead).toMatchObject({
      name: STORED_NAME,
      address: '12 "Oak" Ln; Apt 3, Waco, TX',
      message: "Oak over the drive",
    });
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const invitationsTo = (address: string, count: number) =>
    waitFor(() => {
      const found = smtp.messages.filter((message) => message.envelopeTo.includes(address) && message.calendars.length);
      return found.length >= count && found.map((message) => readCalendar(message.calendars[0]!));
    });

  it("gets booked, moved and cancelled invitations both parsers read whole, attendee intact", async () => {
    for (const [intent, slot] of [
      ["visit-book", "2026-03-11 08:00-10:00"],
      ["visit-move", "2026-03-12 15:00-17:00"],
      ["visit-cancel", ""],
    ] as const) {
      const answer = await staff.postForm(`/admin/leads/${leadId}`, { intent, slot, staffUserId: "1" });
      expect(answer.status).toBe(302);
    }
    // Mail may arrive in any order; calendar apps order updates by SEQUENCE.
    const calendars = (await invitationsTo(VISITOR, 3)).sort((a, b) => a[0]!.sequence - b[0]!.sequence);
    expect(calendars.map((events) => events.map((event) => [event.sequence, event.status]))).toEqual([
      [[0, "CONFIRMED"]],
      [[1, "CONFIRMED"]],
      [[2, "CANCELLED"]],
    ]);
    for (const [event] of calendars) {
      expect(event!.attendees).toEqual([{ name: CALENDAR_NAME, address: VISITOR }]);
      expect(event!.location).toBe('12 "Oak" Ln; Apt 3, Waco, TX');
    }

    // The office's copies carry the whole name in the summary and description.
    const [officeCopy] = (await invitationsTo(adminEnv.ADMIN_EMAIL, 1))[0]!;
    expect(officeCopy!.attendees).toEqual([{ name: adminEnv.ADMIN_EMAIL, address: adminEnv.ADMIN_EMAIL }]);
    expect(officeCopy!.summary).toBe(`Estimate: ${STORED_NAME} (Tree Trimming & Pruning)`);
    expect(officeCopy!.description).toContain(`${STORED_NAME}, (254) 555-0147.`);
  });

  it("shows in the private calendar feed as one whole event", async () => {
    await staff.postForm(`/admin/leads/${leadId}`, {
      intent: "visit-book",
      slot: "2026-03-11 08:00-10:00",
      staffUserId: "1",
    });
    const made = await staff.postForm("/admin/visits", { intent: "feed-renew" });
    const feedUrl = new URL(/data-testid="feed-url">([^<]+)</.exec(await made.text())![1]!);
    const feed = await (await fetch(`${server.url}${feedUrl.pathname}`)).text();
    const events = readCalendar(feed);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      summary: `Estimate: ${STORED_NAME} (Tree Trimming & Pruning)`,
      location: '12 "Oak" Ln; Apt 3, Waco, TX',
      attendees: [],
    });
  });
});

const visit = sampleVisit;
const organizer = sampleOrganizer;

describe("invitations and the feed for any name (RFC 5545, read alike by ical.js and node-ical)", () => {
  // [the name as stored, the attendee's name (CN) a calendar shows]
  const hostileNames: Array<[string, string]> = [
    ['Robert "Bob" Smith', "Robert 'Bob' Smith"],
    ['Eve" ;CN=x:mailto:evil@example.test', "Eve' ,CN=x:mailto:evil@example.test"],
    ["Smith; Jones, Lee: O'Neil \\ Sons", "Smith, Jones, Lee: O'Neil / Sons"],
    [
      "Mallory\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nATTENDEE:mailto:evil@example.test",
      "Mallory END:VEVENT BEGIN:VEVENT ATTENDEE:mailto:evil@example.test",
    ],
    ["Ana\u0000 Peña\u001b[31m\u0085", "Ana Peña[31m"],
    ["Zoë 🌳 Brontë 👩‍👩‍👧", "Zoë 🌳 Brontë 👩‍👩‍👧"],
    ["Jose\u0301 Nu\u0303n\u0303ez", "Jose\u0301 Nu\u0303n\u0303ez"],
    ["\u202eevil\u202c \u0645\u062d\u0645\u062f \u200fLee", "\u202eevil\u202c \u0645\u062d\u0645\u062f \u200fLee"],
  ];
  const visitor = "visitor@example.test";

  const invitationTo = (name: string, change: "booked" | "moved" | "cancelled") =>
    buildInvitation(
      {
        ...visit,
        sequence: { booked: 0, moved: 1, cancelled: 2 }[change],
        cancelled: change === "cancelled",
        address: `${name}'s house, 1 Elm St`,
        summary: `Estimate: ${name}`,
        description: `${name}, (254) 555-0147. Lead: https://example.test/admin/leads/7`,
      },
      { organizer: organizer, attendees: [{ name, email: visitor }] },
    ).content;

  // What a calendar shows of a text value: control characters gone, a line break read as "\n".
  const printable = (name: string) => withoutControlCharacters(name).replace(/\r\n?/g, "\n");

  describe.each(hostileNames)("%j", (name, shownName) => {
    it.each(["booked", "moved", "cancelled"] as const)(
      "the %s invitation keeps one event, its attendee and the name",
      (change) => {
        const events = readCalendar(invitationTo(name, change));
        expect(events).toHaveLength(1);
        const [event] = events;
        expect(event!.uid).toBe(visit.uid);
        expect(event!.status).toBe(change === "cancelled" ? "CANCELLED" : "CONFIRMED");
        expect(event!.attendees).toEqual([{ name: shownName, address: visitor }]);
        expect(event!.organizer).toEqual({ name: "Waco Tree Service", address: "office@example.test" });
        expect(event!.summary).toBe(`Estimate: ${printable(name)}`);
        expect(event!.description).toBe(`${printable(name)}, (254) 555-0147. Lead: https://example.test/admin/leads/7`);
        expect(event!.location).toBe(`${printable(name)}'s house, 1 Elm St`);
      },
    );

    it("the private feed keeps every visit whole", () => {
      const feed = buildCalendarFeed(`Feed of ${name}`, [
        { visit: { ...visit, summary: `Estimate: ${name}` }, parties: { organizer: organizer, attendees: [] } },
        {
          visit: { ...visit, uid: "visit-8@wacotreeservice.test", summary: "Estimate: Lee" },
          parties: { organizer: organizer, attendees: [] },
        },
      ]);
      const events = readCalendar(feed);
      expect(events.map((event) => [event.uid, event.summary])).toEqual([
        [visit.uid, `Estimate: ${printable(name)}`],
        ["visit-8@wacotreeservice.test", "Estimate: Lee"],
      ]);
    });
  });
});
