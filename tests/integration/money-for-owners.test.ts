import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, ownerAndCrew, type StaffClient } from "../helpers/staff";

let server: TestServer;
let owner: StaffClient;
let crew: StaffClient;
let wonId: number;
const CREW_EMAIL = "crew.money@example.com";

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  ({ owner, crew } = await ownerAndCrew(server, CREW_EMAIL));
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

  it("refuses a job value from a staff account on the server, from the lead page and the API; Won without one is theirs", async () => {
    const [formLead, apiLead] = (await insertLeads(server, [
      { name: "Zoë Ramírez", isContacted: true, contactedAt: new Date() },
      { name: "Joaquín Peña", isContacted: true, contactedAt: new Date() },
    ])) as [number, number];

    // A hand-made post (the staff form has no job value field).
    const form = await crew.postForm(`/admin/leads/${formLead}`, { intent: "mark-won", jobValue: "2,400" });
    expect(form.status).toBe(403);
    expect(await form.text()).toContain("Job values and exports are the owner's");
    const api = await crew.api("PATCH", `/api/leads/${apiLead}`, { outcome: "won", jobValue: 2400 });
    expect(api.status).toBe(403);
    expect((await api.json()).message).toContain("Job values and exports are the owner's");
    // Nothing changed: both leads are still open, without a value.
    for (const id of [formLead, apiLead]) {
      const lead = (await (await owner.api("GET", `/api/leads/${id}`)).json()).data;
      expect([lead.outcome, lead.jobValue]).toEqual(["open", null]);
    }

    expect((await crew.api("PATCH", `/api/leads/${apiLead}`, { outcome: "won" })).status).toBe(200);
    const won = await crew.postForm(`/admin/leads/${formLead}`, { intent: "mark-won", jobValue: "" });
    expect(won.status).toBeLessThan(400);
    expect((await (await owner.api("GET", `/api/leads/${formLead}`)).json()).data.outcome).toBe("won");
    // The owner may.
    const [ownerLead] = (await insertLeads(server, [{ name: "Ørjan Lindqvist", isContacted: true }])) as [number];
    expect((await owner.api("PATCH", `/api/leads/${ownerLead}`, { outcome: "won", jobValue: 2400 })).status).toBe(200);
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
