import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, CREW_PASSWORD, insertLeads, ownerAndCrew, signedInClient, type StaffClient } from "../helpers/staff";

let server: TestServer;
let owner: StaffClient;
let crew: StaffClient;
const CREW_EMAIL = "crew@example.com";

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  ({ owner, crew } = await ownerAndCrew(server, CREW_EMAIL));
});

afterAll(async () => {
  await server?.stop();
});

const OWNERS_ONLY = "Only an owner can do this";

describe("owners and staff", () => {
  it("makes the first account an owner and a new one staff, and says so on the Staff page", async () => {
    const page = await (await owner.get("/admin/staff")).text();
    const rows = page.split('data-testid="staff-account"').slice(1);
    expect(rows[0]).toContain(">Owner<");
    expect(rows[1]).toContain(CREW_EMAIL);
    expect(rows[1]).toContain(">Staff<");
  });

  it("gives a staff account 403 with a clear message for owner actions, and does not offer them", async () => {
    const staffPage = await (await crew.get("/admin/staff")).text();
    expect(staffPage).not.toContain("Confirm remove");
    expect(staffPage).not.toContain("Add an account");
    expect(staffPage).toContain("Change your password");
    const home = await (await crew.get("/admin")).text();
    const nav = home.slice(
      home.indexOf('<nav aria-label="Staff"'),
      home.indexOf("</nav>", home.indexOf('<nav aria-label="Staff"')),
    );
    expect(nav).toContain('href="/admin/leads"');
    expect(nav).not.toContain('href="/admin/settings"');
    expect(nav).not.toContain('href="/admin/pages"');
    // No screen offers Settings to a staff account, not even the notifications panel's "add an address".
    expect(home).not.toContain('href="/admin/settings"');

    for (const path of ["/admin/settings", "/admin/pages", "/?editseo=true"]) {
      const response = await crew.request(path);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toContain(OWNERS_ONLY);
    }
    const ownerId = (await (await owner.get("/admin/staff")).text()).match(/name="accountId" value="(\d+)"/)?.[1];
    const posts: Array<[string, Record<string, string>]> = [
      ["/admin/staff", { intent: "remove-account", accountId: ownerId ?? "1" }],
      ["/admin/staff", { intent: "add-account", email: "x@example.com", password: CREW_PASSWORD }],
      ["/admin/form-fills", { intent: "update-phone", phoneNumber: "2545550000" }],
      ["/admin/settings", { intent: "update-phone", phoneNumber: "2545550000" }],
    ];
    for (const [path, fields] of posts) {
      const response = await crew.postForm(path, fields);
      expect(response.status, `${path} ${fields.intent}`).toBe(403);
    }
    const api = await crew.api("POST", "/api/site-settings", { phoneNumber: "2545550000" });
    expect(api.status).toBe(403);
    expect(((await api.json()) as { message: string }).message).toContain(OWNERS_ONLY);

    // Staff work the leads.
    const [leadId] = await insertLeads(server, [{ name: "Crew Works Leads" }]);
    expect((await crew.api("PATCH", `/api/leads/${leadId}`, { isContacted: true })).status).toBe(200);
  });

  it("never removes or demotes the last owner", async () => {
    const { db } = server.openDb();
    const ids = Object.fromEntries(
      (await db.selectFrom("staffUsers").select(["id", "email"]).execute()).map((row) => [row.email, String(row.id)]),
    );
    await db.destroy();
    const ownerId = ids[adminEnv.ADMIN_EMAIL]!;
    expect(await (await owner.get("/admin/staff")).text()).not.toContain("Make staff");
    const demote = await owner.postForm("/admin/staff", { intent: "set-role", accountId: ownerId, role: "staff" });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toMatch(/The last owner can(&#x27;|')t be removed or made staff/);

    // With a second owner, the first may step down, and the audit says who did it.
    expect(
      (await owner.postForm("/admin/staff", { intent: "set-role", accountId: ids[CREW_EMAIL]!, role: "owner" })).status,
    ).toBe(302);
    expect(
      (await owner.postForm("/admin/staff", { intent: "set-role", accountId: ownerId, role: "staff" })).status,
    ).toBe(302);
    const page = await (await crew.get("/admin/staff")).text();
    const text = page.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");
    expect(text).toContain(`${adminEnv.ADMIN_EMAIL} made ${CREW_EMAIL} an owner`);
    expect(text).toContain(`${adminEnv.ADMIN_EMAIL} made ${adminEnv.ADMIN_EMAIL} staff`);
    expect((await owner.request("/admin/settings")).status).toBe(403);
  });

  it("refuses a new password built on the business's name, a town or the account's email", async () => {
    for (const password of ["WacoTree2026!", "CrewHewitt2026"]) {
      const response = await owner.postForm("/admin/staff", {
        intent: "add-account",
        email: "crew.two@example.com",
        password,
      });
      expect(response.status, password).toBe(400);
      expect(await response.text()).toContain("too common or too easy to guess");
    }
  });
});

describe("an owner clears what fills the photo quota", () => {
  it("deletes a lead's photos (on its timeline) or the whole lead (in the staff audit); staff may not", async () => {
    const boss = await signedInClient(server);
    const [id] = await insertLeads(server, [{ name: "Junk Photos" }]);
    const { db } = server.openDb();
    const photo = { leadId: id!, contentType: "image/jpeg" as const, size: 2_000_000, data: Buffer.from("x") };
    await db
      .insertInto("leadPhotos")
      .values([1, 2].map((n) => ({ ...photo, fileName: `photo-${n}.jpg` })))
      .execute();
    await db.destroy();
    const page = `/admin/leads/${id}`;

    // The previous test made the crew an owner and the first account staff.
    expect(await (await boss.get(page)).text()).not.toContain("Delete lead");
    expect((await boss.postForm(page, { intent: "delete-photos" })).status).toBe(403);
    expect((await boss.postForm(page, { intent: "delete-lead" })).status).toBe(403);
    const owner = crew;
    expect(await (await owner.get(page)).text()).toContain("Delete lead");
    expect((await owner.postForm(page, { intent: "delete-photos" })).status).toBe(302);
    const after = (await (await owner.get(page)).text()).replace(/<[^>]+>/g, " ");
    expect(after).toContain("Photos deleted");
    expect(after).toContain("2 photos, 3.8 MB");

    expect((await owner.postForm(page, { intent: "delete-lead" })).status).toBe(302);
    expect((await owner.request(page)).status).toBe(404);
    const audit = (await (await owner.get("/admin/staff")).text()).replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");
    expect(audit).toMatch(new RegExp(`deleted lead #${id}, Junk Photos \\(Tree Removal, received`));
  });
});
