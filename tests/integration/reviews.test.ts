import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";
import { startWebhookReceiver, WEBHOOK_SECRET } from "../helpers/webhook-receiver";

const SITE_URL = "https://www.example.com";
const GOOGLE = "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4";
const OWNER_INBOX = "owner-feedback@example.com";
// Thursday, December 3, 2026, 10 a.m. in Waco.
const THURSDAY_MORNING = "2026-12-03T10:00:00-06:00";

let smtp: TestSmtpServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let server: TestServer;
let owner: StaffClient;
const ids: Record<"jose" | "zoe" | "bea" | "ana" | "nora" | "lost", number> = {
  jose: 0,
  zoe: 0,
  bea: 0,
  ana: 0,
  nora: 0,
  lost: 0,
};

/** Review emails to an address: the text, since the helper keeps accented subjects encoded. */
const reviewEmails = (to: string) =>
  smtp.messages.filter((email) => email.envelopeTo.includes(to) && email.text.includes("/r/"));

async function restartAt(clockStart: string, env: Record<string, string> = {}) {
  server = await server.restart({ CLOCK_START: clockStart, ...env });
  owner = await signedInClient(server);
}

/** The same server, days later (POST /__test/clock): the owner signs in again, as after a weekend. */
async function laterAt(time: string) {
  await moveClockTo(server, time);
  owner = await signedInClient(server);
}

async function outboxRows(kind: string) {
  const { db } = server.openDb();
  try {
    return await db
      .selectFrom("outbox")
      .select(["recipient", "createdAt"])
      .where("kind", "=", kind as never)
      .execute();
  } finally {
    await db.destroy();
  }
}

async function requestRow(leadId: number) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("reviewRequests").selectAll().where("leadId", "=", leadId).executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

const jobDone = (id: number, on: string) => owner.postForm(`/admin/leads/${id}`, { intent: "job-done", on });
const leadPage = async (id: number) => (await owner.get(`/admin/leads/${id}`)).text();
/** A link from an email, on the server under test. */
const local = (link: string) => link.replace(SITE_URL, "");
const linkIn = (text: string, label: string) => text.match(new RegExp(`${label}: (\\S+)`))?.[1] ?? "";

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startWebhookReceiver();
  server = await startServer({
    env: {
      ...adminEnv,
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: "office@example.com",
      SITE_URL,
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOX_RETRY_BASE_MS: "200",
      // Three seconds after Job done, so the test need not wait two hours.
      REVIEW_DELAY_MINUTES: "0.05",
      CLOCK_START: THURSDAY_MORNING,
    },
  });
  owner = await signedInClient(server);
  const won = { outcome: "won" as const, isContacted: true };
  // Six customers, each with a phone of their own (customers match by phone: decision 077).
  const inserted = await insertLeads(server, [
    { name: "José Ñúñez", phone: "2545550161", email: "jose@example.com", ...won },
    { name: "Zoë Brontë", phone: "2545550162", email: "zoe@example.com", ...won },
    { name: "Bea Reminded", phone: "2545550163", email: "bea@example.com", ...won },
    { name: "Ana Álvarez", phone: "2545550164", email: "ana@example.com", ...won },
    { name: "Nora Noemail", phone: "2545550165", email: null, ...won },
    {
      name: "Lost Lee",
      phone: "2545550166",
      email: "lee@example.com",
      outcome: "lost",
      lostReason: "price",
      isContacted: true,
    },
  ]);
  for (const [index, key] of (["jose", "zoe", "bea", "ana", "nora", "lost"] as const).entries())
    ids[key] = inserted[index]!;
});

afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
  await smtp?.stop();
});

describe("review settings", () => {
  it("refuses a link that is not Google's review link, with the field's message", async () => {
    const response = await owner.postForm("/admin/settings", {
      intent: "review-settings",
      isEnabled: "on",
      googleReviewUrl: "https://www.google.com/maps/place/Waco",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Paste Google&#x27;s review link");
  });

  it("turns requests on with the Google link, a private address and a goal", async () => {
    const response = await owner.postForm("/admin/settings", {
      intent: "review-settings",
      isEnabled: "on",
      googleReviewUrl: GOOGLE,
      privateFeedbackEmail: OWNER_INBOX,
      monthlyGoal: "10",
    });
    expect(response.status).toBe(302);
  });
});

describe("Job done", () => {
  it("is for a won job on a day that has come", async () => {
    expect((await jobDone(ids.lost, "2026-12-03")).status).toBe(409);
    const future = await jobDone(ids.jose, "2026-12-04");
    expect(future.status).toBe(400);
    expect(await future.text()).toContain("A job can&#x27;t be done in the future");
  });

  it("marks finished jobs, on the timeline and by webhook", async () => {
    for (const id of [ids.jose, ids.zoe, ids.bea, ids.nora]) expect((await jobDone(id, "2026-12-03")).status).toBe(302);
    const page = await leadPage(ids.jose);
    expect(page).toContain('data-testid="job-done"');
    expect(page).toContain("Job done");
    await waitFor(() => receiver.events.some((event) => event.type === "job.done" && event.data.id === ids.jose));
  });

  it("is taken back by Not done yet, without JavaScript", async () => {
    const undo = await owner.postForm(`/admin/leads/${ids.nora}`, { intent: "job-not-done" });
    expect(undo.status).toBe(302);
    expect(undo.headers.get("Location")).toBe(`/admin/leads/${ids.nora}`);
    const page = await leadPage(ids.nora);
    expect(page).not.toContain('data-testid="job-done"');
    expect(page).toContain("Job done on");
    // Done again, as the later tests expect.
    expect((await jobDone(ids.nora, "2026-12-03")).status).toBe(302);
  });
});

describe("review requests", () => {
  it("sends each finished customer with an email one request after the delay: the same links for all, no reward", async () => {
    const [request] = await waitFor(
      () => reviewEmails("jose@example.com").length > 0 && reviewEmails("jose@example.com"),
    );
    await waitFor(() => reviewEmails("zoe@example.com").length > 0 && reviewEmails("bea@example.com").length > 0);
    expect(request!.text).toMatch(/^Hi José,/);
    expect(request!.text).toContain(`Leave a review on Google: ${SITE_URL}/r/`);
    expect(request!.text).toContain(`Tell us privately: mailto:${OWNER_INBOX}`);
    expect(request!.text).toContain(`Unsubscribe: ${SITE_URL}/unsubscribe/`);
    expect(request!.text).not.toMatch(/discount|coupon|gift|reward|\bfree\b|stars?\b/i);
    expect(request!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // Every customer reads the same words: only the greeting and the signed links differ.
    const [zoe] = reviewEmails("zoe@example.com");
    const words = (text: string) => text.replace(/^Hi .*,/, "").replace(/\/(r|unsubscribe)\/\S+/g, "");
    expect(words(zoe!.text)).toBe(words(request!.text));

    const requests = await outboxRows("review-request");
    expect(requests.map((row) => row.recipient).sort()).toEqual([
      "bea@example.com",
      "jose@example.com",
      "zoe@example.com",
    ]);
    expect(await leadPage(ids.jose)).toContain("Review request sent");
    expect(await leadPage(ids.nora)).toContain("No review request: no email address.");
    await waitFor(() =>
      receiver.events.some((event) => event.type === "review.requested" && event.data.id === ids.jose),
    );
  });

  it("records a click through /r/{token} on the timeline, once, and sends the customer on to Google", async () => {
    const link = local(linkIn(reviewEmails("jose@example.com")[0]!.text, "Leave a review on Google"));
    for (let click = 0; click < 2; click++) {
      const response = await fetch(`${server.url}${link}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(GOOGLE);
    }
    expect(await leadPage(ids.jose)).toContain("Review link clicked");
    const { db } = server.openDb();
    try {
      const clicks = await db
        .selectFrom("leadEvents")
        .select("note")
        .where("leadId", "=", ids.jose)
        .where("kind", "=", "review-clicked")
        .execute();
      expect(clicks).toEqual([{ note: "To Google" }]);
    } finally {
      await db.destroy();
    }
    await waitFor(() => receiver.events.some((event) => event.type === "review.clicked" && event.data.id === ids.jose));

    const forged = await fetch(`${server.url}${link.slice(0, -2)}xx`, { redirect: "manual" });
    expect(forged.status).toBe(404);
  });

  it("honours an unsubscribe from the mail app's one-click button", async () => {
    const link = local(linkIn(reviewEmails("zoe@example.com")[0]!.text, "Unsubscribe"));
    expect(await (await fetch(`${server.url}${link}`)).text()).toContain("Stop all emails from");
    const response = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("zoe@example.com gets no more emails");
    const page = await leadPage(ids.zoe);
    expect(page).toContain("Customer unsubscribed from emails");
    expect(page).toContain("Unsubscribed: no review emails");
  });

  it("sends nothing between 7 p.m. and 9 a.m.: a job done at 7 p.m. is asked about at 9 the next morning", async () => {
    await restartAt("2026-12-03T18:59:30-06:00", { REVIEW_DELAY_MINUTES: "1" });
    expect((await jobDone(ids.ana, "2026-12-03")).status).toBe(302);
    await waitFor(async () => (await requestRow(ids.ana)) !== undefined);
    expect(await leadPage(ids.ana)).toMatch(/Review request scheduled, goes.*Dec 4, 2026, 9:00 AM CST/);

    // Nothing goes before 9 a.m.; at 9 the request goes.
    await laterAt("2026-12-04T08:59:00-06:00");
    expect(await leadPage(ids.ana)).toMatch(/Review request scheduled, goes.*Dec 4, 2026, 9:00 AM CST/);
    expect(reviewEmails("ana@example.com")).toEqual([]);
    await laterAt("2026-12-04T09:00:00-06:00");
    await waitFor(() => reviewEmails("ana@example.com").length > 0);
    const [sent] = (await outboxRows("review-request")).filter((row) => row.recipient === "ana@example.com");
    expect(sent!.createdAt >= "2026-12-04T15:00:00.000Z").toBe(true);
  }, 60_000);

  it("reminds once after 3 days, not after a click, not after an unsubscribe, never twice", async () => {
    await laterAt("2026-12-06T10:01:00-06:00");
    await waitFor(() => reviewEmails("bea@example.com").length === 2);
    const reminder = reviewEmails("bea@example.com")[1]!;
    expect(reminder.text).toContain("A few days ago we asked how your tree job went.");
    expect(await leadPage(ids.bea)).toContain("Review reminder sent");

    // Days later Ana's reminder comes: the sweep that sends it would repeat any other.
    await laterAt("2026-12-10T10:00:00-06:00");
    await waitFor(() => reviewEmails("ana@example.com").length === 2);
    expect(reviewEmails("bea@example.com")).toHaveLength(2);
    expect(reviewEmails("jose@example.com")).toHaveLength(1);
    expect(reviewEmails("zoe@example.com")).toHaveLength(1);
  }, 60_000);

  it("sends no visitor email to an address that unsubscribed, the quote form's confirmation included", async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Zoë Brontë",
        email: "zoe@example.com",
        phone: "(254) 555-0143",
        service: "tree-trimming",
        message: "The other oak now",
        sendConfirmation: true,
      }),
    });
    expect(response.status).toBe(201);
    // The office's notification of this lead is queued in the same transaction as any confirmation would be.
    await waitFor(() => smtp.messages.some((email) => email.text.includes("The other oak now")));
    expect(smtp.messages.filter((email) => email.envelopeTo.includes("zoe@example.com"))).toHaveLength(1);
  });
});

describe("the dashboard and the API", () => {
  it("counts jobs done, won jobs not done, and requests sent and clicked against the goal", async () => {
    const home = await (await owner.get("/admin")).text();
    const panel = home.slice(home.indexOf('data-testid="jobs-reviews"'));
    // December: José, Zoë, Bea, Nora and Ana done; none won and not done; four asked (Nora has no email), José clicked.
    expect(panel).toMatch(/Jobs done in December<\/dt><dd[^>]*>5</);
    expect(panel).toMatch(/Won, not done yet<\/dt><dd[^>]*>0</);
    expect(panel).toMatch(/Review requests sent in December<\/dt><dd[^>]*>4</);
    expect(panel).toMatch(/Of them clicked<\/dt><dd[^>]*>1</);
    expect(panel).toContain("4<!-- --> of <!-- -->10<!-- --> review requests this month (goal)");
  });

  it("carries the follow-up, Job done and the review state in GET /api/leads", async () => {
    const response = await owner.api("GET", "/api/leads?limit=50");
    const { data } = (await response.json()) as { data: Array<Record<string, unknown>> };
    expect(data.find((lead) => lead.id === ids.jose)).toMatchObject({
      followUpOn: null,
      jobDoneOn: "2026-12-03",
      review: { state: "clicked", remindedAt: null },
    });
    expect(data.find((lead) => lead.id === ids.zoe)?.review).toMatchObject({ state: "unsubscribed" });
    expect(data.find((lead) => lead.id === ids.bea)?.review).toMatchObject({ state: "reminded" });
    expect(data.find((lead) => lead.id === ids.nora)?.review).toBeNull();
  });

  it("takes followUpOn and jobDoneOn in PATCH /api/leads/{id}, with a 4xx JSON answer for bad ones", async () => {
    const patch = (id: number, body: object) => owner.api("PATCH", `/api/leads/${id}`, body);
    const set = await patch(ids.jose, { followUpOn: "2026-12-14", followUpReason: "Ask about the pecan" });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { data: object }).data).toMatchObject({
      followUpOn: "2026-12-14",
      followUpReason: "Ask about the pecan",
    });
    const past = await patch(ids.jose, { followUpOn: "2026-12-01" });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ success: false, message: "followUpOn: Pick today or a later day" });
    const notDate = await patch(ids.jose, { jobDoneOn: 12 });
    expect(notDate.status).toBe(400);
    expect(((await notDate.json()) as { message: string }).message).toBe(
      "jobDoneOn: must be a date (YYYY-MM-DD) or null",
    );
    const lost = await patch(ids.lost, { jobDoneOn: "2026-12-09" });
    expect(lost.status).toBe(409);
    expect(await lost.json()).toMatchObject({ message: "Mark the lead won before marking its job done." });
    expect((await patch(ids.jose, { followUpOn: null })).status).toBe(200);
  });
});
