// The walk's smaller findings (issue #42) that the earlier rounds left: over real HTTP, as a browser
// without JavaScript gets them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
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

/** The hidden redirectTo of the "Mark contacted" form for `name` (one per lead: a card on a phone, a row from 640 px). */
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
    // Newest first: Cruz, Bea, Ana. Bea's form returns to Cruz's row, which stays put when Bea leaves the list.
    const back = returnPathOf(html, names[1]!);
    expect(back).toBe(`${list}#lead-${third}`);
    expect(html).toContain(`id="lead-${third}"`);
    // The first lead returns to the top of the list.
    expect(returnPathOf(html, names[2]!)).toBe(`${list}#lead-list`);

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

describe("Leads and Form Fills (decision 082)", () => {
  it("work the calls on Leads; Form Fills lists every submission and points to Needs a call", async () => {
    const called = unique("Record Called");
    await insertLeads(server, [{ name: called, isContacted: true }]);
    const leads = await (await staff.get("/admin/leads?view=needs-call")).text();
    expect(leads).toContain('aria-label="Lead views"');
    expect(leads).not.toContain(called);

    const fills = await (await staff.get("/admin/form-fills?view=needs-call")).text();
    expect(fills).not.toContain('aria-label="Lead views"');
    expect(fills).toContain(called);
    expect(fills).toContain('href="/admin/leads?view=needs-call"');
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

interface ListedCustomer {
  id: number;
  name: string;
  phone: string | null;
  leadCount: number;
  lifetimeValue: number | null;
  lastContactAt: string | null;
}

async function customers(query: string) {
  const response = await staff.api("GET", `/api/customers?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ListedCustomer[]; total: number }).data;
}

async function sendQuote(fields: Record<string, string>) {
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ service: "tree-trimming", message: "Oak over the roof", ...fields }),
  });
  expect(response.status).toBe(201);
}

describe("the customers list (issue #45 at 100,000: stored totals and a search index)", () => {
  it("keeps each customer's requests, won value and last contact as leads change, and finds them by any part", async () => {
    const name = unique("Zoë Quintanilla");
    const phone = `254${String(Date.now()).slice(-7)}`;
    await sendQuote({
      name,
      phone,
      email: "zoe.q@example.com",
      address: "77 Mistletoe Ln, Apt 4, Waco",
    });
    await sendQuote({ name, phone, address: "77 Mistletoe Ln, Apt 9" });
    const [found] = await customers(`q=${encodeURIComponent(name)}`);
    expect(found).toMatchObject({ name, leadCount: 2, lifetimeValue: 0 });
    // The unit after the comma is another door: two properties, not one.
    const record = (await (await staff.api("GET", `/api/customers/${found!.id}`)).json()) as {
      data: { properties: Array<{ address: string }>; leads: Array<{ id: number }> };
    };
    expect(record.data.properties.map((property) => property.address)).toEqual([
      "77 Mistletoe Ln, Apt 4, Waco",
      "77 Mistletoe Ln, Apt 9",
    ]);

    const leadId = record.data.leads[0]!.id;
    expect((await staff.api("PATCH", `/api/leads/${leadId}`, { isContacted: true })).status).toBe(200);
    expect((await staff.api("PATCH", `/api/leads/${leadId}`, { outcome: "won", jobValue: 1250 })).status).toBe(200);
    const [after] = await customers(`q=${phone}`);
    expect(after).toMatchObject({ id: found!.id, leadCount: 2, lifetimeValue: 1250 });
    expect(after!.lastContactAt! >= found!.lastContactAt!).toBe(true);
    expect((await customers("sort=value"))[0]!.id).toBe(found!.id);

    // By phone as staff type it, part of the street, part of the email, two letters of the name.
    for (const q of [`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, "Mistletoe", "zoe.q@exa", "Zo"]) {
      expect(
        (await customers(`q=${encodeURIComponent(q)}`)).map((c) => c.id),
        q,
      ).toContain(found!.id);
    }
    expect(await customers(`q=${encodeURIComponent("Mistletoe Lnx")}`)).toEqual([]);
  });

  it("merges by picking the other customer from a search, without typing their number", async () => {
    const kept = unique("Merge Keep Ibáñez");
    const twin = unique("Merge Twin Ibáñez");
    await sendQuote({ name: kept, phone: "2545550177" });
    await sendQuote({ name: twin, phone: "2545550178", address: "9 Pecan Hollow" });
    const [keptRow] = await customers(`q=${encodeURIComponent(kept)}`);
    const [twinRow] = await customers(`q=${encodeURIComponent(twin)}`);
    const page = await (await staff.get(`/admin/customers/${keptRow!.id}?merge=Pecan%20Hollow`)).text();
    const button = `aria-label="Merge ${twin} (customer ${twinRow!.id}) into ${kept}"`;
    expect(page).toContain(button);
    // The customer is never offered to themself.
    expect(page).not.toContain(`(customer ${keptRow!.id}) into`);
    const form = page.slice(page.lastIndexOf("<form", page.indexOf(button)), page.indexOf(button));
    expect(form).toContain(`name="otherId" value="${twinRow!.id}"`);

    const merged = await staff.postForm(`/admin/customers/${keptRow!.id}`, {
      intent: "merge",
      otherId: String(twinRow!.id),
    });
    expect(merged.status).toBeLessThan(400);
    expect((await customers(`q=${encodeURIComponent(twin)}`)).map((c) => c.id)).not.toContain(twinRow!.id);
    expect((await customers(`q=${encodeURIComponent("Pecan Hollow")}`)).map((c) => c.id)).toContain(keptRow!.id);
  });

  it("gives a customer to leads written without the app when the server starts", async () => {
    const name = unique("Imported Álvarez");
    await insertLeads(server, [
      {
        name,
        phone: "2545559876",
        email: null,
        address: "12 Cedar Ridge Dr",
        outcome: "won",
        isContacted: true,
        jobValueCents: 90_000,
      },
    ]);
    expect(await customers(`q=${encodeURIComponent(name)}`)).toEqual([]);
    server = await server.restart();
    staff = await signedInClient(server);
    const [joined] = await waitFor(async () => {
      const list = await customers(`q=${encodeURIComponent(name)}`);
      return list.length ? list : undefined;
    });
    expect(joined).toMatchObject({ name, leadCount: 1, lifetimeValue: 900 });
  });
});
