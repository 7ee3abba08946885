import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { MUTATION_RATE_LIMIT_PER_MINUTE: "3" } });
});

afterAll(async () => {
  await server?.stop();
});

function nonceOf(html: string) {
  return html.match(/nonce="([^"]+)"/)?.[1];
}

function scriptSources(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  return csp.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
}

/** What a browser allows an inline script by: the sha256 of its text. */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, text]) => !attributes!.includes("src=") && text)
    .map(([, , text]) => `'sha256-${crypto.createHash("sha256").update(text!).digest("base64")}'`);
}

describe("public page cache", () => {
  it("answers repeat visits with an ETag, a 304 when unchanged, and a CSP that allows the page's scripts by hash", async () => {
    const first = await fetch(`${server.url}/service-areas`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toContain("s-maxage=60");

    const second = await fetch(`${server.url}/service-areas`);
    expect(second.headers.get("etag")).toBe(etag);
    const html = await second.text();
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSources(second)).toEqual(["'self'", ...new Set(hashes)]);

    const revalidated = await fetch(`${server.url}/service-areas`, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("answers repeat visits with the first visit's security headers, in brotli when the browser takes it", async () => {
    const first = await fetch(`${server.url}/privacy-policy`);
    const firstHtml = await first.text();
    const keep = ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "etag"];
    // The page is brotli-compressed in the background after its first render.
    const repeat = await waitFor(async () => {
      const response = await fetch(`${server.url}/privacy-policy`, { headers: { "Accept-Encoding": "br, gzip" } });
      return response.headers.get("content-encoding") === "br" ? response : undefined;
    });
    for (const name of keep) expect(repeat.headers.get(name), name).toBe(first.headers.get(name));
    expect(repeat.headers.get("vary")).toBe("Accept-Encoding");
    // fetch decodes the brotli body: the visitor reads the very page the first visit got.
    expect(await repeat.text()).toBe(firstHtml);
  });

  it("serves a changed phone number on the next request", async () => {
    await fetch(`${server.url}/about`);
    const { db } = server.openDb();
    try {
      await db.updateTable("siteSettings").set({ phoneNumber: "2548889999" }).execute();
      expect(await (await fetch(`${server.url}/about`)).text()).toContain("(254) 888-9999");
    } finally {
      await db.updateTable("siteSettings").set({ phoneNumber: "2545550147" }).execute();
      await db.destroy();
    }
    expect(await (await fetch(`${server.url}/about`)).text()).toContain("(254) 555-0147");
  });

  it("never shows a cached page's visitors a nonce: the same for everyone, it would be public", async () => {
    const visits = await Promise.all([1, 2, 3].map(() => fetch(`${server.url}/about`)));
    for (const visit of visits) {
      expect(visit.headers.get("content-security-policy")).not.toContain("'nonce-");
      expect(nonceOf(await visit.text())).toBeUndefined();
    }
  });

  it("renders afresh, with a fresh nonce, for visitors with a session or toast cookie and for URLs with a query", async () => {
    const nonces = new Set<string>();
    for (const init of [{ headers: { Cookie: "__session=abc" } }, { headers: { Cookie: "__toast=abc" } }]) {
      const response = await fetch(`${server.url}/privacy-policy`, init);
      expect(response.headers.get("etag")).toBeNull();
      const nonce = nonceOf(await response.text())!;
      expect(scriptSources(response)).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.add(nonce);
    }
    const withQuery = await fetch(`${server.url}/privacy-policy?utm_source=flyer`);
    expect(withQuery.headers.get("etag")).toBeNull();
    nonces.add(nonceOf(await withQuery.text())!);
    expect(nonces.size).toBe(3);
  });

  it("answers HEAD without a body, and a HEAD first never empties the cached page", async () => {
    const head = await fetch(`${server.url}/services/land-clearing`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const get = await fetch(`${server.url}/services/land-clearing`);
    expect(get.headers.get("etag")).toBe(head.headers.get("etag"));
    expect(await get.text()).toContain("Land Clearing");
  });

  it("never caches a 404", async () => {
    const first = await fetch(`${server.url}/missing-page`);
    expect(first.status).toBe(404);
    expect(first.headers.get("etag")).toBeNull();
  });
});

describe("patches of the rendered HTML", () => {
  it("all match the production build's pages, and none is reported as no longer matching", async () => {
    await fetch(`${server.url}/services`);
    const cached = await (await fetch(`${server.url}/services`)).text();
    // close-document-last: the single-fetch scripts end up inside <body>.
    expect(cached.trimEnd()).toMatch(/<\/script><\/body><\/html>$/);
    // hold-app-until-interaction: no module is fetched or run before the visitor acts.
    expect(cached).toContain('<link rel="modulepreload" media="not all"');
    expect(cached).not.toMatch(/<link rel="modulepreload" href/);
    expect(cached).toContain('id="app-modules" type="text/x-app-modules"');
    expect(cached).not.toContain('type="module"');
    // without-nonce: a cached page hands out no nonce.
    expect(cached).not.toContain("nonce=");
    // Staff pages start at once: the patch leaves them as rendered.
    const staffPage = await (await fetch(`${server.url}/admin/login`)).text();
    expect(staffPage).toContain('type="module"');
    expect(server.output()).toContain("Server listening");
    expect(server.output()).not.toContain("no longer matches");
  });
});

describe("security headers", () => {
  it("sends an enforced CSP with a nonce, frame-ancestors none and no x-powered-by", async () => {
    const response = await fetch(`${server.url}/?utm_source=uncached`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
    // SITE_URL is http here, so no HSTS.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps staff pages out of other sites' windows, and lets public pages open without a new process", async () => {
    // Signed-in staff screens: view-leads.test.ts.
    const signIn = await fetch(`${server.url}/admin/login`);
    expect(signIn.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    for (const path of ["/", "/services"]) {
      const publicPage = await fetch(`${server.url}${path}`);
      expect(publicPage.status).toBe(200);
      expect(publicPage.headers.get("cross-origin-opener-policy"), path).toBeNull();
    }
  });
});

describe("behind HTTPS", () => {
  it("sends HSTS and marks cookies Secure when SITE_URL is https", async () => {
    const secure = await startServer({ env: { SITE_URL: "https://www.example.com" } });
    try {
      const response = await fetch(`${secure.url}/`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
      expect(await response.text()).toContain('<link rel="canonical" href="https://www.example.com/"/>');

      const login = await fetch(`${secure.url}/admin/login`);
      const cookies = login.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/i);
    } finally {
      await secure.stop();
    }
  });
});

describe("rate limits", () => {
  it("limit every non-GET request per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}/no-such-endpoint`, { method: "POST", body: "x=1" });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    // Reading pages is never limited.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});
