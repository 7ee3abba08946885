import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";
import { startWebhookReceiver, WEBHOOK_SECRET } from "../helpers/webhook-receiver";

const OFFICE = "office@example.com";
// Wednesday, December 2, 2026, mid-morning in Waco.
const WEDNESDAY = "2026-12-02T10:00:00-06:00";
// Thursday, fifteen seconds before the office opens at 7 a.m.
const THURSDAY_BEFORE_OPENING = "2026-12-03T06:59:45-06:00";
const THURSDAY_OPENING = "2026-12-03T13:00:00.000Z";

let smtp: TestSmtpServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let server: TestServer;
let staff: StaffClient;
let jose = 0;
let zoe = 0;

/** The office digests (issue #40: one email for every follow-up due, not one each) that name this lead. */
const followUpEmails = (name: string) =>
  smtp.messages.filter((email) => email.text.includes(`- Follow up with ${name} (`));

async function restartAt(clockStart: string) {
  server = await server.restart({ CLOCK_START: clockStart });
  staff = await signedInClient(server);
}

async function leadRow(id: number) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

/** The follow-up reminders scheduled for Thursday, in lead order. */
async function scheduledReminders() {
  const { db } = server.openDb();
  try {
    return await db
      .selectFrom("scheduledMessages")
      .select(["leadId", "status", "sendAt"])
      .where("key", "like", "follow-up-due:%:2026-12-03")
      .orderBy("leadId")
      .execute();
  } finally {
    await db.destroy();
  }
}

const needsCall = async () => (await staff.get("/admin/leads?view=needs-call")).text();

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startWebhookReceiver();
  server = await startServer({
    env: {
      ...adminEnv,
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: OFFICE,
      SITE_URL: "https://www.example.com",
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOX_RETRY_BASE_MS: "200",
      CLOCK_START: WEDNESDAY,
    },
  });
  staff = await signedInClient(server);
  // Both already called; Zoë's lead is weeks old, so only a follow-up can bring it back.
  const ids = await insertLeads(server, [
    { name: "José Ñúñez", createdAt: new Date("2026-12-01T15:00:00Z"), isContacted: true },
    { name: "Zoë Brontë", createdAt: new Date("2026-11-05T15:00:00Z"), isContacted: true },
  ]);
  [jose, zoe] = [ids[0]!, ids[1]!];
});

afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
  await smtp?.stop();
});

describe("follow-up dates", () => {
  it("sets a follow-up from the lead page's form without JavaScript: a quick pick, or a date", async () => {
    const tomorrow = await staff.postForm(`/admin/leads/${jose}`, {
      intent: "follow-up",
      pick: "tomorrow",
      reason: "Después de payday",
    });
    expect(tomorrow.status).toBe(302);
    const date = await staff.postForm(`/admin/leads/${zoe}`, { intent: "follow-up", pick: "date", on: "2026-12-03" });
    expect(date.status).toBe(302);

    expect(await leadRow(jose)).toMatchObject({ followUpOn: "2026-12-03", followUpReason: "Después de payday" });
    expect((await leadRow(zoe)).followUpOn).toBe("2026-12-03");
    const page = await (await staff.get(`/admin/leads/${jose}`)).text();
    expect(page).toContain('data-testid="follow-up-current"');
    expect(page).toContain("Thu, Dec 3");
    expect(page).toContain("Follow-up set");
  });

  it("refuses a day in the past with the field's message, and keeps the lead as it was", async () => {
    const response = await staff.postForm(`/admin/leads/${jose}`, {
      intent: "follow-up",
      pick: "date",
      on: "2026-12-01",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Pick today or a later day");
    expect((await leadRow(jose)).followUpOn).toBe("2026-12-03");
  });

  it("with JavaScript, answers the form's reply and a toast, and the form empties: the reason does not come back", async () => {
    const response = await staff.postForm(
      `/admin/leads/${zoe}.data`,
      { intent: "follow-up", pick: "date", on: "2026-12-03", reason: "Ring after the storm" },
      { headers: { "Sec-Fetch-Mode": "cors" } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__toast="))).toBe(true);
    expect(await response.text()).not.toContain("Ring after the storm");
    expect(await leadRow(zoe)).toMatchObject({ followUpOn: "2026-12-03", followUpReason: "Ring after the storm" });
  });

  it("keeps called leads out of Needs a call before their day", async () => {
    const list = await needsCall();
    expect(list).not.toContain("José Ñúñez");
    expect(list).not.toContain("Zoë Brontë");
  });

  it("on the day, brings them back into Needs a call and Call now, and sends one digest when the office opens", async () => {
    // Thursday, just before the office opens: both follow-ups are due today, and wait for the opening.
    await moveClockTo(server, THURSDAY_BEFORE_OPENING);
    const waiting = await scheduledReminders();
    expect(waiting.map((row) => [row.leadId, row.status, new Date(row.sendAt).toISOString()])).toEqual([
      [jose, "pending", THURSDAY_OPENING],
      [zoe, "pending", THURSDAY_OPENING],
    ]);
    expect(followUpEmails("José Ñúñez")).toEqual([]);
    await moveClockTo(server, THURSDAY_OPENING);
    // A new day at the office: signed in again (the session ended overnight).
    staff = await signedInClient(server);
    const [reminder] = await waitFor(
      () => followUpEmails("José Ñúñez").length > 0 && followUpEmails("José Ñúñez"),
      60_000,
    );
    expect(reminder!.envelopeTo).toEqual([OFFICE]);
    expect(reminder!.text).toContain("Después de payday");
    // Both leads in the one digest, each with a Call link and its page.
    expect(followUpEmails("Zoë Brontë")).toEqual([reminder]);
    expect(reminder!.headers.subject).toBe("2 follow-ups due");
    expect(reminder!.html).toContain('href="tel:+12545550100"');
    expect(reminder!.text).toContain(`Open the lead: https://www.example.com/admin/leads/${jose}`);

    const { db } = server.openDb();
    try {
      const rows = await db
        .selectFrom("outbox")
        .select(["createdAt", "leadId"])
        .where("kind", "=", "office-digest")
        .execute();
      expect(rows).toHaveLength(1);
      for (const row of rows) expect(row.createdAt >= THURSDAY_OPENING).toBe(true);
    } finally {
      await db.destroy();
    }

    const list = await needsCall();
    expect(list).toContain("José Ñúñez");
    expect(list).toContain("Zoë Brontë");
    expect(list).toContain("Después de payday");
    expect(await (await staff.get("/admin")).text()).toContain("José Ñúñez");

    const event = await waitFor(() =>
      receiver.events.find((hook) => hook.type === "lead.follow_up_due" && hook.data.id === jose),
    );
    expect(event.data).toMatchObject({ followUpOn: "2026-12-03", followUpReason: "Después de payday" });
  }, 90_000);

  it("never sends the same day's reminder twice, across a restart", async () => {
    await restartAt("2026-12-03T09:00:00-06:00");
    // A follow-up for today, set now, is reminded by the same sweep that would repeat José's.
    const [third] = await insertLeads(server, [{ name: "Third Follow", isContacted: true }]);
    await staff.postForm(`/admin/leads/${third}`, { intent: "follow-up", pick: "date", on: "2026-12-03" });
    await waitFor(() => followUpEmails("Third Follow").length > 0);
    expect(followUpEmails("José Ñúñez")).toHaveLength(1);
    expect(followUpEmails("Zoë Brontë")).toHaveLength(1);
    // A restart on a shared two-core machine.
  }, 60_000);

  it("completes a follow-up in one tap: off Needs a call, on the timeline", async () => {
    const done = await staff.postForm(`/admin/leads/${jose}`, { intent: "follow-up-done" });
    expect(done.status).toBe(302);
    const cleared = await staff.postForm(`/admin/leads/${zoe}`, { intent: "follow-up-clear" });
    expect(cleared.status).toBe(302);
    expect(await leadRow(jose)).toMatchObject({ followUpOn: null, followUpReason: null });

    const list = await needsCall();
    expect(list).not.toContain("José Ñúñez");
    expect(list).not.toContain("Zoë Brontë");
    const page = await (await staff.get(`/admin/leads/${jose}`)).text();
    expect(page).toContain("Follow-up done");
    expect(page).toContain("Follow-up due: in the office digest");
  });
});
