import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminEnv, insertLeads, signedInClient, StaffClient } from "../helpers/staff";

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const html = async (path: string) => (await staff.get(path)).text();

/** The names of the lead links in a piece of a page, in order. */
const leadNames = (fragment: string) =>
  [...fragment.matchAll(/href="\/admin\/leads\/\d+"[^>]*>([^<]+)</g)].map((match) => match[1]);

describe("the owner's day: Home is the dashboard, the right lead on top", () => {
  it("lands on Home after signing in, with Home first in the staff links and the logo going there", async () => {
    const client = new StaffClient(server);
    const signIn = await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD, "");
    expect(signIn.headers.get("Location")).toBe("/admin");
    const page = await (await client.get("/admin/leads")).text();
    const nav = page.slice(page.indexOf('<nav aria-label="Staff"'));
    expect(nav.match(/href="([^"]+)"/)?.[1]).toBe("/admin");
    expect(page).toMatch(/<a[^>]*href="\/admin"[^>]*>.*?staff/);
  });

  it("puts the last day's leads first (emergencies, late newest-late first, not yet due), then older ones (emergencies first); week-old ones fold", async () => {
    const now = Date.now();
    await insertLeads(server, [
      {
        name: "Old Never Called",
        createdAt: new Date(now - 40 * DAY),
        callbackDueAt: new Date(now - 40 * DAY + 60 * MINUTE),
      },
      {
        name: "Late Since Yesterday",
        createdAt: new Date(now - DAY - 2 * 60 * MINUTE),
        callbackDueAt: new Date(now - DAY - 60 * MINUTE),
      },
      // Issue #42: an emergency nobody called for three days must not push this morning's leads down.
      {
        name: "Storm Three Days Ago",
        service: "emergency-tree-service",
        createdAt: new Date(now - 3 * DAY),
        callbackDueAt: new Date(now - 3 * DAY + 60 * MINUTE),
      },
      { name: "Late This Morning", createdAt: new Date(now - 90 * MINUTE), callbackDueAt: new Date(now - 30 * MINUTE) },
      { name: "Just Arrived", createdAt: new Date(now - 2 * MINUTE), callbackDueAt: new Date(now + 58 * MINUTE) },
      {
        name: "Storm Emergency",
        service: "emergency-tree-service",
        createdAt: new Date(now - 5 * MINUTE),
        callbackDueAt: new Date(now + 25 * MINUTE),
      },
      { name: "Already Called", createdAt: new Date(now - 60 * MINUTE), isContacted: true },
    ]);
    const triage = [
      "Storm Emergency",
      "Late This Morning",
      "Just Arrived",
      "Storm Three Days Ago",
      "Late Since Yesterday",
    ];

    const home = await html("/admin");
    const callNow = home.slice(
      home.indexOf('id="call-now-heading"'),
      home.indexOf("</section>", home.indexOf('id="call-now-heading"')),
    );
    expect(leadNames(callNow)).toEqual(triage);
    expect(callNow).toContain('href="tel:');
    expect(callNow).toContain('href="sms:');
    // Call now is above the charts.
    expect(home.indexOf('id="call-now-heading"')).toBeLessThan(home.indexOf('id="dashboard-heading"'));

    const needsCall = await html("/admin/leads?view=needs-call");
    const rows = needsCall.slice(needsCall.indexOf('data-testid="lead-row"'), needsCall.indexOf("</tbody>"));
    expect(leadNames(rows)).toEqual(triage);
    expect(needsCall).not.toContain("Old Never Called");
    expect(needsCall).toMatch(
      /href="\/admin\/leads\?view=older-uncalled"[^>]*>Older, never called<!-- --> \(<!-- -->1<!-- -->\)/,
    );

    const older = await html("/admin/leads?view=older-uncalled");
    expect(leadNames(older)).toContain("Old Never Called");
    expect(leadNames(older)).not.toContain("Just Arrived");
  });

  it("badges an emergency unmistakably on its row (a card on a phone) and its page", async () => {
    const [id] = await insertLeads(server, [{ name: "Badge Emergency", service: "emergency-tree-service" }]);
    const list = await html("/admin/leads?q=Badge%20Emergency");
    expect(list.match(/data-testid="emergency-badge"/g)).toHaveLength(1);
    const page = await html(`/admin/leads/${id}`);
    expect(page).toMatch(/data-testid="emergency-badge"[\s\S]*?Emergency<\/span>/);
  });
});
