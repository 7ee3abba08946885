import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { normaliseMailbox } from "../../app/platform/messages/mailbox";
import { startMessagingServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import type { TestServer } from "../helpers/server";
import type { TestSmtpServer } from "../helpers/smtp";
import { signedInClient, type StaffClient } from "../helpers/staff";

// Customer-level rules (issue #45): one review request per customer a year, and an unsubscribe
// is the customer's, whichever of their addresses it came from.
const GOOGLE = "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4";
const THURSDAY_MORNING = "2026-12-03T10:00:00-06:00";
const TODAY = "2026-12-03";

let smtp: TestSmtpServer;
let server: TestServer;
let owner: StaffClient;

beforeAll(async () => {
  ({ smtp, server } = await startMessagingServer({ REVIEW_DELAY_MINUTES: "0.05", CLOCK_START: THURSDAY_MORNING }));
  owner = await signedInClient(server);
  const settings = await owner.postForm("/admin/settings", {
    intent: "review-settings",
    isEnabled: "on",
    googleReviewUrl: GOOGLE,
    monthlyGoal: "10",
  });
  expect(settings.status).toBe(302);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A request through the API (so it joins its customer), won by staff; resolves to its id. */
async function wonLead(name: string, phone: string, email: string) {
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone, email, service: "tree-removal", message: "Dead elm" }),
  });
  expect(response.status).toBe(201);
  const { db } = server.openDb();
  try {
    const { id } = await db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirstOrThrow();
    await db.updateTable("leads").set({ outcome: "won", isContacted: 1 }).where("id", "=", id).execute();
    return id;
  } finally {
    await db.destroy();
  }
}

/** The review request's scheduled row once it is decided: sent, or held with why. */
async function reviewDecision(leadId: number) {
  return waitFor(async () => {
    const { db } = server.openDb();
    try {
      const row = await db
        .selectFrom("scheduledMessages")
        .select(["status", "reason", "recipient"])
        .where("kind", "=", "review-request")
        .where("leadId", "=", leadId)
        .where("status", "!=", "pending")
        .executeTakeFirst();
      return row;
    } finally {
      await db.destroy();
    }
  });
}

const jobDone = async (id: number) =>
  expect((await owner.postForm(`/admin/leads/${id}`, { intent: "job-done", on: TODAY })).status).toBe(302);

describe("a customer's review requests", () => {
  it("go once a year, whatever the number of jobs", async () => {
    const first = await wonLead("Ramón Trimmed", "(254) 555-0301", "ramon@example.com");
    const second = await wonLead("Ramón Removed", "254.555.0301", "ramon.work@example.com");
    await jobDone(first);
    expect(await reviewDecision(first)).toMatchObject({ status: "sent", recipient: "ramon@example.com" });
    await waitFor(() => smtp.messages.some((email) => email.envelopeTo.includes("ramon@example.com")));

    await jobDone(second);
    const held = await reviewDecision(second);
    expect(held.status).toBe("held");
    expect(held.reason).toMatch(/this customer was asked for a review on 2026-12-0\d \(one a year\)/);
    expect(await (await owner.get(`/admin/leads/${second}`)).text()).toContain("one a year");
    expect(
      smtp.messages.some((email) => email.envelopeTo.includes("ramon.work@example.com") && email.text.includes("/r/")),
    ).toBe(false);
  });
});

describe("an unsubscribe", () => {
  it("is the customer's: a message to their other address is held", async () => {
    const home = "Kayla.Home+trees@gmail.com";
    const earlier = await wonLead("Kayla First", "254-555-0302", home);
    const { db } = server.openDb();
    await db
      .insertInto("emailUnsubscribes")
      .values({ email: home, mailbox: normaliseMailbox(home), createdAt: new Date().toISOString() })
      .execute();
    await db.destroy();
    const later = await wonLead("Kayla Second", "(254) 555-0302", "kayla@work.example.com");
    expect(later).not.toBe(earlier);

    const customer = await (await owner.api("GET", `/api/leads/${later}`)).json();
    const customerId = (customer as { data: { customerId: number } }).data.customerId;
    const record = (await (await owner.api("GET", `/api/customers/${customerId}`)).json()) as {
      data: { emailUnsubscribed: boolean; leads: unknown[] };
    };
    expect(record.data).toMatchObject({ emailUnsubscribed: true });
    expect(record.data.leads).toHaveLength(2);

    await jobDone(later);
    expect(await reviewDecision(later)).toMatchObject({ status: "held", reason: "address unsubscribed" });
  });
});
