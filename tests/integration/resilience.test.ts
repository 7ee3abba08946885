import http from "node:http";

import { describe, expect, it } from "vitest";

import { type RawRequest, rawRequest } from "../helpers/raw-http";
import { startServer } from "../helpers/server";
import { adminEnv, signedInClient } from "../helpers/staff";

const unlimited = { CONTACT_RATE_LIMIT_PER_HOUR: "1000000", MUTATION_RATE_LIMIT_PER_MINUTE: "1000000" };

function quoteRequest(n: number) {
  return {
    name: `Resilience Visitor ${n}`,
    phone: `254${String(1000000 + n).padStart(7, "0")}`,
    email: `visitor${n}@example.com`,
    service: "tree-removal",
    message: `Request ${n}`,
  };
}

describe("resilience", () => {
  it("keeps every lead that got a success answer when the process is killed mid-traffic", async () => {
    let server = await startServer({ env: unlimited });
    const answers = Array.from({ length: 150 }, (_, n) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(quoteRequest(n)),
      }).then(
        (response) => ({ n, status: response.status }),
        () => ({ n, status: 0 }), // the connection died with the process
      ),
    );
    // Kill mid-traffic: once the first answers are back, while the rest are in flight.
    await Promise.race(answers);
    await server.kill();
    const results = await Promise.all(answers);
    const accepted = results.filter((result) => result.status === 201).map((result) => result.n);

    server = await server.restart();
    const { db } = server.openDb();
    const stored = new Set((await db.selectFrom("leads").select("name").execute()).map((row) => row.name));
    await db.destroy();
    for (const n of accepted) expect(stored.has(`Resilience Visitor ${n}`), `lead ${n}`).toBe(true);
    // Nothing answered with a server error while it was up.
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();
  });

  it("answers 503 to submissions while the database refuses writes, and keeps serving pages", async () => {
    // The busy timeout shortened: the lock below is held for as long as the test likes.
    const server = await startServer({ env: { ...unlimited, DATABASE_BUSY_TIMEOUT_MS: "250" } });
    const { sqlite } = server.openDb();
    try {
      // Another process holding the write lock: the server's busy timeout runs out.
      sqlite.exec("BEGIN EXCLUSIVE");
      const page = await fetch(`${server.url}/services/stump-removal`);
      expect(page.status).toBe(200);
      const refused = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(quoteRequest(9001)),
      });
      expect(refused.status).toBe(503);
      const answer = await refused.json();
      expect(answer.success).toBe(false);
      expect(answer.message).toEqual(expect.any(String));
    } finally {
      sqlite.exec("ROLLBACK");
      sqlite.close();
    }
    const accepted = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(quoteRequest(9001)),
    });
    expect(accepted.status).toBe(201);
    await server.stop();
  });

  it("survives 2,000 random malformed requests to every public POST route without a 5xx", async () => {
    const server = await startServer({ env: unlimited });
    const routes = ["/api/contact", "/contact", "/?index", "/admin/login"];
    const contentTypes = [
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "text/plain",
      "application/xml",
      "",
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const junk = (length: number) =>
      Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join("");
    const bodies = [
      () => junk(Math.floor(random() * 200)),
      () => JSON.stringify({ name: [1, 2], phone: { a: 1 }, service: null, email: 5, message: true }),
      () => JSON.stringify([quoteRequest(1)]),
      () => `{"name": "${junk(20)}"`,
      () => new URLSearchParams({ name: junk(5000), phone: junk(50), service: junk(10) }).toString(),
      () => "name=%E0%A4%A&phone=%%%",
      () => '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--xyz--',
      () => "x".repeat(40_000),
      () => JSON.stringify({ ...quoteRequest(2), service: "<script>alert(1)</script>", name: "\u0000" }),
      () => "",
    ];

    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 40; batch++) {
      const requests = Array.from({ length: 50 }, () => {
        const contentType = pick(contentTypes);
        return fetch(`${server.url}${pick(routes)}`, {
          method: "POST",
          redirect: "manual",
          headers: contentType ? { "Content-Type": contentType } : {},
          body: pick(bodies)(),
        }).then((response) => response.status);
      });
      for (const status of await Promise.all(requests)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const serverErrors = [...statuses].filter(([status]) => status >= 500);
    expect(serverErrors, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(2000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    await server.stop();
  }, 300_000); // thousands of requests: a shared CI machine may be slow, never wrong

  it("answers the security review's inputs without a 5xx or a connection reset", async () => {
    const server = await startServer({ env: { ...unlimited, ...adminEnv } });
    const staff = await signedInClient(server);
    const csrf = await staff.csrfToken();
    const form = "application/x-www-form-urlencoded";
    const quote = (extra: Record<string, string> = {}) =>
      new URLSearchParams({ ...quoteRequest(7), ...extra }).toString();
    const staffPost = (path: string, fields: Record<string, string>): RawRequest => ({
      method: "POST",
      path,
      headers: { "Content-Type": form, Cookie: staff.cookieHeader() },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    });
    const redirectTargets = [
      "/日本",
      "/a\u0000b",
      "/a\u000bb\u000cc",
      "/./\\evil.example",
      "/../\\evil.example",
      "/%2e%2e/%5Cevil",
      "/\t/evil",
      "/\u{1F332}",
    ];
    const oneMegabyte = "x".repeat(1024 * 1024);

    const cases: RawRequest[] = [
      // Page actions posted from another origin (Remix's own check threw: 500).
      ...["https://evil.example", "null", "%%%"].flatMap((origin) =>
        ["/contact", "/?index", "/admin/login", "/admin/leads"].map((path) => ({
          method: "POST",
          path,
          headers: { Origin: origin, "Content-Type": form },
          body: quote(),
        })),
      ),
      // Host headers no URL can be built from.
      ...["%%%", "a b", "[::1", "x/y"].flatMap((host) =>
        ["/", "/about?x=1", "/contact", "/admin/login", "/api/seo?path=/"].map((path) => ({
          path,
          headers: { Host: host },
        })),
      ),
      // Methods pages do not take.
      ...["PUT", "PATCH", "DELETE"].flatMap((method) =>
        ["/", "/about", "/services/tree-removal"].map((path) => ({
          method,
          path,
          headers: { "Content-Type": form },
          body: "x=1",
        })),
      ),
      // Redirect targets: the signed-in sign-in link, a staff form, the SEO editor.
      ...redirectTargets.map((target) => ({
        path: `/admin/login?redirectTo=${encodeURIComponent(target)}`,
        headers: { Cookie: staff.cookieHeader() },
      })),
      ...redirectTargets.map((target) =>
        staffPost("/admin/form-fills", { intent: "update-phone", phoneNumber: "254-555-0147", redirectTo: target }),
      ),
      ...["/日", "/a\u0000b", "/\\evil", "//evil"].map((pagePath) =>
        staffPost("/admin/seo", { pagePath, title: "Title", description: "Description" }),
      ),
      // Spam-trap time stamps that used to throw or silently drop the lead.
      ...["%%%", "U2FsdGVkX1+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", "", "null"].map((stamp) => ({
        method: "POST",
        path: "/contact",
        headers: { "Content-Type": form },
        body: quote({ name__confirm: "", from__confirm: stamp }),
      })),
      // Oversized bodies, each followed by a small one on the same connections.
      ...["/api/contact", "/contact", "/admin/login", "/admin/seo", "/api/seo", "/admin/logout"].flatMap((path) => [
        {
          method: "POST",
          path,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ message: oneMegabyte }),
        },
        {
          method: "POST",
          path,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(quoteRequest(8)),
        },
      ]),
    ];

    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const results = await Promise.all(
      cases.map((request) =>
        rawRequest(server.port, { ...request, agent }).then(
          (response) => ({ request: `${request.method ?? "GET"} ${request.path}`, status: response.status }),
          (error: NodeJS.ErrnoException) => ({
            request: `${request.method ?? "GET"} ${request.path}`,
            status: 0,
            error: error.code,
          }),
        ),
      ),
    );
    agent.destroy();
    expect(results.filter((result) => result.status >= 500 || result.status === 0)).toEqual([]);
    expect(results).toHaveLength(cases.length);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();
  }, 300_000); // thousands of requests: a shared CI machine may be slow, never wrong
});
