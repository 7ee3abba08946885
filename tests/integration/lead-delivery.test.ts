import http from "node:http";

import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { getFreePort, startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { ADMIN_EMAIL, adminEnv, signedInClient } from "../helpers/staff";
import { unique } from "../helpers/unique";

const OFFICE = "office@example.com";
const WEBHOOK_SECRET = `whsec_${Buffer.from("a-secret-for-the-webhook-tests-0123").toString("base64")}`;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string>) {
  const server = await startServer({ env });
  cleanups.push(() => server.stop());
  return server;
}

/**
 * A server (and its mail server) shared by the tests of one set-up: started by the first of them, stopped
 * after the file. Each test reads only its own leads' mail, so what another sent changes nothing.
 */
const shared = new Map<string, Promise<{ server: TestServer; smtp: TestSmtpServer }>>();
function sharedServer(setUp: "fallback to staff" | "office address", env: Record<string, string>) {
  if (!shared.has(setUp))
    shared.set(
      setUp,
      startSmtpServer().then(async (smtp) => ({
        smtp,
        server: await startServer({ env: { ...env, SMTP_URL: smtp.url } }),
      })),
    );
  return shared.get(setUp)!;
}
afterAll(async () => {
  for (const started of shared.values()) {
    const { server, smtp } = await started;
    await server.stop();
    await smtp.stop();
  }
});

async function smtpOn(port?: number) {
  const smtp = await startSmtpServer({ port });
  cleanups.push(() => smtp.stop());
  return smtp;
}

/** A lead from an API client that asks for the visitor's confirmation. */
function postLead(server: TestServer, lead: Record<string, string>) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      phone: "(254) 555-0199",
      service: "tree-removal",
      message: "Big oak",
      sendConfirmation: true,
      ...lead,
    }),
  });
}

async function outbox(server: TestServer) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("outbox").selectAll().orderBy("id").execute();
  } finally {
    await db.destroy();
  }
}

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real webhook receiver: answers each request with the next status of `statuses` (the last one repeats).
 * `hold` keeps that many first requests waiting, unanswered (`true`: all of them). `answerBytes`: each answer
 * has a body that long, sent as fast as the sender reads it (`answered.bytes` counts what went out).
 */
async function webhookReceiver(
  statuses: number[],
  options: { hold?: boolean | number; port?: number; answerBytes?: number } = {},
) {
  const deliveries: Delivery[] = [];
  const held: http.ServerResponse[] = [];
  const answered = { bytes: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      deliveries.push({ headers: req.headers, body });
      if (options.hold === true || deliveries.length <= (options.hold || 0)) return void held.push(res);
      res.writeHead(statuses[Math.min(deliveries.length - 1, statuses.length - 1)]!);
      if (!options.answerBytes) return void res.end();
      const chunk = Buffer.alloc(64 * 1024, "x");
      let left = options.answerBytes;
      const write = () => {
        while (left > 0 && !res.destroyed) {
          left -= chunk.length;
          answered.bytes += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", write);
        }
        res.end();
      };
      write();
    });
  });
  const port = options.port ?? (await getFreePort());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const stop = () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  cleanups.push(stop);
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    host: `127.0.0.1:${port}`,
    deliveries,
    held,
    answered,
    stop,
    port,
  };
}

describe("who hears about a lead", () => {
  it("with no notification address, emails every staff account and says so at start", async () => {
    const { smtp, server } = await sharedServer("fallback to staff", adminEnv);
    expect(server.output()).toMatch(/notif.*every staff account: owner@example\.com/);

    const name = unique("Fallback");
    expect((await postLead(server, { name, email: "visitor@example.com" })).status).toBe(201);
    await smtp.waitForMessages(2);
    const email = smtp.messages.find((message) => message.envelopeTo.includes(ADMIN_EMAIL));
    expect(email!.envelopeTo).toEqual([ADMIN_EMAIL]);
    expect(email!.headers.subject).toBe(`New quote request: Tree Removal from ${name}`);
    // The visitor's confirmation: a reply reaches the office, here the first staff account.
    const confirmation = smtp.messages.find((message) => message.envelopeTo.includes("visitor@example.com"));
    expect(confirmation!.headers["reply-to"]).toBe(ADMIN_EMAIL);
  });

  it("warns at start about a webhook URL that is not HTTPS, unless it is on loopback", async () => {
    const server = await start({
      LEAD_WEBHOOK_URLS: "http://hooks.example.com/leads,https://secure.example.com/leads,http://127.0.0.1:9/leads",
    });
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("Warning: lead notification webhook"));
    expect(warnings).toEqual([
      "Warning: lead notification webhook to hooks.example.com is not HTTPS: customers' details would cross the network unencrypted.",
    ]);
  });

  it("with no address and no staff account, the start-up log says plainly that lead emails go nowhere", async () => {
    const server = await start({});
    expect(server.output()).toMatch(/Lead notifications go NOWHERE/);
  });
});

describe("when the mail server is down, then up", () => {
  it("delivers every message once to the right people: emergency marked, confirmation to the visitor", async () => {
    const smtpPort = await getFreePort();
    const server = await start({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAILS: OFFICE,
      OUTBOX_RETRY_BASE_MS: "100",
    });
    const emergency = unique("Storm");
    const plain = unique("Trim");
    expect(
      (await postLead(server, { name: emergency, email: "storm@example.com", service: "emergency-tree-service" }))
        .status,
    ).toBe(201);
    expect((await postLead(server, { name: plain, email: "trim@example.com", service: "tree-trimming" })).status).toBe(
      201,
    );
    // The same request again (a double click): stored and sent once.
    expect((await postLead(server, { name: plain, email: "trim@example.com", service: "tree-trimming" })).status).toBe(
      201,
    );
    await waitFor(async () => (await outbox(server)).every((row) => row.attempts >= 2));

    const smtp = await smtpOn(smtpPort);
    await waitFor(async () => (await outbox(server)).every((row) => row.status === "sent"));
    expect(smtp.messages).toHaveLength(4);

    const to = (address: string) => smtp.messages.filter((message) => message.envelopeTo.includes(address));
    const [emergencyNotice, plainNotice] = [
      to(OFFICE).find((m) => m.text.includes(emergency)),
      to(OFFICE).find((m) => m.text.includes(plain)),
    ];
    expect(emergencyNotice!.headers.subject).toMatch(
      /^\[EMERGENCY\] New quote request: 24\/7 Emergency Tree Service from /,
    );
    expect(emergencyNotice!.headers.importance).toBe("high");
    expect(emergencyNotice!.headers["x-priority"]).toBe("1");
    expect(plainNotice!.headers.subject).toMatch(/^New quote request: Tree Trimming &/);
    expect(plainNotice!.headers["x-priority"]).toBeUndefined();

    const [confirmation] = to("trim@example.com");
    expect(to("trim@example.com")).toHaveLength(1);
    expect(confirmation!.headers["reply-to"]).toBe(OFFICE);
    expect(confirmation!.text).toContain("We call back within one business hour; emergencies 24/7.");
    expect(confirmation!.text).toContain("You asked for: Tree Trimming");
    expect(confirmation!.text).toMatch(/Our phone: \(254\) \d{3}-\d{4}/);
    expect(confirmation!.text).toContain("Monday - Friday: 7:00 AM - 6:00 PM");
    expect(confirmation!.html).toContain("Thank you. Your request reached us.");
    expect(to("storm@example.com")).toHaveLength(1);
  }, 60_000);

  it("sends no confirmation to a lead flagged possible spam, nor one without an email", async () => {
    const { smtp, server } = await sharedServer("office address", { ...adminEnv, NOTIFY_EMAILS: OFFICE });
    const [odd, noEmail] = [unique("Odd"), unique("NoEmail")];
    // The site's form with the spam trap's time stamp missing: stored, flagged.
    const form = new URLSearchParams({
      name: odd,
      phone: "2545550100",
      email: "odd@example.com",
      service: "tree-removal",
    });
    await fetch(`${server.url}/contact`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: server.url },
    });
    expect((await postLead(server, { name: noEmail })).status).toBe(201);
    await waitFor(async () => {
      const rows = await outbox(server);
      return rows.length >= 2 && rows.every((row) => row.status === "sent");
    });
    // Each lead's email went to the office, and nothing else about them anywhere.
    const theirs = smtp.messages.filter(
      (message) =>
        message.envelopeTo.includes("odd@example.com") ||
        [odd, noEmail].some((name) => `${message.subject} ${message.text}`.includes(name)),
    );
    expect(theirs.map((message) => message.envelopeTo)).toEqual([[OFFICE], [OFFICE]]);
  });

  it("shows a message the mail server is still taking as Sending now on the lead page, not as failed", async () => {
    // The mail server takes the message and keeps it until the page is seen.
    const smtp = await startSmtpServer({ hold: true });
    cleanups.push(() => smtp.stop());
    const server = await start({ ...adminEnv, SMTP_URL: smtp.url, NOTIFY_EMAILS: OFFICE });
    const name = unique("Slow Mail");
    expect((await postLead(server, { name })).status).toBe(201);
    await waitFor(async () => (await outbox(server)).some((row) => row.status === "sending"));
    const staff = await signedInClient(server);
    const leads = await (await staff.get("/admin/leads")).text();
    const leadId = new RegExp(`/admin/leads/(\\d+)"[^>]*>[^<]*${name}`).exec(leads)?.[1];
    const page = await (await staff.get(`/admin/leads/${leadId}`)).text();
    expect(page).toContain("Sending now");
    expect(page).not.toContain("Failed after");
    smtp.release();
    await waitFor(async () => (await outbox(server)).every((row) => row.status === "sent"));
  });

  it("sends confirmations only while the Settings switch is on (a form that works without JavaScript)", async () => {
    const { smtp, server } = await sharedServer("office address", { ...adminEnv, NOTIFY_EMAILS: OFFICE });
    const staff = await signedInClient(server);
    const settings = await (await staff.get("/admin/form-fills")).text();
    expect(settings).toMatch(/<input[^>]*name="sendConfirmations"[^>]*checked=""/);

    // Unticked: the browser sends no field.
    const off = await staff.postForm("/admin/form-fills", { intent: "set-confirmations" });
    expect(off.status).toBe(302);
    expect(await (await staff.get("/admin/form-fills")).text()).not.toMatch(
      /<input[^>]*name="sendConfirmations"[^>]*checked/,
    );
    const [quiet, told] = [unique("Quiet"), unique("Told")];
    expect((await postLead(server, { name: quiet, email: "quiet@example.com" })).status).toBe(201);

    expect(
      (await staff.postForm("/admin/form-fills", { intent: "set-confirmations", sendConfirmations: "on" })).status,
    ).toBe(302);
    expect((await postLead(server, { name: told, email: "told@example.com" })).status).toBe(201);
    const theirs = () =>
      smtp.messages.filter(
        (message) =>
          message.envelopeTo.some((to) => to === "quiet@example.com" || to === "told@example.com") ||
          [quiet, told].some((name) => `${message.subject} ${message.text}`.includes(name)),
      );
    await waitFor(() => theirs().length >= 3);
    await waitFor(async () => (await outbox(server)).every((row) => row.status === "sent"));
    expect(
      theirs()
        .map((message) => message.envelopeTo[0])
        .sort(),
    ).toEqual([OFFICE, OFFICE, "told@example.com"]);
  });

  it("sends a parked message as soon as one to the same mail server gets through", async () => {
    const smtpPort = await getFreePort();
    // A minute's backoff: without the pull forward, the first lead's email would wait that long.
    const server = await start({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAILS: OFFICE,
      OUTBOX_RETRY_BASE_MS: "60000",
    });
    const first = unique("Parked");
    expect((await postLead(server, { name: first })).status).toBe(201);
    const parked = await waitFor(async () => {
      const [row] = await outbox(server);
      return row?.attempts === 1 && row.status === "pending" && row;
    });

    const smtp = await smtpOn(smtpPort);
    expect((await postLead(server, { name: unique("Next") })).status).toBe(201);
    await smtp.waitForMessages(2);
    // The mail server has it; the worker records it a moment after the server's answer.
    const delivered = await waitFor(async () => {
      const [row] = await outbox(server);
      return row?.status === "sent" && row;
    });
    expect(delivered.sentAt! < parked.nextAttemptAt).toBe(true);
  });

  it("never sends a message twice when the database can't record that it was sent", async () => {
    const smtp = await startSmtpServer({ hold: true });
    cleanups.push(() => smtp.stop());
    const server = await start({
      SMTP_URL: smtp.url,
      NOTIFY_EMAILS: OFFICE,
      OUTBOX_RETRY_BASE_MS: "100",
      DATABASE_BUSY_TIMEOUT_MS: "250",
    });
    expect((await postLead(server, { name: unique("Locked") })).status).toBe(201);
    await waitFor(() => smtp.receiving() === 1);

    // Another writer holds the database while the mail server takes the message (like a full disk).
    const { db, sqlite } = server.openDb();
    try {
      sqlite.prepare("begin immediate").run();
      smtp.release();
      await smtp.waitForMessages(1);
      // Until the worker's bookkeeping write has failed (the busy timeout); its next run waits on the lock too.
      await waitFor(() => /Outbox: cannot record the result of message \d+/.test(server.output()), 30_000);
      expect(smtp.messages).toHaveLength(1);
      sqlite.prepare("rollback").run();
    } finally {
      await db.destroy();
    }
    await waitFor(async () => (await outbox(server))[0]?.status === "sent");
    expect(smtp.messages).toHaveLength(1);
  }, 40_000);
});

describe("signed webhooks", () => {
  it("POSTs lead.created signed per Standard Webhooks, and retries a 500 with the same id", async () => {
    const receiver = await webhookReceiver([500, 200]);
    const server = await start({
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOX_RETRY_BASE_MS: "100",
      SITE_URL: "https://www.example.com",
    });
    expect(server.output()).toContain(`notification webhooks to ${receiver.host} (signed`);
    const name = unique("Hook");
    expect(
      (
        await postLead(server, {
          name,
          service: "emergency-tree-service",
          email: "hook@example.com",
          address: "1200 Austin Ave, Waco",
        })
      ).status,
    ).toBe(201);
    await waitFor(async () => (await outbox(server)).find((row) => row.channel === "webhook")?.status === "sent");

    expect(receiver.deliveries).toHaveLength(2);
    // Its URL is a secret (a Zapier or Slack hook's key is in its path): the log names its host only.
    expect(server.output()).toMatch(new RegExp(`Outbox: webhook \\d+ \\(lead\\.created\\) to ${receiver.host} failed`));
    expect(server.output()).not.toContain("/hooks/leads");
    const [failed, delivered] = receiver.deliveries as [Delivery, Delivery];
    expect(delivered.headers["webhook-id"]).toBe(failed.headers["webhook-id"]);
    const verified = new Webhook(WEBHOOK_SECRET).verify(delivered.body, delivered.headers as Record<string, string>);
    expect(verified).toMatchObject({
      type: "lead.created",
      data: {
        name,
        phone: "(254) 555-0199",
        email: "hook@example.com",
        service: "emergency-tree-service",
        serviceTitle: "24/7 Emergency Tree Service",
        message: "Big oak",
        emergency: true,
        address: "1200 Austin Ave, Waco",
        directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=1200+Austin+Ave%2C+Waco",
      },
    });
    const { data } = verified as { data: { id: number; url: string; createdAt: string } };
    expect(data.url).toBe(`https://www.example.com/admin/leads/${data.id}`);
    expect(() =>
      new Webhook(WEBHOOK_SECRET).verify(
        delivered.body.replace(name, "Someone else"),
        delivered.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it("POSTs lead.overdue when the reminder fires, and each delivery shows on the lead's timeline", async () => {
    const receiver = await webhookReceiver([200]);
    const server = await start({
      ...adminEnv,
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Three seconds: an emergency (counted around the clock) is overdue almost at once.
      CALLBACK_MINUTES: "0.05",
    });
    const name = unique("Overdue");
    expect((await postLead(server, { name, service: "emergency-tree-service" })).status).toBe(201);
    const overdue = await waitFor(() =>
      receiver.deliveries.find((delivery) => delivery.body.includes('"lead.overdue"')),
    );
    const event = new Webhook(WEBHOOK_SECRET).verify(overdue.body, overdue.headers as Record<string, string>);
    expect(event).toMatchObject({ type: "lead.overdue", data: { name, emergency: true } });

    const { data } = event as { data: { id: number } };
    await waitFor(async () => (await outbox(server)).every((row) => row.status === "sent"));
    const staff = await signedInClient(server);
    const page = (await (await staff.get(`/admin/leads/${data.id}`)).text()).replace(/<[^>]+>/g, " ");
    expect(page).toContain(`Webhook lead.created to ${receiver.host} sent`);
    expect(page).toContain(`Webhook lead.overdue to ${receiver.host} sent`);
    expect(page).not.toContain("/hooks/leads");
  });

  it("reads a few KB of a receiver's answer and drops the rest, however long it is", async () => {
    const receiver = await webhookReceiver([200], { answerBytes: 200 * 1024 * 1024 });
    const server = await start({ LEAD_WEBHOOK_URLS: receiver.url, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect((await postLead(server, { name: unique("Chatty") })).status).toBe(201);
    await waitFor(async () => (await outbox(server)).find((row) => row.channel === "webhook")?.status === "sent");
    // What the sockets' buffers took before the sender hung up, not the 200 MB answer.
    expect(receiver.answered.bytes).toBeLessThan(20 * 1024 * 1024);
  });

  it("gives a receiver LEAD_WEBHOOK_TIMEOUT_SECONDS (10 by default), then tries again with the same id", async () => {
    const receiver = await webhookReceiver([200], { hold: 1 });
    const server = await start({
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOX_RETRY_BASE_MS: "100",
      LEAD_WEBHOOK_TIMEOUT_SECONDS: "2",
    });
    expect((await postLead(server, { name: unique("Slow") })).status).toBe(201);
    await waitFor(async () => (await outbox(server))[0]?.status === "sent", 30_000);
    expect(server.output()).toMatch(/Outbox: webhook \d+ \(lead\.created\) .* failed \(attempt 1\): .*timeout/i);
    expect(receiver.deliveries).toHaveLength(2);
    const [first, retry] = receiver.deliveries as [Delivery, Delivery];
    expect(retry.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    // The retry is sent after the receiver's two seconds (each attempt is stamped in whole seconds).
    expect(
      Number(retry.headers["webhook-timestamp"]) - Number(first.headers["webhook-timestamp"]),
    ).toBeGreaterThanOrEqual(2);
  }, 40_000);

  it("delivers a webhook whose sender was killed mid-delivery, after a restart, with the same id", async () => {
    const holding = await webhookReceiver([200], { hold: true });
    const env = { LEAD_WEBHOOK_URLS: holding.url, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET, OUTBOX_RETRY_BASE_MS: "100" };
    const server = await startServer({ env });
    expect((await postLead(server, { name: unique("Killed") })).status).toBe(201);
    await waitFor(() => holding.deliveries.length === 1);
    await server.kill();
    const firstId = holding.deliveries[0]!.headers["webhook-id"];
    await holding.stop();

    const receiver = await webhookReceiver([200], { port: holding.port });
    const restarted = await server.restart();
    cleanups.push(() => restarted.stop());
    await waitFor(() => receiver.deliveries.length > 0);
    expect(receiver.deliveries[0]!.headers["webhook-id"]).toBe(firstId);
    await waitFor(async () => (await outbox(restarted))[0]?.status === "sent");
  });
});

describe("delivery health, for a monitor and for staff", () => {
  const health = async (server: TestServer) => {
    const response = await fetch(`${server.url}/healthz/notifications`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("goes 200 → 503 → 200 across a mail outage, and staff see it and retry it without JavaScript", async () => {
    const smtpPort = await getFreePort();
    const server = await start({
      ...adminEnv,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAILS: OFFICE,
      NOTIFY_ALERT_MINUTES: "1",
      OUTBOX_RETRY_BASE_MS: "30000",
    });
    expect(await health(server)).toEqual({
      status: 200,
      body: {
        status: "ok",
        pending: 0,
        oldestPendingSeconds: 0,
        lastDeliveredAt: null,
        texts: { configured: false, lastSentAt: null, waiting: 0, failedThisWeek: 0, lastFailureAt: null },
      },
    });

    const name = unique("Outage");
    expect((await postLead(server, { name, email: "outage@example.com" })).status).toBe(201);
    await waitFor(async () => (await outbox(server)).every((row) => row.attempts >= 1));
    expect((await health(server)).body).toMatchObject({ status: "ok", pending: 1 });

    // Two minutes later (the alert's shortest delay is one minute): the notification has waited too long.
    const { db } = server.openDb();
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    await db.updateTable("outbox").set({ createdAt: twoMinutesAgo }).execute();
    await db.destroy();
    const failing = await health(server);
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({
      status: "failing",
      pending: 1,
      failingSince: twoMinutesAgo,
      lastDeliveredAt: null,
    });
    expect(failing.body.oldestPendingSeconds).toBeGreaterThanOrEqual(120);
    // Public: no names, addresses or error texts.
    expect(JSON.stringify(failing.body)).not.toMatch(/@|ECONNREFUSED|Outage/);

    const staff = await signedInClient(server);
    const home = textOf(await (await staff.get("/admin")).text());
    expect(home).toContain("Lead notifications");
    expect(home).toMatch(/Failing since [^·]+ C[SD]T/);
    // In plain words: no raw error or configuration names on the owner's screens.
    expect(home).toContain("Last failure: Could not reach the email server");
    expect(home).not.toMatch(/ECONNREFUSED|SMTP_URL|BACKUP_/);
    expect(home).toContain("Retry all");
    // A red banner at the top of every staff screen names the channel, since when, and what to do.
    for (const path of ["/admin", "/admin/leads", "/admin/staff", `/?viewleads=true`]) {
      const html = await (await staff.get(path)).text();
      const banner = textOf(html.slice(html.indexOf('data-testid="delivery-alert"'), html.indexOf("<main")));
      expect(banner, path).toMatch(
        /New-lead alerts by email are failing since \w{3} \d+, \d{4}, [\d:]+ [AP]M C[SD]T ?\. Leads are still saved: check Needs a call until this clears\. See Settings to retry and fix it/,
      );
    }

    // The mail server is back; the next planned attempt is 30 s away, and staff press "Retry all".
    const smtp = await smtpOn(smtpPort);
    const retried = await staff.postForm("/admin?index", { intent: "retry-all-notifications" });
    expect(retried.status).toBe(302);
    expect(retried.headers.get("Location")).toBe("/admin");
    await smtp.waitForMessages(2);
    const recovered = await waitFor(async () => {
      const result = await health(server);
      return result.status === 200 && result;
    });
    expect(recovered.body).toMatchObject({ status: "ok", pending: 0 });
    expect(typeof recovered.body.lastDeliveredAt).toBe("string");
    expect(textOf(await (await staff.get("/admin")).text())).toMatch(
      /Delivered today 2 Waiting 0 Failing since Not failing/,
    );
  });

  it("shows the same panel in Settings, where Retry all works too", async () => {
    const server = await start({ ...adminEnv, NOTIFY_EMAILS: OFFICE });
    const staff = await signedInClient(server);
    const settings = textOf(await (await staff.get("/admin/form-fills")).text());
    expect(settings).toMatch(
      /Lead notifications Emails and webhooks about new and overdue leads\. Delivered today 0 Waiting 0/,
    );
    const retried = await staff.postForm("/admin/form-fills", { intent: "retry-all-notifications" });
    expect(retried.status).toBe(302);
    expect(retried.headers.get("Location")).toBe("/admin/form-fills");
  });

  it("says on the staff home and in Settings when lead emails fall back to the staff accounts, with a link to add an address", async () => {
    const { server } = await sharedServer("fallback to staff", adminEnv);
    const staff = await signedInClient(server);
    for (const path of ["/admin", "/admin/form-fills"]) {
      const html = await (await staff.get(path)).text();
      expect(textOf(html), path).toContain(
        "No notification address is active, so lead emails go to every staff account (owner@example.com). Add a notification address",
      );
      expect(html, path).toContain('href="/admin/settings"');
    }
  });
});
