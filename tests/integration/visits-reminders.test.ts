import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { ADMIN_EMAIL, adminEnv, insertLeads, signedInClient } from "../helpers/staff";

// Monday morning in Waco, the day after the clocks sprang forward.
const MONDAY_MORNING = "2026-03-09T09:00:00-05:00";
const MONDAY_EVENING = "2026-03-09T17:30:00-05:00";
const LATER_THAT_EVENING = "2026-03-09T17:50:00-05:00";

let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ env: { ...adminEnv, SMTP_URL: smtp.url, CLOCK_START: MONDAY_MORNING } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const remindersTo = (address: string) =>
  smtp.messages.filter((message) => message.envelopeTo.includes(address) && message.text.includes("See you tomorrow"));

describe("visit reminders", () => {
  it("reminds the visitor and sends each staff member tomorrow's visits at 5 p.m. the day before, once, across restarts", async () => {
    const [leadId] = await insertLeads(server, [
      { name: "José Ñúñez", email: "jose.reminder@example.test", address: "1200 Austin Ave, Waco" },
    ]);
    const staff = await signedInClient(server);
    const booked = await staff.postForm(`/admin/leads/${leadId}`, {
      intent: "visit-book",
      slot: "2026-03-10 10:00-12:00",
      staffUserId: "1",
    });
    expect(booked.status).toBe(302);
    // The booking's invitation, at 9 a.m.: no reminder yet.
    await waitFor(() => smtp.messages.some((message) => message.envelopeTo.includes("jose.reminder@example.test")));
    expect(remindersTo("jose.reminder@example.test")).toHaveLength(0);

    // The evening before: the reminder and the digest.
    server = await server.restart({ CLOCK_START: MONDAY_EVENING });
    const [reminder] = await waitFor(() => {
      const found = remindersTo("jose.reminder@example.test");
      return found.length > 0 && found;
    });
    expect(reminder!.text).toContain("Tuesday, March 10, 10 a.m. to 12 p.m.");
    expect(reminder!.text).toContain("1200 Austin Ave, Waco");
    expect(reminder!.text).toMatch(/\/visit\/\d+-/);
    const [digest] = await waitFor(() => {
      const found = smtp.messages.filter(
        (message) =>
          message.envelopeTo.includes(ADMIN_EMAIL) && message.text.includes("Your visits for Tuesday, March 10"),
      );
      return found.length > 0 && found;
    });
    expect(digest!.text).toContain("José Ñúñez");
    expect(digest!.text).toContain("10-12");

    // Another visit, stored while the server is down, for later on Tuesday: its reminder
    // proves the next sweep ran, and that sweep handles the first visit before it.
    await server.stop();
    const [laterLeadId] = await insertLeads(server, [{ name: "Zoë Brontë", email: "zoe.reminder@example.test" }]);
    const { db } = server.openDb();
    await db
      .insertInto("visits")
      .values({
        leadId: laterLeadId!,
        uid: "later@example.test",
        date: "2026-03-10",
        starts: "13:00",
        ends: "15:00",
        place: 1,
        bookedBy: "staff",
        createdAt: "2026-03-09T15:00:00.000Z",
        updatedAt: "2026-03-09T15:00:00.000Z",
      })
      .execute();
    await db.destroy();

    server = await server.restart({ CLOCK_START: LATER_THAT_EVENING });
    await waitFor(() => remindersTo("zoe.reminder@example.test").length > 0);
    expect(remindersTo("jose.reminder@example.test")).toHaveLength(1);
    const { db: check } = server.openDb();
    const queued = await check
      .selectFrom("outbox")
      .select(["kind", "recipient"])
      .where("kind", "in", ["visit-reminder", "visit-digest"])
      .orderBy("id")
      .execute();
    await check.destroy();
    expect(queued).toEqual([
      { kind: "visit-reminder", recipient: "jose.reminder@example.test" },
      { kind: "visit-digest", recipient: ADMIN_EMAIL },
      { kind: "visit-reminder", recipient: "zoe.reminder@example.test" },
    ]);
    // Three server starts on a shared two-core machine.
  }, 90_000);
});
