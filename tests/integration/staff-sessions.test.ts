import { spawn } from "node:child_process";
import path from "node:path";

import { createCookie } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, adminEnv, CREW_PASSWORD, ownerAndCrew, signedInClient, StaffClient } from "../helpers/staff";

const SESSION_SECRET = "test-secret-that-is-long-enough-to-use-0123456789";
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { ...adminEnv, SESSION_SECRET } });
});

afterAll(async () => {
  await server?.stop();
});

/** `npm run staff:create -- email` with the password piped in, against the server's database; resolves to its errors. */
async function staffCreate(email: string, password: string, expectedCode = 0) {
  // Not spawnSync: a blocked event loop misses the server closing idle keep-alive connections.
  // The script's own tsx, as npm runs it, without npx's start-up.
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/staff-create.ts", email], {
    env: { ...process.env, DATABASE_PATH: server.databasePath, SESSION_SECRET },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(password);
  const code = await new Promise((resolve) => child.once("exit", resolve));
  expect(code, stderr).toBe(expectedCode);
  return stderr;
}

/** What a request carrying a saved cookie header gets from the API and from a staff page. */
async function replay(cookie: string) {
  const api = await fetch(`${server.url}/api/leads`, { headers: { Cookie: cookie } });
  const page = await fetch(`${server.url}/admin/leads`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { api: api.status, apiBody: await api.json(), page: page.status, location: page.headers.get("Location") };
}

const signedOut = {
  api: 401,
  apiBody: { success: false, message: expect.any(String) },
  page: 302,
  location: "/admin/login?redirectTo=%2Fadmin%2Fleads",
};

/** The value inside the signed session cookie (Remix: base64 JSON, then a signature). */
function sessionCookieValue(client: StaffClient) {
  const raw = decodeURIComponent(/__session=([^;]+)/.exec(client.cookieHeader())![1]!);
  return JSON.parse(Buffer.from(raw.slice(0, raw.lastIndexOf(".")), "base64").toString("utf8")) as unknown;
}

async function sessionRows() {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("sessions").selectAll().execute();
  } finally {
    await db.destroy();
  }
}

describe("staff sessions", () => {
  it("gives every sign-in its own session; the cookie carries only its random id", async () => {
    const first = await signedInClient(server);
    const second = await signedInClient(server);
    expect(first.cookieHeader()).not.toBe(second.cookieHeader());

    const ids = (await sessionRows()).map((row) => row.id);
    for (const client of [first, second]) {
      const value = sessionCookieValue(client);
      expect(ids).toContain(value);
      expect(value).toMatch(/^[\w-]{40,}$/);
    }
  });

  it("ends the session on sign-out: a saved cookie gets 401 from the API and the sign-in page", async () => {
    const client = await signedInClient(server);
    const saved = client.cookieHeader();
    expect((await replay(saved)).api).toBe(200);

    expect((await client.postForm("/admin/logout", {})).status).toBe(302);
    expect(await replay(saved)).toEqual(signedOut);
  });

  it("ends every session of an account when staff:create sets a new password", async () => {
    const email = "crew-lead@example.com";
    // The owner adds the account on the Staff page; it signs in on a phone and on a laptop.
    const { owner, crew: phone } = await ownerAndCrew(server, email);
    const laptop = new StaffClient(server);
    expect((await laptop.signIn(email, CREW_PASSWORD)).status).toBe(302);

    await staffCreate(email, "second-password-for-crew");
    expect(await replay(phone.cookieHeader())).toEqual(signedOut);
    expect(await replay(laptop.cookieHeader())).toEqual(signedOut);
    // Other accounts stay signed in; the new password works.
    expect((await replay(owner.cookieHeader())).api).toBe(200);
    expect((await new StaffClient(server).signIn(email, "second-password-for-crew")).status).toBe(302);
  });

  it("staff:create refuses a blank or common password, and the account keeps its old one", async () => {
    const email = "yard-crew@example.com";
    await staffCreate(email, "maple-ladder-rope-chipper");
    // Two attempts at once: each is refused before it touches the database.
    const [blank, common] = await Promise.all([
      staffCreate(email, " ".repeat(12), 1),
      staffCreate(email, "password1234", 1),
    ]);
    expect(blank).toContain("The password cannot be only spaces");
    expect(common).toContain("That password is too common or too easy to guess");
    expect((await new StaffClient(server).signIn(email, "maple-ladder-rope-chipper")).status).toBe(302);
  });

  it("refuses an expired session and deletes expired rows at the next sign-in", async () => {
    const client = await signedInClient(server);
    const id = sessionCookieValue(client) as string;
    const { db } = server.openDb();
    try {
      await db
        .updateTable("sessions")
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", id)
        .execute();
      expect(await replay(client.cookieHeader())).toEqual(signedOut);

      await signedInClient(server);
      expect(await db.selectFrom("sessions").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });

  it("treats a cookie from before server-side sessions as signed out", async () => {
    const legacy = createCookie("__session", { secrets: [SESSION_SECRET] });
    const cookie = (await legacy.serialize({ staffUserId: 1 })).split(";")[0]!;
    expect(await replay(cookie)).toEqual(signedOut);
  });

  it("restarts the idle timer on every staff page view", async () => {
    const client = await signedInClient(server);
    const id = sessionCookieValue(client) as string;
    const { db } = server.openDb();
    try {
      const soon = new Date(Date.now() + 60_000).toISOString();
      await db.updateTable("sessions").set({ expiresAt: soon }).where("id", "=", id).execute();
      expect((await client.request("/admin/leads")).status).toBe(200);
      const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.expiresAt > soon).toBe(true);
      expect(row.staffUserId).toBe(
        (await db.selectFrom("staffUsers").select("id").where("email", "=", ADMIN_EMAIL).executeTakeFirstOrThrow()).id,
      );

      // Renewed a moment ago: the next view leaves the row (and the cookie) alone.
      const again = await client.request("/admin/leads");
      expect(again.status).toBe(200);
      expect(again.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(false);
      const unchanged = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(unchanged).toEqual(row);
    } finally {
      await db.destroy();
    }
  });
});
