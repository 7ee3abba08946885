import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminEnv, StaffClient } from "../helpers/staff";

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      ...adminEnv,
      SMTP_URL: smtp.url,
      // Tests sign in "from" several client addresses through X-Forwarded-For.
      TRUST_PROXY: "loopback",
      MUTATION_RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A sign-in post from a browser at this client address (one browser per address, CSRF token fetched once). */
const browsers = new Map<string, Promise<{ client: StaffClient; csrf: string }>>();
async function signInFrom(address: string, email: string, password: string) {
  if (!browsers.has(address)) {
    const client = new StaffClient(server);
    browsers.set(
      address,
      client.csrfToken().then((csrf) => ({ client, csrf })),
    );
  }
  const { client, csrf } = await browsers.get(address)!;
  return client.postForm(
    "/admin/login",
    { email, password, redirectTo: "" },
    { csrf, headers: { "X-Forwarded-For": address } },
  );
}

describe("sign-in throttling", () => {
  it("slows down guesses from one address without locking the owner out elsewhere", async () => {
    const attacker = "203.0.113.7";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signInFrom(attacker, ADMIN_EMAIL, `wrong-guess-${attempt}`)).status).toBe(400);
    }
    for (const variant of [ADMIN_EMAIL, ADMIN_EMAIL.toUpperCase(), `  ${ADMIN_EMAIL}  `]) {
      const blocked = await signInFrom(attacker, variant, ADMIN_PASSWORD);
      expect(blocked.status, variant).toBe(429);
      expect(await blocked.text()).toContain("Too many sign-in attempts");
    }

    const owner = "198.51.100.20";
    for (const variant of [ADMIN_EMAIL, ADMIN_EMAIL.toUpperCase(), `  ${ADMIN_EMAIL}  `]) {
      expect((await signInFrom(owner, variant, ADMIN_PASSWORD)).status, variant).toBe(302);
    }
  });

  it("slows down one address trying many accounts", async () => {
    const sprayer = "203.0.113.99";
    const statuses: number[] = [];
    // Fifty guesses, ten at a time as a script sends them (each waits on a slow password hash), then one more.
    for (let batch = 0; batch < 5; batch++) {
      const accounts = Array.from({ length: 10 }, (_, index) => `user${batch * 10 + index}@example.com`);
      const answers = await Promise.all(accounts.map((account) => signInFrom(sprayer, account, "Password123!")));
      statuses.push(...answers.map((answer) => answer.status));
    }
    statuses.push((await signInFrom(sprayer, "user50@example.com", "Password123!")).status);
    expect(statuses.slice(0, 50).every((status) => status === 400)).toBe(true);
    expect(statuses[50]).toBe(429);
    expect((await signInFrom("198.51.100.21", ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(302);
  }, 120_000); // 51 slow password hashes
});

describe("sign-in alert", () => {
  it("emails the account owner once when the account sees many failures, from any addresses", async () => {
    const before = smtp.messages.length;
    // Two guesses per address: never throttled, but ten failures on the account in all.
    for (let address = 1; address <= 6; address++) {
      for (let guess = 0; guess < 2; guess++) {
        await signInFrom(`192.0.2.${address}`, ADMIN_EMAIL, `not-the-password-${guess}`);
      }
    }
    const [alert] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(alert!.envelopeTo).toEqual([ADMIN_EMAIL]);
    expect(alert!.headers.subject).toBe("Many failed sign-ins on your Waco Tree Service staff account");
    expect(alert!.text).toContain(`wrong password for the staff account ${ADMIN_EMAIL}`);
    expect(alert!.text).toContain("192.0.2.");
    // The command to change the password, for the binary and for a checkout.
    expect(alert!.text).toContain(`waco-tree-service staff create ${ADMIN_EMAIL} (the binary)`);
    expect(alert!.text).toContain(`npm run staff:create -- ${ADMIN_EMAIL} from a checkout`);

    // Unknown accounts never get mail; the owner gets no second email in the same window.
    for (let guess = 0; guess < 12; guess++) {
      await signInFrom(`192.0.2.${100 + guess}`, "nobody@example.com", "whatever-password");
    }
    const marker = await signInFrom("192.0.2.200", ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(marker.status).toBe(302);
    const { db } = server.openDb();
    try {
      const queued = await db
        .selectFrom("outbox")
        .select(["recipient", "status"])
        .where("leadId", "is", null)
        .execute();
      expect(queued).toEqual([{ recipient: ADMIN_EMAIL, status: "sent" }]);
      // Through the one message core (issue #40): one scheduled alert, decided once and sent.
      const scheduled = await db
        .selectFrom("scheduledMessages")
        .select(["kind", "status", "recipient"])
        .where("kind", "=", "sign-in-alert")
        .execute();
      expect(scheduled).toEqual([{ kind: "sign-in-alert", status: "sent", recipient: "the staff member" }]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
