// The fault and attack review of issue #41, its low findings (item 4): each test failed before its fix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

// A Friday evening in Waco.
const CLOCK_START = "2026-03-06T18:00:00-06:00";

let server: TestServer;
let staff: StaffClient;
let openLink: string;
let spanishLink: string;

beforeAll(async () => {
  server = await startServer({
    env: { ...adminEnv, CLOCK_START, CONTACT_RATE_LIMIT_PER_HOUR: "100000", MUTATION_RATE_LIMIT_PER_MINUTE: "100000" },
  });
  staff = await signedInClient(server);
  const [open, spanish] = await insertLeads(server, [
    { name: "Ana Peña", email: "ana@example.test" },
    { name: "Luis Ortiz", email: "luis@example.test" },
  ]);
  openLink = await visitorLink(open!);
  const { db } = server.openDb();
  await db.updateTable("leads").set({ language: "es" }).where("id", "=", spanish!).execute();
  await db.destroy();
  spanishLink = await visitorLink(spanish!);
});

afterAll(async () => {
  await server?.stop();
});

/** A lead's visitor link, as its lead page shows it to staff. */
async function visitorLink(leadId: number) {
  const page = await (await staff.get(`/admin/leads/${leadId}`)).text();
  const link = /https?:\/\/[^"<\s]+(\/(?:es\/visita|visit)\/[\w-]+)/.exec(page)?.[1];
  if (!link) throw new Error(`No visitor link on lead ${leadId}'s page`);
  return link;
}

describe("a body that is not a form, on every visitor page", () => {
  const bodies: Array<[string, Record<string, string>, string]> = [
    ["JSON", { "Content-Type": "application/json" }, '{"intent":"cancel"}'],
    ["plain text", { "Content-Type": "text/plain" }, "intent=cancel"],
    ["XML", { "Content-Type": "application/xml" }, "<intent>cancel</intent>"],
    ["a broken multipart", { "Content-Type": "multipart/form-data; boundary=zzz" }, "--zzz\r\nnot a part"],
    ["no type", {}, "\u0000\u0001garbage"],
  ];
  const pages = () => [
    "/",
    "/contact",
    "/es",
    "/es/contacto",
    "/about",
    "/services/tree-removal",
    openLink,
    spanishLink,
  ];

  it.each(bodies)("%s answers 400, 405 or 415 with no stack trace, never a 500", async (_kind, headers, body) => {
    for (const path of pages()) {
      const answer = await fetch(`${server.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
      const text = await answer.text();
      expect([400, 405, 415], `${path}: ${answer.status} ${text.slice(0, 200)}`).toContain(answer.status);
      expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.js:\d+:\d+/);
    }
  });
});

describe("visitor links of a closed lead", () => {
  it("stop offering changes on a Lost lead and say to call, in the lead's language", async () => {
    const [lost, perdido] = await insertLeads(server, [
      { name: "Lost Customer", email: "lost@example.test", isContacted: true, outcome: "lost", lostReason: "price" },
      {
        name: "Cliente Perdido",
        email: "perdido@example.test",
        isContacted: true,
        outcome: "lost",
        lostReason: "price",
      },
    ]);
    const { db } = server.openDb();
    await db.updateTable("leads").set({ language: "es" }).where("id", "=", perdido!).execute();
    await db.destroy();
    for (const [leadId, callUs] of [
      [lost!, "This request is closed"],
      [perdido!, "Esta solicitud está cerrada"],
    ] as const) {
      const link = await visitorLink(leadId);
      const page = await (await fetch(`${server.url}${link}`)).text();
      expect(page).toContain(callUs);
      expect(page).toContain('href="tel:');
      expect(page).not.toContain('name="intent"');
      const book = await fetch(`${server.url}${link}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "book", date: "2026-03-09", starts: "10:00", ends: "12:00" }),
        redirect: "manual",
      });
      expect(book.status).toBe(409);
      expect(await book.text()).toContain(callUs);
    }
    const { db: check } = server.openDb();
    expect(await check.selectFrom("visits").select("id").where("leadId", "in", [lost!, perdido!]).execute()).toEqual(
      [],
    );
    await check.destroy();
  });

  it("of a deleted lead say to call, instead of a bare Not Found", async () => {
    const [gone] = await insertLeads(server, [{ name: "Gone Customer", email: "gone@example.test" }]);
    const link = await visitorLink(gone!);
    const { db } = server.openDb();
    await db.deleteFrom("leads").where("id", "=", gone!).execute();
    await db.destroy();
    const page = await (await fetch(`${server.url}${link}`)).text();
    expect(page).toContain("This request is closed");
    expect(page).not.toContain('name="intent"');
    // A link nobody made is still not found.
    expect((await fetch(`${server.url}/visit/999-${"x".repeat(32)}`)).status).toBe(404);
  });
});

describe("tokens in the access log", () => {
  it("are cut from visit, review, unsubscribe, calendar-feed, estimate, on-call and confirm addresses", async () => {
    const token = openLink.split("/").pop()!;
    const paths = [
      openLink,
      spanishLink,
      `/r/${token}`,
      `/unsubscribe/${token}`,
      `/es/baja/${token}`,
      `/calendar/${token}.ics`,
      `/estimate/${token}`,
      `/es/presupuesto/${token}`,
      `/on-call/${token}`,
      `/confirm/${token}`,
      // Last: the log is awaited until this one's line is written.
      `/visit/${token}?utm_source=email`,
    ];
    for (const path of paths) await fetch(`${server.url}${path}`, { redirect: "manual" });
    const spanishToken = spanishLink.split("/").pop()!;
    // The log line is written once the answer has gone.
    const log = await waitFor(() => server.output().includes("utm_source=email") && server.output());
    expect(log).toContain("GET /visit/REDACTED ");
    expect(log).toContain("GET /es/visita/REDACTED ");
    expect(log).toContain("GET /calendar/REDACTED ");
    expect(log).toContain("GET /estimate/REDACTED ");
    expect(log).toContain("GET /es/presupuesto/REDACTED ");
    expect(log).toContain("GET /on-call/REDACTED ");
    expect(log).toContain("GET /confirm/REDACTED ");
    expect(log).toContain("GET /visit/REDACTED?utm_source=email ");
    expect(log).not.toContain(token);
    expect(log).not.toContain(spanishToken);
  });
});

describe("upper-case addresses", () => {
  it.each([
    ["/ES", "/es"],
    ["/ES/CONTACTO", "/es/contacto"],
    ["/ABOUT", "/about"],
    ["/About?utm_source=flyer", "/about?utm_source=flyer"],
    ["/Services/Tree-Removal", "/services/tree-removal"],
    ["/es/Servicios/Quitar-Arboles", "/es/servicios/quitar-arboles"],
  ])("%s answers 301 to %s", async (path, canonical) => {
    const answer = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(canonical);
  });

  it("leave a visitor's link and the staff pages alone", async () => {
    expect((await fetch(`${server.url}${openLink}`, { redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${server.url}/admin/login`, { redirect: "manual" })).status).toBe(200);
  });
});

describe("real calendar dates only", () => {
  it("Job done refuses 2026-02-30 with a field message, on the lead page and in the API", async () => {
    const [won] = await insertLeads(server, [
      { name: "Won Customer", isContacted: true, outcome: "won", jobValueCents: 120000 },
    ]);
    const page = await staff.postForm(`/admin/leads/${won}`, { intent: "job-done", on: "2026-02-30" });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("2026-02-30 is not a day of the calendar");
    const api = await staff.api("PATCH", `/api/leads/${won}`, { jobDoneOn: "2026-02-30" });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { message: string }).message).toContain("2026-02-30 is not a day of the calendar");
    const lead = await (await staff.get(`/admin/leads/${won}`)).text();
    expect(lead).not.toContain("Invalid DateTime");
    expect(lead).not.toContain('data-testid="job-done"');
  });
});

describe("staff bookings", () => {
  it("stay within decision 056's 60 days", async () => {
    const [leadId] = await insertLeads(server, [{ name: "Far Future" }]);
    // Friday 6 March: Monday 4 May is 59 days ahead, Wednesday 6 May 61.
    for (const slot of ["9999-12-31 08:00-10:00", "2026-05-06 08:00-10:00", "2026-02-30 08:00-10:00"]) {
      const refused = await staff.postForm(`/admin/leads/${leadId}`, { intent: "visit-book", slot, staffUserId: "1" });
      expect(refused.status, slot).not.toBe(302);
    }
    const booked = await staff.postForm(`/admin/leads/${leadId}`, {
      intent: "visit-book",
      slot: "2026-05-04 08:00-10:00",
      staffUserId: "1",
    });
    expect(booked.status).toBe(302);
    const { db } = server.openDb();
    const visits = await db.selectFrom("visits").select("date").where("leadId", "=", leadId!).execute();
    await db.destroy();
    expect(visits).toEqual([{ date: "2026-05-04" }]);
  });
});

describe("availability (issue #41 item 3)", () => {
  const save = (changes: Record<string, string>) =>
    staff.postForm("/admin/settings/availability", {
      intent: "save-availability",
      selfBooking: "on",
      windows: "Mon 08:00-10:00",
      placesPerWindow: "1",
      minNoticeDays: "1",
      horizonDays: "14",
      blackoutDates: "",
      ...changes,
    });

  it("refuses what can't be stored, saying the limit, and keeps the saved rules", async () => {
    const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const windows = Array.from({ length: 71 }, (_, index) => {
      const hour = String(Math.floor(index / 7)).padStart(2, "0");
      return `${days[index % 7]} ${hour}:00-${hour}:30`;
    });
    const tooMany = await save({ windows: windows.join("\n") });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("At most 70 weekly windows can be saved; this has 71.");
    const closedDays = Array.from({ length: 367 }, (_, index) =>
      new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
    );
    const tooManyDays = await save({ blackoutDates: closedDays.join("\n") });
    expect(tooManyDays.status).toBe(400);
    expect(await tooManyDays.text()).toContain("At most 366 closed days can be saved; this has 367.");
    const { db } = server.openDb();
    expect(await db.selectFrom("visitSettings").select("rules").execute()).toEqual([]);
    await db.destroy();
  });

  it("refuses overlapping and duplicate windows", async () => {
    const overlapping = await save({ windows: "Mon 08:00-10:00\nMon 09:00-11:00" });
    expect(overlapping.status).toBe(400);
    expect(await overlapping.text()).toContain("overlap");
    const twice = await save({ windows: "Tue 08:00-10:00\nTue 08:00-10:00" });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("is written twice");
  });

  it("fails closed on a stored row that no longer reads: no online booking, a log line, a warning to the owner", async () => {
    const { db } = server.openDb();
    const rules = { selfBooking: false, windows: [], placesPerWindow: 1, blackoutDates: [], minNoticeDays: 1 };
    await db
      .insertInto("visitSettings")
      .values({ id: 1, rules: JSON.stringify(rules), updatedAt: new Date().toISOString() })
      .execute();
    await db.destroy();
    const page = await (await fetch(`${server.url}${openLink}`)).text();
    expect(page).toContain("We'll set a time for the estimate when we call you.");
    expect(page).not.toContain('name="intent"');
    expect(server.output()).toContain("Availability: the stored rules do not read");
    const settings = await (await staff.get("/admin/settings/availability")).text();
    expect(settings).toContain("The saved availability could not be read");
    const { db: reset } = server.openDb();
    await reset.deleteFrom("visitSettings").execute();
    await reset.destroy();
  });
});

describe("PATCH /api/leads/{id}", () => {
  const stateOf = async (id: number) => {
    const { db } = server.openDb();
    const lead = await db
      .selectFrom("leads")
      .select(["isContacted", "outcome", "jobValueCents", "followUpOn", "jobDoneOn"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const events = await db.selectFrom("leadEvents").select("kind").where("leadId", "=", id).execute();
    await db.destroy();
    return { lead, events: events.length };
  };

  it("checks every field before applying any: one bad field changes nothing", async () => {
    const [fresh] = await insertLeads(server, [{ name: "Patch New" }]);
    const before = await stateOf(fresh!);
    for (const body of [
      { isContacted: true, followUpOn: "2026-02-30" },
      { isContacted: true, followUpOn: "yesterday" },
      { outcome: "won", jobValue: 1200, jobDoneOn: "2026-02-30" },
      { outcome: "won", jobValue: 1200, jobDoneOn: "2099-01-01" },
    ]) {
      const answer = await staff.api("PATCH", `/api/leads/${fresh}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await stateOf(fresh!)).toEqual(before);
    }
  });

  it("applies all its fields in one transaction: a refusal part way leaves the lead as it was", async () => {
    const [lost] = await insertLeads(server, [
      { name: "Patch Lost", isContacted: true, outcome: "lost", lostReason: "price" },
    ]);
    const before = await stateOf(lost!);
    // A follow-up is set, then Job done is refused (the lead is not won): neither stays.
    const answer = await staff.api("PATCH", `/api/leads/${lost}`, {
      followUpOn: "2026-03-20",
      jobDoneOn: "2026-03-05",
    });
    expect(answer.status).toBe(409);
    expect(await stateOf(lost!)).toEqual(before);

    // Won and its Job done day together: both apply.
    const [open] = await insertLeads(server, [{ name: "Patch Open", isContacted: true }]);
    const done = await staff.api("PATCH", `/api/leads/${open}`, {
      outcome: "won",
      jobValue: 900,
      jobDoneOn: "2026-03-05",
    });
    expect(done.status).toBe(200);
    expect((await stateOf(open!)).lead).toMatchObject({
      outcome: "won",
      jobValueCents: 90000,
      jobDoneOn: "2026-03-05",
    });
  });
});

describe("the site-wide confirmation allowance", () => {
  it("can't be used up in seconds: a burst of made-up addresses gets at most a quarter of the day's", async () => {
    const send = (index: number) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: `Burst ${index}`,
          phone: "(254) 555-0147",
          email: `burst${index}@example.test`,
          service: "tree-removal",
          sendConfirmation: true,
        }),
      });
    for (let index = 0; index < 40; index++) expect((await send(index)).status).toBe(201);
    const { db } = server.openDb();
    const confirmations = await db
      .selectFrom("outbox")
      .select("recipient")
      .where("kind", "=", "confirmation")
      .where("recipient", "like", "burst%")
      .execute();
    await db.destroy();
    // 25 in the hour; the other 75 of the day stay for the visitors of the hours after.
    expect(confirmations).toHaveLength(25);
  });
});
