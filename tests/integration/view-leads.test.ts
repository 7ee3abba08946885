import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient } from "../helpers/staff";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
});

afterAll(async () => {
  await server?.stop();
});

describe("home page with ?viewleads=true", () => {
  it("sends anonymous visitors to sign-in and back", async () => {
    const response = await fetch(`${server.url}/?viewleads=true`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent("/?viewleads=true")}`);
  });

  it("shows staff the Lead Submissions screen, uncached and noindex, with filters kept on the home URL", async () => {
    await insertLeads(server, [
      { name: "Viewleads Homeowner", service: "stump-removal" },
      { name: "Someone Else", service: "tree-removal" },
    ]);
    const staff = await signedInClient(server);
    const response = await staff.get("/?viewleads=true&name=viewleads");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    // Leads on screen: no window another site opened keeps a handle on it (public pages: production.test.ts).
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect((await staff.get("/admin/leads")).headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[\s\S]*Lead Submissions[\s\S]*<\/h1>/);
    expect(html).toContain("<title>Lead Submissions | Staff | Waco Tree Service</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(html).toContain("Viewleads Homeowner");
    expect(html).not.toContain("Someone Else");
    expect(html).not.toContain("Expert Tree Removal");
    expect(html).toContain('name="viewleads" value="true"');
  });
});
