// The walk's smaller findings (issue #42) that the earlier rounds left: over real HTTP, as a browser
// without JavaScript gets them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";
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

const decode = (value: string) => value.replace(/&amp;/g, "&");

/** The hidden redirectTo of the first "Mark contacted" form for `name` (the phone's card comes first). */
function returnPathOf(html: string, name: string) {
  const button = html.indexOf(`aria-label="Mark contacted: ${name}"`);
  expect(button, `Mark contacted for ${name}`).toBeGreaterThan(0);
  const form = html.lastIndexOf("<form", button);
  const value = html.slice(form, button).match(/name="redirectTo" value="([^"]*)"/)?.[1];
  return decode(value ?? "");
}

describe("Mark contacted without JavaScript", () => {
  it("comes back to the same list, filter and place: the lead above the one called", async () => {
    const minute = 60_000;
    const names = [unique("Place Ana"), unique("Place Bea"), unique("Place Cruz")];
    const [, second, third] = await insertLeads(
      server,
      names.map((name, i) => ({ name, createdAt: new Date(Date.now() - (3 - i) * minute) })),
    );
    const list = "/admin/leads?view=needs-call&service=tree-removal";
    const html = await (await staff.get(list)).text();
    // Newest first: Cruz, Bea, Ana. Bea's form returns to Cruz's card, which stays put when Bea leaves the list.
    const back = returnPathOf(html, names[1]!);
    expect(back).toBe(`${list}#lead-${third}`);
    expect(html).toContain(`id="lead-${third}"`);
    // The first card returns to the top of the cards.
    expect(returnPathOf(html, names[2]!)).toBe(`${list}#lead-cards`);

    const posted = await staff.postForm("/admin/leads", {
      intent: "set-contacted",
      leadId: String(second),
      isContacted: "true",
      redirectTo: back,
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`${list}#lead-${third}`);
    const after = await (await staff.get(list)).text();
    expect(after).toContain(`id="lead-${third}"`);
    expect(after).not.toContain(`aria-label="Mark contacted: ${names[1]}"`);
  });
});

describe("a service page's Free Quote", () => {
  it("opens the contact form on that service, without JavaScript, in both languages", async () => {
    const page = await (await fetch(`${server.url}/services/emergency-tree-service`)).text();
    expect(page).toContain('href="/contact?service=emergency-tree-service#contact"');
    const spanish = await (await fetch(`${server.url}/es/servicios/emergencias-24-horas`)).text();
    expect(spanish).toContain('href="/es/contacto?service=emergency-tree-service#contact"');

    const form = await (await fetch(`${server.url}/contact?service=emergency-tree-service`)).text();
    expect(form).toMatch(/<option value="emergency-tree-service" selected="">/);
    const plain = await (await fetch(`${server.url}/contact`)).text();
    expect(plain).toMatch(/<option value="" selected="">/);
    // A made-up service selects nothing.
    const unknown = await (await fetch(`${server.url}/contact?service=nonsense`)).text();
    expect(unknown).not.toMatch(/<option value="[^"]*" selected="">/);
  });
});

describe("the dashboard at a phone's width", () => {
  it("draws each outcome in its own colour and keeps the per-week table to three columns", async () => {
    await insertLeads(server, [
      { name: unique("Chart Won"), isContacted: true, outcome: "won", jobValueCents: 120_000 },
      { name: unique("Chart Lost"), isContacted: true, outcome: "lost", lostReason: "price" },
      { name: unique("Chart Open"), service: "stump-removal" },
    ]);
    const html = await (await staff.get("/admin")).text();
    const start = html.indexOf('aria-label="Outcomes:');
    const svg = html.slice(start, html.indexOf("</svg>", start));
    const fills = [...svg.matchAll(/<rect[^>]*fill="([^"]+)"/g)].map((match) => match[1]);
    expect(fills).toHaveLength(3);
    expect(new Set(fills).size).toBe(3);

    const table = html.slice(html.indexOf("Leads per week by service</caption>"));
    const headers = [...table.slice(0, table.indexOf("</thead>")).matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(
      (match) => match[1],
    );
    expect(headers).toEqual(["Week of", "Leads", "By service"]);
    expect(table.slice(0, table.indexOf("</tbody>"))).toMatch(/Stump Removal\s\d+/);
  });
});
