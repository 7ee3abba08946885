import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient, StaffClient } from "../helpers/staff";

let server: TestServer;
let owner: StaffClient;
let crew: StaffClient;
let wonId: number;
const CREW_EMAIL = "crew.money@example.com";
const CREW_PASSWORD = "limber-otter-quartz-fjord";

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  owner = await signedInClient(server);
  const added = await owner.postForm("/admin/staff", {
    intent: "add-account",
    email: CREW_EMAIL,
    password: CREW_PASSWORD,
  });
  expect(added.status).toBe(302);
  crew = new StaffClient(server);
  expect((await crew.signIn(CREW_EMAIL, CREW_PASSWORD)).status).toBe(302);
  [wonId] = (await insertLeads(server, [
    { name: "Émile Dupré", outcome: "won", jobValueCents: 184_700, isContacted: true, contactedAt: new Date() },
  ])) as [number];
});

afterAll(async () => {
  await server?.stop();
});

const csvPaths = ["/admin/leads.csv", "/admin/form-fills.csv"];

describe("money and exports are the owner's", () => {
  it("refuses a staff account the CSV exports, and says why", async () => {
    for (const path of csvPaths) {
      const refused = await crew.get(path);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain("Job values and exports are the owner's");
      expect((await owner.get(path)).status).toBe(200);
    }
  });

  it("shows a staff account counts, never a won value or a job value, anywhere", async () => {
    for (const client of [owner, crew]) {
      const home = await (await client.get("/admin?period=year")).text();
      const lead = await (await client.get(`/admin/leads/${wonId}`)).text();
      const list = await (await client.get("/admin/leads?q=Dupr")).text();
      const api = await (await client.api("GET", `/api/leads/${wonId}`)).json();
      const shown = [home, lead, list, JSON.stringify(api)].map(
        (text) => text.includes("1,847") || text.includes("1847"),
      );
      expect(shown).toEqual(client === owner ? [true, true, true, true] : [false, false, false, false]);
      expect(home.includes('data-testid="outcomes-won-value"')).toBe(client === owner);
      expect(list.includes("Export CSV")).toBe(client === owner);
    }
    const home = await (await crew.get("/admin?period=year")).text();
    expect(home).toContain('data-testid="outcomes-win-rate"');
  });

  it("lets the owner share them with staff in Settings", async () => {
    const shared = await owner.postForm("/admin/settings", { intent: "set-share-money", shareMoney: "on" });
    expect(shared.status).toBeLessThan(400);
    expect((await crew.get("/admin/leads.csv")).status).toBe(200);
    expect(await (await crew.get(`/admin/leads/${wonId}`)).text()).toContain("1,847");
    // Staff can't share it themselves.
    const { status } = await crew.postForm("/admin/settings", { intent: "set-share-money" });
    expect(status).toBe(403);
    await owner.postForm("/admin/settings", { intent: "set-share-money" });
    expect((await crew.get("/admin/leads.csv")).status).toBe(403);
  });
});
