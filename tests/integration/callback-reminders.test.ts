import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { OFFICE_EMAIL as OFFICE, startMessagingServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import type { TestServer } from "../helpers/server";
import type { ReceivedEmail, TestSmtpServer } from "../helpers/smtp";
import { insertLeads, signedInClient } from "../helpers/staff";

const MINUTE = 60_000;

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  // Three seconds: an emergency lead (counted around the clock) is overdue almost at once.
  ({ smtp, server } = await startMessagingServer({ CALLBACK_MINUTES: "0.05" }));
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const remindersFor = (name: string) =>
  smtp.messages.filter((email) => email.headers.subject?.startsWith(`Overdue call-back: ${name} `));

/** Polls the inbox until the reminder for this lead has arrived. */
const reminderArrives = (name: string) =>
  waitFor(() => {
    const reminders = remindersFor(name);
    return reminders.length > 0 && (reminders[0] as ReceivedEmail);
  });

async function postEmergencyLead(name: string, phone: string) {
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone, service: "emergency-tree-service", message: "Tree on the roof" }),
  });
  expect(response.status).toBe(201);
}

async function leadIdByName(name: string) {
  const { db } = server.openDb();
  try {
    return (await db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

async function reminderRows(leadId: number) {
  const { db } = server.openDb();
  try {
    const [reminders, emails] = await Promise.all([
      db.selectFrom("leadReminders").selectAll().where("leadId", "=", leadId).execute(),
      db.selectFrom("outbox").select("id").where("leadId", "=", leadId).where("kind", "=", "reminder").execute(),
    ]);
    return { reminders: reminders.length, emails: emails.length };
  } finally {
    await db.destroy();
  }
}

describe("the call-back promise", () => {
  it("sends exactly one reminder for an overdue emergency lead, records it, and never again after a restart", async () => {
    const name = "Ellie Emergency";
    await postEmergencyLead(name, "254-555-0170");

    const reminder = await reminderArrives(name);
    const id = await leadIdByName(name);
    expect(reminder.envelopeTo).toEqual([OFFICE]);
    expect(reminder.headers.subject).toMatch(
      /^Overdue call-back: Ellie Emergency \(24\/7 Emergency Tree Service\), \d+ min late$/,
    );
    expect(reminder.text).toContain("Phone: (254) 555-0170");
    expect(reminder.text).toMatch(/was due a call back by \w{3} \d+, \d{4}, [\d:]+ [AP]M C[SD]T/);
    expect(reminder.text).toContain(`Open this lead: https://www.example.com/admin/leads/${id}`);
    // The new-lead notification went out too, linking to the same page.
    const notification = await waitFor(() =>
      smtp.messages.find(
        (email) => email.headers.subject === `[EMERGENCY] New quote request: 24/7 Emergency Tree Service from ${name}`,
      ),
    );
    expect(notification.text).toContain(`Open this lead: https://www.example.com/admin/leads/${id}`);

    // Staff see it: on the timeline, badged first in "Needs a call", and counted on the staff home.
    let staff = await signedInClient(server);
    const timeline = await waitFor(async () => {
      const html = await (await staff.get(`/admin/leads/${id}`)).text();
      return html.includes("Overdue reminder email to office@example.com sent") && html;
    });
    expect(timeline).toMatch(/Overdue: not marked contacted by \w{3} \d+, \d{4}, [\d:]+ [AP]M C[SD]T/);
    const needsCall = await (await staff.get("/admin/leads?view=needs-call&q=Ellie")).text();
    expect(needsCall).toContain(">Overdue<");
    expect(await (await staff.get("/admin")).text()).toMatch(/data-testid="home-overdue">[1-9]/);

    // Leads that must get no reminder: contacted in time, and one already late for days when first seen.
    const now = Date.now();
    const [contacted, stale] = await insertLeads(server, [
      {
        name: "Carl Contacted",
        service: "emergency-tree-service",
        isContacted: true,
        createdAt: new Date(now - 2 * MINUTE),
        callbackDueAt: new Date(now - MINUTE),
      },
      {
        name: "Stan Stale",
        service: "emergency-tree-service",
        createdAt: new Date(now - 3 * 24 * 60 * MINUTE),
        callbackDueAt: new Date(now - 3 * 24 * 60 * MINUTE + 3_000),
      },
    ]);

    // Restart: one lead falls due while the server is down, one arrives afterwards.
    await server.stop();
    await insertLeads(server, [
      {
        name: "Dora Downtime",
        service: "emergency-tree-service",
        createdAt: new Date(now - 5 * MINUTE),
        callbackDueAt: new Date(now - 4 * MINUTE),
      },
    ]);
    server = await server.restart();
    await reminderArrives("Dora Downtime");
    await postEmergencyLead("Afton After", "254-555-0171");
    await reminderArrives("Afton After");

    // Every sweep since the restart has seen Ellie's lead again: still one reminder, and none for the others.
    expect(remindersFor(name)).toHaveLength(1);
    expect(await reminderRows(id)).toEqual({ reminders: 1, emails: 1 });
    expect(remindersFor("Carl Contacted")).toHaveLength(0);
    expect(remindersFor("Stan Stale")).toHaveLength(0);
    expect(await reminderRows(contacted!)).toEqual({ reminders: 0, emails: 0 });
    expect(await reminderRows(stale!)).toEqual({ reminders: 0, emails: 0 });

    // The stale lead is still shown as overdue, so nobody forgets it.
    staff = await signedInClient(server);
    const staleRow = (await (await staff.get("/admin/leads?q=Stan")).text()).split('data-testid="lead-row"')[1];
    expect(staleRow).toContain(">Overdue<");
  }, 60_000);
});
