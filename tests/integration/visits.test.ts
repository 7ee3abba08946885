import http from "node:http";

import ICAL from "ical.js";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { pageAfter, sendQuoteForm } from "../helpers/quote-form";
import { getFreePort, startServer, type TestServer } from "../helpers/server";
import { type ReceivedEmail, startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

// Friday 6 p.m. in Waco, the evening before the weekend the clocks spring forward (Sunday 8 March 2026).
const CLOCK_START = "2026-03-06T18:00:00-06:00";
const WEBHOOK_SECRET = `whsec_${Buffer.from("visits-webhook-secret-0123456789").toString("base64")}`;
const MAIL_FROM = "Waco Tree Service <office@wacotree.test>";
const ADDRESS = "1200 Austin Ave, Waco, TX 76701";

let server: TestServer;
let smtp: TestSmtpServer;
const hooks: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
let receiver: http.Server;

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      hooks.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  const hookPort = await getFreePort();
  await new Promise<void>((resolve) => receiver.listen(hookPort, "127.0.0.1", resolve));
  server = await startServer({
    env: {
      ...adminEnv,
      CLOCK_START,
      SMTP_URL: smtp.url,
      MAIL_FROM,
      LEAD_WEBHOOK_URLS: `http://127.0.0.1:${hookPort}/hooks`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOX_RETRY_BASE_MS: "200",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Sends the contact page's form as a browser without JavaScript does; resolves to the thank-you page. */
async function sendQuote(fields: Record<string, string>) {
  const visitor = {
    phone: "(254) 555-0199",
    service: "tree-trimming",
    message: "Two live oaks over the drive",
    sourcePage: "/contact",
    address: ADDRESS,
    ...fields,
  };
  const sent = await sendQuoteForm(server, visitor);
  expect(sent.status).toBe(302);
  return pageAfter(server, sent);
}

const postVisit = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

function invitationsTo(address: string, count: number) {
  return waitFor(() => {
    const found = smtp.messages.filter(
      (message) => message.envelopeTo.includes(address) && message.calendars.length > 0,
    );
    return found.length >= count && found;
  });
}

/** An email's invitation, read by ical.js (an independent parser). */
function parseInvitation(email: ReceivedEmail) {
  const calendar = new ICAL.Component(ICAL.parse(email.calendars[0]!));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const start = event.getFirstProperty("dtstart")!;
  const end = event.getFirstProperty("dtend")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    timezone: calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    startZone: start.getParameter("tzid"),
    start: start.getFirstValue()!.toString(),
    end: end.getFirstValue()!.toString(),
    endZone: end.getParameter("tzid"),
    location: event.getFirstPropertyValue("location"),
    organizer: event.getFirstPropertyValue("organizer"),
    description: String(event.getFirstPropertyValue("description")),
    alarm: event.getFirstSubcomponent("valarm")?.getFirstPropertyValue("action"),
  };
}

function hooksOfType(type: string, count = 1) {
  return waitFor(() => {
    const found = hooks.filter((hook) => (JSON.parse(hook.body) as { type: string }).type === type);
    return found.length >= count && found;
  });
}

describe("estimate visits, booked by the visitor", () => {
  const email = "jose.nunez@example.test";
  let visitPath = "";

  it("offers the next free windows on the thank-you, in Waco time, as plain forms", async () => {
    const page = await sendQuote({ name: "José Ñúñez", email });
    expect(page).toContain('data-testid="visit-offer"');
    // Friday evening: Saturday morning first (a day's notice), no Sunday, then Monday.
    const saturday = page.indexOf("Saturday, March 7");
    const monday = page.indexOf("Monday, March 9");
    expect(saturday).toBeGreaterThan(0);
    expect(monday).toBeGreaterThan(saturday);
    expect(page).not.toContain("Sunday, March 8");
    visitPath = /action="(\/visit\/[^"]+)"/.exec(page)![1]!;
  });

  it("books a window with a plain post, and the visit page shows it", async () => {
    const booked = await postVisit(visitPath, { intent: "book", date: "2026-03-09", starts: "10:00", ends: "12:00" });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toBe(visitPath);
    const page = await (await fetch(`${server.url}${visitPath}`)).text();
    expect(page).toContain("Your estimate visit is booked");
    expect(page).toContain("Monday, March 9, 10 a.m. to 12 p.m.");
  });

  it("sends the visitor an invitation calendars understand (REQUEST, Waco time, VTIMEZONE, alarm)", async () => {
    const [message] = await invitationsTo(email, 1);
    const invitation = parseInvitation(message!);
    expect(invitation).toMatchObject({
      method: "REQUEST",
      timezone: "America/Chicago",
      sequence: 0,
      startZone: "America/Chicago",
      endZone: "America/Chicago",
      start: "2026-03-09T10:00:00",
      end: "2026-03-09T12:00:00",
      // Issue #40: the address the visitor typed goes to no unconfirmed address (a stranger's, perhaps),
      // and a calendar's Yes or No reaches the office (here the staff accounts: no notification address).
      location: null,
      organizer: `mailto:${adminEnv.ADMIN_EMAIL}`,
      alarm: "DISPLAY",
    });
    expect(invitation.description).toContain(visitPath);
    expect(invitation.description).toMatch(/Call \(254\) \d{3}-\d{4}/);
    expect(message!.headers["content-type"]).toContain("multipart");
  });

  it("tells the owner (the default estimator) with the same UID, and sends visit.booked signed", async () => {
    const [visitor] = await invitationsTo(email, 1);
    const [office] = await invitationsTo(adminEnv.ADMIN_EMAIL, 1);
    expect(parseInvitation(office!).uid).toBe(parseInvitation(visitor!).uid);
    expect(office!.text).toContain("José Ñúñez");
    expect(office!.subject).toBe("Estimate visit booked: José Ñúñez, Mon, Mar 9, 10-12");
    const [hook] = await hooksOfType("visit.booked");
    // Signed as lead webhooks are (Standard Webhooks); the server's clock is in March, so the check is by hand.
    const id = String(hook!.headers["webhook-id"]);
    const sentAt = new Date(Number(hook!.headers["webhook-timestamp"]) * 1000);
    expect(hook!.headers["webhook-signature"]).toBe(new Webhook(WEBHOOK_SECRET).sign(id, sentAt, hook!.body));
    const verified = JSON.parse(hook!.body) as {
      data: { date: string; starts: string; label: string; bookedBy: string; lead: { name: string } };
    };
    expect(verified.data).toMatchObject({
      date: "2026-03-09",
      starts: "10:00",
      label: "Mon, Mar 9, 10-12",
      bookedBy: "visitor",
    });
    expect(verified.data.lead.name).toBe("José Ñúñez");
  });

  it("asks before it moves: the question names the new window, and nothing changes until Yes", async () => {
    const asked = await postVisit(visitPath, { intent: "move", date: "2026-03-10", starts: "13:00", ends: "15:00" });
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain("Move your visit to Tuesday, March 10, 1–3 p.m.?");
    expect(page).toContain('name="confirmed" value="yes"');
    expect(page).toContain("No, keep my visit");
    expect(page).not.toContain('data-testid="visit-windows"');
    const still = await (await fetch(`${server.url}${visitPath}`)).text();
    expect(still).toContain("Monday, March 9, 10 a.m. to 12 p.m.");
  });

  it("moves the visit: the same UID with SEQUENCE raised, the new time, and visit.rescheduled", async () => {
    const window = { date: "2026-03-10", starts: "13:00", ends: "15:00" };
    const moved = await postVisit(visitPath, { intent: "move", ...window, confirmed: "yes" });
    expect(moved.status).toBe(303);
    const [first, second] = await invitationsTo(email, 2);
    const before = parseInvitation(first!);
    const after = parseInvitation(second!);
    expect(after).toMatchObject({ method: "REQUEST", uid: before.uid, sequence: 1, start: "2026-03-10T13:00:00" });
    await hooksOfType("visit.rescheduled");
    const page = await (await fetch(`${server.url}${visitPath}`)).text();
    expect(page).toContain("Tuesday, March 10, 1 p.m. to 3 p.m.");
  });

  it("cancels the visit: METHOD:CANCEL, the same UID, SEQUENCE raised again, and visit.cancelled", async () => {
    const asked = await (await postVisit(visitPath, { intent: "cancel" })).text();
    expect(asked).toContain("Cancel your visit?");
    expect(asked).toContain("Tuesday, March 10, 1 p.m. to 3 p.m.");
    const cancelled = await postVisit(visitPath, { intent: "cancel", confirmed: "yes" });
    expect(cancelled.status).toBe(303);
    const messages = await invitationsTo(email, 3);
    const first = parseInvitation(messages[0]!);
    const last = parseInvitation(messages[2]!);
    expect(last).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 2 });
    await hooksOfType("visit.cancelled");
    const page = await (await fetch(`${server.url}${visitPath}`)).text();
    // The page's words travel with its data, so the booked section, not its heading's words, is what must be gone.
    expect(page).not.toContain('data-testid="visit-booked"');
    // It says so first, with the visit it was, and offers to book again.
    const cancelledBox = page.slice(page.indexOf('data-testid="visit-cancelled"'));
    expect(cancelledBox).toMatch(/^[^<]*>[^]*Your visit is cancelled/);
    expect(cancelledBox).toContain("Tuesday, March 10, 1 p.m. to 3 p.m.");
    expect(page).toContain(">Book again</h2>");
  });

  it("answers a link nobody made with 404, and a bad post with 400, never a 500", async () => {
    const forged = visitPath.replace(/-(.)/, (_, c: string) => `-${c === "A" ? "B" : "A"}`);
    expect((await fetch(`${server.url}${forged}`)).status).toBe(404);
    expect((await fetch(`${server.url}/visit/12-nope`)).status).toBe(404);
    expect((await postVisit(visitPath, { intent: "book", date: "tomorrow" })).status).toBe(400);
    const sunday = await postVisit(visitPath, { intent: "book", date: "2026-03-08", starts: "10:00", ends: "12:00" });
    expect(sunday.status).toBe(409);
    expect(await sunday.text()).toContain("That time is no longer offered");
  });

  it("tells an emergency to call now instead of offering windows", async () => {
    const page = await sendQuote({ name: "Zoë Brontë", email: "zoe@example.test", service: "emergency-tree-service" });
    expect(page).toContain('data-testid="quote-thank-you"');
    expect(page).not.toContain('data-testid="visit-offer"');
  });
});

/** The customer's link as the lead page shows it to staff. */
async function visitorLinkOf(staff: StaffClient, leadId: number) {
  const page = await (await staff.get(`/admin/leads/${leadId}`)).text();
  return new URL(/href="([^"]+)" data-testid="visitor-link"/.exec(page)![1]!).pathname;
}

describe("estimate visits, scheduled by staff", () => {
  let staff: StaffClient;

  beforeAll(async () => {
    staff = await signedInClient(server);
  });

  it("books, moves (to another window and person) and cancels from the lead page without JavaScript", async () => {
    const [leadId] = await insertLeads(server, [
      {
        name: "Zoë Brontë",
        email: "zoe.bronte@example.test",
        address: "4 Elm St, Hewitt, TX",
        // When the server's clock starts: one of the dashboard period's leads.
        createdAt: new Date(CLOCK_START),
      },
    ]);
    const { db } = server.openDb();
    const crew = await db
      .insertInto("staffUsers")
      .values({ email: "crew@example.test", passwordHash: "x", role: "staff" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.destroy();
    const ownerId = "1";

    const booked = await staff.postForm(`/admin/leads/${leadId}`, {
      intent: "visit-book",
      slot: "2026-03-11 08:00-10:00",
      staffUserId: ownerId,
    });
    expect(booked.status).toBe(302);
    expect(booked.headers.get("location")).toBe(`/admin/leads/${leadId}`);
    let page = await (await staff.get(`/admin/leads/${leadId}`)).text();
    expect(page).toContain("Wednesday, March 11, 8 a.m. to 10 a.m.");
    expect(page).toContain("Estimate visit booked");
    expect(page).toContain("Wed, Mar 11, 8-10. The invitations are on their way.");

    // The visit shows wherever the lead does: the API, the lists, the dashboard.
    const api = (await (await staff.api("GET", `/api/leads/${leadId}`)).json()) as { data: { visit: unknown } };
    expect(api.data.visit).toMatchObject({
      date: "2026-03-11",
      starts: "08:00",
      label: "Wed, Mar 11, 8-10",
      bookedBy: "staff",
    });
    // The visitor-booking tests above sent a Zoë Brontë of their own: this one is found by its id.
    const listed = (await (await staff.api("GET", "/api/leads?q=Bront")).json()) as {
      data: Array<{ id: number; visit: unknown }>;
    };
    expect(listed.data.find((lead) => lead.id === leadId)?.visit).toMatchObject({ label: "Wed, Mar 11, 8-10" });
    const list = await (await staff.get("/admin/leads?q=Bront")).text();
    expect(list).toContain("Visit Wed, Mar 11, 8-10");
    const csv = await (await staff.get("/admin/leads.csv?q=Bront")).text();
    expect(csv.split("\n")[0]).toContain('"Visit"');
    expect(csv).toContain("2026-03-11 08:00-10:00");
    const home = await (await staff.get("/admin")).text();
    expect(home).toContain('data-testid="visit-stats"');
    expect(home).toContain("Leads that became visits");
    // Counted from the booked visits to their leads (issue #44): Zoë's is the period's one.
    expect(home).toMatch(/Leads that became visits<\/dt><dd[^>]*>\d+% \(1\)</);

    const [ownerInvite] = await invitationsTo(adminEnv.ADMIN_EMAIL, 2);
    const visitorInvite = (await invitationsTo("zoe.bronte@example.test", 1))[0]!;
    expect(parseInvitation(visitorInvite)).toMatchObject({ location: "4 Elm St, Hewitt, TX", sequence: 0 });
    expect(ownerInvite).toBeDefined();

    const moved = await staff.postForm(`/admin/leads/${leadId}`, {
      intent: "visit-move",
      slot: "2026-03-12 15:00-17:00",
      staffUserId: String(crew.id),
    });
    expect(moved.status).toBe(302);
    const [crewInvite] = await invitationsTo("crew@example.test", 1);
    expect(parseInvitation(crewInvite!)).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      start: "2026-03-12T15:00:00",
    });
    // The owner is taken off the visit: their calendar gets its cancellation.
    const ownerMessages = await waitFor(() => {
      const cancels = smtp.messages.filter(
        (message) =>
          message.envelopeTo.includes(adminEnv.ADMIN_EMAIL) &&
          message.calendars.some((calendar) => calendar.includes("METHOD:CANCEL")) &&
          message.text.includes("Zoë Brontë"),
      );
      return cancels.length > 0 && cancels;
    });
    expect(parseInvitation(ownerMessages[0]!).sequence).toBe(1);
    page = await (await staff.get(`/admin/leads/${leadId}`)).text();
    expect(page).toContain("crew@example.test goes");
    expect(page).toContain("Estimate visit moved");

    const cancelled = await staff.postForm(`/admin/leads/${leadId}`, { intent: "visit-cancel" });
    expect(cancelled.status).toBe(302);
    const crewMessages = await invitationsTo("crew@example.test", 2);
    expect(parseInvitation(crewMessages[1]!)).toMatchObject({ method: "CANCEL", sequence: 2 });
    page = await (await staff.get(`/admin/leads/${leadId}`)).text();
    expect(page).toContain("No visit booked.");
    expect(page).toContain("Estimate visit cancelled");
  });

  it("refuses a window that is not offered, with a message and no 500", async () => {
    const [leadId] = await insertLeads(server, [{ name: "Ana Peña" }]);
    const refused = await staff.postForm(`/admin/leads/${leadId}`, {
      intent: "visit-book",
      slot: "2026-03-08 08:00-10:00",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("not offered on that day");
    const bad = await staff.postForm(`/admin/leads/${leadId}`, { intent: "visit-book", slot: "soon" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Pick a window");
  });

  it("never over-books: ten visitors take a window's last place at once, exactly one gets it", async () => {
    const ids = await insertLeads(
      server,
      Array.from({ length: 10 }, (_, index) => ({ name: `Racer ${index}`, email: `racer${index}@example.test` })),
    );
    const links = await Promise.all(ids.map((id) => visitorLinkOf(staff, id)));
    const window = { intent: "book", date: "2026-03-13", starts: "13:00", ends: "15:00" };
    const answers = await Promise.all(links.map((link) => postVisit(link, window)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([303, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const refused = await answers.find((answer) => answer.status === 409)!.text();
    expect(refused).toContain("someone just took that window");
    // The others are offered the next windows, and the full one is not among them.
    expect(refused).toContain("Friday, March 13");
    expect(refused).toContain('name="date" value="2026-03-13"/><input type="hidden" name="starts" value="15:00"');
    expect(refused).not.toContain('name="date" value="2026-03-13"/><input type="hidden" name="starts" value="13:00"');
    const { db } = server.openDb();
    const booked = await db
      .selectFrom("visits")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("date", "=", "2026-03-13")
      .where("starts", "=", "13:00")
      .where("status", "=", "booked")
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(booked.count).toBe(1);
  });
});

describe("the day's agenda and the calendar feed", () => {
  let staff: StaffClient;
  let leadId: number;

  beforeAll(async () => {
    staff = await signedInClient(server);
    [leadId] = (await insertLeads(server, [
      { name: "Ana Peña", email: "ana.pena@example.test", address: "55 Lake Shore Dr, Waco, TX", phone: "2545550123" },
    ])) as [number];
    // A visit for this afternoon (the clock says Friday evening), assigned to the owner.
    const { db } = server.openDb();
    await db
      .insertInto("visits")
      .values({
        leadId,
        uid: "agenda-visit@example.test",
        // Issue #40: On my way goes only around the visit's window; the clock says 6 p.m.
        date: "2026-03-06",
        starts: "17:00",
        ends: "19:00",
        place: 1,
        staffUserId: 1,
        bookedBy: "staff",
        createdAt: "2026-03-05T15:00:00.000Z",
        updatedAt: "2026-03-05T15:00:00.000Z",
      })
      .execute();
    await db.destroy();
  });

  it("lists today's visits with the window, name, address, Directions and Call", async () => {
    const page = await (await staff.get("/admin/visits")).text();
    const today = page.slice(page.indexOf("Today ("), page.indexOf("Tomorrow ("));
    expect(today).toContain("5 p.m. to 7 p.m.");
    expect(today).toContain("Ana Peña");
    expect(today).toContain("55 Lake Shore Dr, Waco, TX");
    expect(today).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=55+Lake+Shore+Dr");
    expect(today).toContain('href="tel:+12545550123"');
    // The lead list names it by its day as read now: today, not "Fri".
    const list = await (await staff.get("/admin/leads?q=Ana")).text();
    expect(list).toContain("Visit Today 5-7");
  });

  it("On my way emails the visitor an arrival time, sends the webhook and marks the timeline", async () => {
    const page = await (await staff.get("/admin/visits")).text();
    const visitId = /name="visitId" value="(\d+)"/.exec(page)![1]!;
    const sent = await staff.postForm("/admin/visits", { intent: "on-my-way", visitId, minutes: "30" });
    expect(sent.status).toBe(302);
    const [email] = await waitFor(() => {
      const found = smtp.messages.filter(
        (message) => message.envelopeTo.includes("ana.pena@example.test") && message.text.includes("We're on our way"),
      );
      return found.length > 0 && found;
    });
    expect(email!.text).toMatch(/arrive around \d{1,2}:\d{2} p\.m\./);
    const [hook] = await hooksOfType("visit.on-my-way");
    expect(JSON.parse(hook!.body)).toMatchObject({ data: { lead: { name: "Ana Peña" }, label: "Fri, Mar 6, 5-7" } });
    const lead = await (await staff.get(`/admin/leads/${leadId}`)).text();
    expect(lead).toContain("On my way to the visit");
  });

  it("gives each staff member a private feed their calendar can read, and a new link stops the old one", async () => {
    const made = await staff.postForm("/admin/visits", { intent: "feed-renew" });
    expect(made.status).toBe(200);
    const feedUrl = new URL(/data-testid="feed-url">([^<]+)</.exec(await made.text())![1]!);
    const feed = await fetch(`${server.url}${feedUrl.pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents("vevent");
    const agendaVisit = events.find((event) => event.getFirstPropertyValue("uid") === "agenda-visit@example.test")!;
    expect(agendaVisit.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Chicago");
    expect(agendaVisit.getFirstPropertyValue("location")).toBe("55 Lake Shore Dr, Waco, TX");

    const renewed = await staff.postForm("/admin/visits", { intent: "feed-renew" });
    const newUrl = new URL(/data-testid="feed-url">([^<]+)</.exec(await renewed.text())![1]!);
    expect((await fetch(`${server.url}${feedUrl.pathname}`)).status).toBe(404);
    expect((await fetch(`${server.url}${newUrl.pathname}`)).status).toBe(200);
    await staff.postForm("/admin/visits", { intent: "feed-stop" });
    expect((await fetch(`${server.url}${newUrl.pathname}`)).status).toBe(404);
  });
});

describe("the confirmation's booking link", () => {
  /** The visitor's confirmation (the email to them that carries no invitation). */
  const confirmationTo = (address: string) =>
    waitFor(() => smtp.messages.find((message) => message.envelopeTo.includes(address) && !message.calendars.length));

  it("is offered while visitors may book online, and not once the owner switches it off in Settings", async () => {
    await sendQuote({ name: "Lupe Garza", email: "lupe.garza@example.test" });
    const open = await confirmationTo("lupe.garza@example.test");
    expect(open.text).toContain("Book your free estimate visit online");
    expect(open.html).toMatch(/href="http:\/\/[^"]+\/visit\/[^"]+"/);

    const owner = await signedInClient(server);
    const availability = {
      intent: "save-availability",
      windows: "Mon 08:00-10:00\nSat 09:00-12:00",
      placesPerWindow: "1",
      blackoutDates: "",
      minNoticeDays: "1",
      horizonDays: "14",
    };
    // Without `selfBooking` ticked: visitors may no longer book online.
    const off = await owner.postForm("/admin/settings/availability", availability);
    expect(off.status).toBeLessThan(400);
    await sendQuote({ name: "Beto Garza", email: "beto.garza@example.test" });
    const closed = await confirmationTo("beto.garza@example.test");
    expect(closed.text).not.toContain("Book your free estimate visit online");
    expect(closed.html).not.toContain("/visit/");

    await owner.postForm("/admin/settings/availability", { ...availability, selfBooking: "on" });
  });
});
