import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { decodeHtml, readDb } from "../helpers/estimates";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, adminEnv, insertLeads, messagesToSend, signedInClient, type StaffClient } from "../helpers/staff";
import { unique } from "../helpers/unique";

let server: TestServer;
let staff: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

/** The phone's sticky bar on the lead page, as its HTML. */
async function actionBar(id: number) {
  const html = await (await staff.get(`/admin/leads/${id}`)).text();
  const start = html.indexOf('data-testid="lead-action-bar"');
  return html.slice(start, html.indexOf("</nav>", start));
}

const buttons = (html: string) =>
  [...html.matchAll(/<(?:button|a)\b[^>]*>([\s\S]*?)<\/(?:button|a)>/g)]
    .map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/<!-- -->/g, "")
        .trim(),
    )
    .filter(Boolean);

describe("a lead's state is one machine: new → contacted → won or lost, reopen", () => {
  it("offers on the lead page's bar only what fits: Mark contacted while new, Won and Lost while open, Reopen once closed", async () => {
    const [fresh, called, lost] = await insertLeads(server, [
      { name: unique("Bar New") },
      { name: unique("Bar Contacted"), isContacted: true },
      { name: unique("Bar Lost"), isContacted: true },
    ]);
    await staff.api("PATCH", `/api/leads/${lost}`, { outcome: "lost", lostReason: "price" });

    expect(buttons(await actionBar(fresh!))).toEqual(["Call", "Text", "Mark contacted"]);
    expect(buttons(await actionBar(called!))).toEqual(["Call", "Text", "Won", "Lost"]);
    expect(buttons(await actionBar(lost!))).toEqual(["Call", "Text", "Reopen"]);
    // The lost lead's page offers no way to make it "New · Lost" or "Won" without reopening it.
    const page = await (await staff.get(`/admin/leads/${lost}`)).text();
    for (const contradiction of ["Mark contacted", "Mark not contacted", "Mark won"]) {
      expect(page).not.toContain(contradiction);
    }
  });

  it("refuses a transition the machine does not allow through PATCH /api/leads/{id}, with a clear 409", async () => {
    const [id] = await insertLeads(server, [{ name: unique("Api Machine") }]);
    expect((await staff.api("PATCH", `/api/leads/${id}`, { outcome: "won", jobValue: 900 })).status).toBe(200);
    const lost = await staff.api("PATCH", `/api/leads/${id}`, { outcome: "lost", lostReason: "price" });
    expect(lost.status).toBe(409);
    expect(await lost.json()).toEqual({
      success: false,
      message: "This lead is won: reopen it before marking it lost.",
    });
    const lead = (await (await staff.request(`/api/leads/${id}`)).json()) as { data: { outcome: string } };
    expect(lead.data.outcome).toBe("won");
  });

  it("undoes a change from its confirmation, without JavaScript, once; the Overdue call-back goes and comes back with it", async () => {
    const name = unique("Undo Lead");
    // From the site, so its Overdue call-back is scheduled as a real lead's is.
    const asked = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name,
        phone: "2545550161",
        service: "tree-removal",
        message: "The elm is dropping limbs",
      }),
    });
    expect(asked.status).toBe(201);
    const { id } = await readDb(server, (db) =>
      db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirstOrThrow(),
    );
    const leadPage = async () => decodeHtml(await (await staff.get(`/admin/leads/${id}`)).text());
    expect(messagesToSend(await leadPage())).toEqual(["Overdue call-back"]);
    const list = `/admin/leads?q=${encodeURIComponent(name)}`;
    const marked = await staff.postForm("/admin/leads", {
      intent: "set-contacted",
      leadId: String(id),
      isContacted: "true",
      redirectTo: list,
    });
    expect(marked.status).toBe(302);
    const confirmation = await (await staff.get(list)).text();
    expect(confirmation).toContain("Status Updated");
    const undoForm = confirmation.match(
      /<form[^>]*action="\/admin\/leads"[^>]*>((?:(?!<\/form>)[\s\S])*?>Undo<\/button>)/,
    );
    expect(undoForm, "the confirmation offers Undo").not.toBeNull();
    const fields = Object.fromEntries(
      [...undoForm![1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
        match[1]!,
        match[2]!.replace(/&amp;/g, "&"),
      ]),
    );
    expect(fields.intent).toBe("undo-change");
    // Called: the office is not told it is overdue, and the timeline says who made it so.
    const contacted = await leadPage();
    expect(messagesToSend(contacted)).toEqual([]);
    expect(contacted).toContain("Overdue call-back to the office not sent");
    expect(contacted).toContain(`not sent: ${ADMIN_EMAIL} marked the lead contacted`);

    const undone = await staff.postForm("/admin/leads", fields, { csrf: null });
    expect(undone.status).toBe(302);
    const after = await (await staff.get(list)).text();
    expect(after).toContain("Change Undone");
    expect(after).toContain(`aria-label="Mark contacted: ${name}"`);
    const timeline = await leadPage();
    expect(timeline).toContain('Undid "Marked contacted"');
    // Not called after all: the call-back is due again.
    expect(messagesToSend(timeline)).toEqual(["Overdue call-back"]);
    expect(timeline).not.toContain("marked the lead contacted");

    const again = await staff.postForm("/admin/leads", fields, { csrf: null });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("That change can no longer be undone");
  });
});

describe("the CSV follows the lead to its end", () => {
  it("ends with Contacted At, Lost Reason and State, Excel-safe", async () => {
    const tag = unique("Csv State");
    const [won, lost] = await insertLeads(server, [
      { name: `${tag} Won` },
      { name: `${tag} Lost` },
      { name: `${tag} New` },
    ]);
    await staff.api("PATCH", `/api/leads/${won}`, { outcome: "won", jobValue: 1800 });
    await staff.api("PATCH", `/api/leads/${lost}`, { outcome: "lost", lostReason: "out-of-area" });
    const text = await (await staff.get(`/admin/leads.csv?q=${encodeURIComponent(tag)}`)).text();
    const rows = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((line) => line.slice(1, -1).split('","'));
    // Columns by name: the CSV gains columns at its end as the lead does (follow-ups, visits).
    const header = rows[0]!;
    const contactedAt = header.indexOf("Contacted At");
    expect(header.slice(contactedAt, contactedAt + 3)).toEqual(["Contacted At", "Lost Reason", "State"]);
    const byName = Object.fromEntries(rows.slice(1).map((row) => [row[1], row.slice(contactedAt, contactedAt + 3)]));
    expect(byName[`${tag} Won`]).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d C[SD]T$/), "", "Won"]);
    expect(rows.find((row) => row[1] === `${tag} Won`)![header.indexOf("Job value")]).toBe("1800.00");
    expect(byName[`${tag} Lost`]!.slice(-2)).toEqual(["Out of area", "Lost"]);
    expect(byName[`${tag} New`]).toEqual(["", "", "New"]);
  });
});
