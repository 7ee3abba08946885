import { createHash } from "node:crypto";

import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { spamTrapStamp } from "../helpers/spam-trap";
import { ADMIN_EMAIL, adminEnv, signedInClient, type StaffClient } from "../helpers/staff";

// Friday 6 p.m. in Waco: Monday and Tuesday's windows are open to visitors.
const CLOCK_START = "2026-03-06T18:00:00-06:00";
const OWNER_FEED = "ownerFeedToken_0123456789abcdefg";
const CREW_FEED = "crewFeedToken_0123456789abcdefgh";
const CREW = "rosa.crew@example.test";

let server: TestServer;
let owner: StaffClient;
let crewId: number;

beforeAll(async () => {
  server = await startServer({
    env: { ...adminEnv, CLOCK_START, CONTACT_RATE_LIMIT_PER_HOUR: "1000", SELF_BOOKINGS_PER_ADDRESS_PER_DAY: "20" },
  });
  owner = await signedInClient(server);
  const { db } = server.openDb();
  const ownerId = (
    await db.selectFrom("staffUsers").select("id").where("email", "=", ADMIN_EMAIL).executeTakeFirstOrThrow()
  ).id;
  crewId = Number(
    (
      await db
        .insertInto("staffUsers")
        .values({ email: CREW, passwordHash: "x", role: "staff" })
        .executeTakeFirstOrThrow()
    ).insertId,
  );
  const hash = (token: string) => createHash("sha256").update(token).digest("hex");
  await db
    .insertInto("calendarFeeds")
    .values([
      { staffUserId: ownerId, tokenHash: hash(OWNER_FEED), createdAt: new Date().toISOString() },
      { staffUserId: crewId, tokenHash: hash(CREW_FEED), createdAt: new Date().toISOString() },
    ])
    .execute();
  await db.destroy();
});

afterAll(async () => {
  await server?.stop();
});

let phone = 300;
/** A visitor sends the quote form and books a window from the thank-you, as without JavaScript. */
async function visitorBooks(name: string, date: string, starts: string, ends: string) {
  const html = await (await fetch(`${server.url}/contact`)).text();
  phone += 1;
  const body = new URLSearchParams({
    name__confirm: "",
    from__confirm: spamTrapStamp(html)!,
    name,
    phone: `(254) 555-0${phone}`,
    service: "tree-trimming",
    address: "1200 Austin Ave, Waco, TX",
  });
  const sent = await fetch(`${server.url}/contact`, { method: "POST", body, redirect: "manual" });
  const cookie = sent.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const thankYou = await (await fetch(`${server.url}/contact`, { headers: { Cookie: cookie } })).text();
  const visitPath = /action="(\/visit\/[^"]+)"/.exec(thankYou)![1]!;
  const booked = await fetch(`${server.url}${visitPath}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "book", date, starts, ends }),
    redirect: "manual",
  });
  expect(booked.status).toBe(303);
}

/** The summaries of a staff member's calendar feed. */
async function feedSummaries(token: string) {
  const feed = await (await fetch(`${server.url}/calendar/${token}.ics`)).text();
  const calendar = new ICAL.Component(ICAL.parse(feed));
  return calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("summary")));
}

/** A visitor's booking is in one staff feed, `mine`, and not in the other's. */
async function onlyInFeedOf(mine: string, theirs: string, name: string) {
  const summary = `Estimate: ${name} (Tree Trimming & Pruning)`;
  expect(await feedSummaries(mine)).toContain(summary);
  expect(await feedSummaries(theirs)).not.toContain(summary);
}

/** A visit staff booked (or nobody has), written straight to the database for a lead of its own. */
async function staffBooked(
  db: ReturnType<TestServer["openDb"]>["db"],
  lead: { name: string; phone: string; service: string },
  visit: { uid: string; date: string; starts: string; ends: string; staffUserId: number | null; at: string },
) {
  const { id } = await db
    .insertInto("leads")
    .values({ ...lead, message: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { at, ...when } = visit;
  await db
    .insertInto("visits")
    .values({ leadId: id, ...when, place: 1, bookedBy: "staff", createdAt: at, updatedAt: at })
    .execute();
}

describe("every visit belongs to someone", () => {
  it("gives a visit a visitor books to the owner by default: in the owner's feed, and the agenda says who", async () => {
    await visitorBooks("Inés Ortiz", "2026-03-09", "10:00", "12:00");
    await onlyInFeedOf(OWNER_FEED, CREW_FEED, "Inés Ortiz");
    const agenda = await (await owner.get("/admin/visits")).text();
    const row = agenda.slice(agenda.indexOf("Inés Ortiz"));
    expect(row.slice(0, row.indexOf("</li>"))).toContain(ADMIN_EMAIL);
  });

  it("gives them to the estimator the owner names in Settings", async () => {
    const saved = await owner.postForm("/admin/settings/availability", {
      intent: "save-availability",
      selfBooking: "on",
      windows: "Mon 08:00-10:00\nMon 10:00-12:00\nTue 13:00-15:00",
      placesPerWindow: "1",
      blackoutDates: "",
      minNoticeDays: "1",
      horizonDays: "14",
      estimatorId: String(crewId),
    });
    expect(saved.status).toBeLessThan(400);
    const settings = await (await owner.get("/admin/settings/availability")).text();
    expect(settings).toMatch(new RegExp(`<option value="${crewId}" selected="">${CREW}</option>`));
    await visitorBooks("Óscar Peña", "2026-03-10", "13:00", "15:00");
    await onlyInFeedOf(CREW_FEED, OWNER_FEED, "Óscar Peña");
  });

  it("shows a visit nobody has in every staff feed, marked Unassigned, and the agenda says so", async () => {
    const { db } = server.openDb();
    await staffBooked(
      db,
      { name: "Raúl Nadie", phone: "2545550999", service: "stump-removal" },
      {
        uid: "nobody@example.test",
        date: "2026-03-09",
        starts: "08:00",
        ends: "10:00",
        staffUserId: null,
        at: "2026-03-06T15:00:00.000Z",
      },
    );
    await db.destroy();
    for (const token of [OWNER_FEED, CREW_FEED]) {
      expect(await feedSummaries(token)).toContain("Unassigned estimate: Raúl Nadie (Stump Grinding & Removal)");
    }
    const agenda = await (await owner.get("/admin/visits")).text();
    const row = agenda.slice(agenda.indexOf("Raúl Nadie"));
    expect(row.slice(0, row.indexOf("</li>"))).toContain("Unassigned");
  });
  it("goes round the staff the owner ticks: the free one with the fewest visits that day, in turn", async () => {
    const { db } = server.openDb();
    const tomasId = Number(
      (
        await db
          .insertInto("staffUsers")
          .values({ email: "tomas.crew@example.test", passwordHash: "x", role: "staff" })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    // Rosa and Tomás ticked (the form sends the field once per tick); two places in each window.
    const saved = await owner.request("/admin/settings/availability", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["csrf", await owner.csrfToken()],
        ["intent", "save-availability"],
        ["selfBooking", "on"],
        ["windows", "Mon 08:00-10:00\nMon 10:00-12:00\nTue 08:00-10:00\nTue 10:00-12:00"],
        ["placesPerWindow", "2"],
        ["minNoticeDays", "1"],
        ["horizonDays", "14"],
        ["rotation", String(crewId)],
        ["rotation", String(tomasId)],
      ]),
    });
    expect(saved.status).toBe(200);
    const settings = await (await owner.get("/admin/settings/availability")).text();
    for (const id of [crewId, tomasId])
      expect(settings).toMatch(new RegExp(`name="rotation"[^>]*checked=""[^>]*value="${id}"`));

    const bookings: Array<[string, string, string, string]> = [
      // Neither has a visit that day: Tomás, as Rosa had the last visitor's booking (Óscar's, above).
      ["Ana Rotación", "2026-03-16", "08:00", "10:00"],
      ["Beto Rotación", "2026-03-16", "08:00", "10:00"], // Tomás is out at 8: Rosa
      ["Carmen Rotación", "2026-03-16", "10:00", "12:00"], // one visit each that day: in turn, Tomás
    ];
    for (const booking of bookings) await visitorBooks(...booking);
    // Staff give Rosa Tuesday at 8: on Tuesday Tomás has fewer, though it is Rosa's turn.
    await staffBooked(
      db,
      { name: "Dora Oficina", phone: "2545550998", service: "tree-removal" },
      {
        uid: "dora@example.test",
        date: "2026-03-17",
        starts: "08:00",
        ends: "10:00",
        staffUserId: crewId,
        at: "2026-03-06T16:00:00.000Z",
      },
    );
    await visitorBooks("Diego Rotación", "2026-03-17", "10:00", "12:00"); // Tomás: fewer on Tuesday
    await visitorBooks("Elena Rotación", "2026-03-17", "10:00", "12:00"); // Tomás is out at 10: Rosa

    const assigned = await db
      .selectFrom("visits")
      .innerJoin("leads", "leads.id", "visits.leadId")
      .innerJoin("staffUsers", "staffUsers.id", "visits.staffUserId")
      .select(["leads.name", "staffUsers.email"])
      .where("leads.name", "like", "% Rotación")
      .orderBy("visits.id")
      .execute();
    await db.destroy();
    expect(assigned.map((row) => [row.name, row.email])).toEqual([
      ["Ana Rotación", "tomas.crew@example.test"],
      ["Beto Rotación", CREW],
      ["Carmen Rotación", "tomas.crew@example.test"],
      ["Diego Rotación", "tomas.crew@example.test"],
      ["Elena Rotación", CREW],
    ]);
    await onlyInFeedOf(CREW_FEED, OWNER_FEED, "Beto Rotación");
  });
});
