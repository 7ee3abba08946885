import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, signedInClient, type StaffClient } from "../helpers/staff";
import { unique } from "../helpers/unique";
import { startWebhookReceiver, WEBHOOK_SECRET } from "../helpers/webhook-receiver";

let server: TestServer;
let staff: StaffClient;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startServer({
    env: {
      ...adminEnv,
      SITE_URL: "https://www.example.com",
      LEAD_WEBHOOK_URLS: receiver.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CONTACT_RATE_LIMIT_PER_HOUR: "100",
    },
  });
  staff = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
});

interface ApiCustomer {
  id: number;
  name: string;
  phones: string[];
  emails: string[];
  emailUnsubscribed: boolean;
  textsStopped: boolean;
  lifetimeValue: number | null;
  jobCount: number;
  notes: string;
  properties: Array<{ id: number; address: string; note: string }>;
  leads: Array<{ id: number; service: string; propertyId: number | null; visits: Array<{ date: string }> }>;
}

/** A quote request as an API client sends it; resolves to the new lead's id. */
async function sendQuote(fields: { name: string; phone: string; email?: string; address?: string }) {
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ service: "tree-trimming", message: "Oak over the roof", ...fields }),
  });
  expect(response.status).toBe(201);
  const { db } = server.openDb();
  try {
    const row = await db
      .selectFrom("leads")
      .select("id")
      .where("name", "=", fields.name)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

async function apiJson<T>(path: string, status = 200) {
  const response = await staff.api("GET", path);
  expect(response.status).toBe(status);
  return (await response.json()) as { success: boolean; data: T; message?: string; total?: number };
}

const leadOf = async (id: number) => (await apiJson<{ customerId: number | null }>(`/api/leads/${id}`)).data;
const customerOf = async (id: number) => (await apiJson<ApiCustomer>(`/api/customers/${id}`)).data;

describe("a returning customer", () => {
  it("joins the existing customer by phone, whatever the email, with a second property", async () => {
    const tag = unique("c");
    const first = await sendQuote({
      name: `Renée García ${tag}`,
      phone: "(254) 555-0160",
      email: `renee.${tag}@example.com`,
      address: "1200 Austin Ave, Waco, TX 76701",
    });
    const second = await sendQuote({
      name: `Renee Garcia ${tag}`,
      phone: "+1 254.555.0160",
      email: `rgarcia.${tag}@work.example.com`,
      address: "77 Bosque Blvd, Waco",
    });
    const customerId = (await leadOf(first)).customerId!;
    expect(customerId).toEqual(expect.any(Number));
    expect((await leadOf(second)).customerId).toBe(customerId);

    const customer = await customerOf(customerId);
    expect(customer).toMatchObject({
      id: customerId,
      name: `Renée García ${tag}`,
      phones: ["(254) 555-0160"],
      emails: [`renee.${tag}@example.com`, `rgarcia.${tag}@work.example.com`],
      emailUnsubscribed: false,
      textsStopped: false,
      jobCount: 0,
      lifetimeValue: 0,
    });
    expect(customer.properties.map((property) => property.address)).toEqual([
      "1200 Austin Ave, Waco, TX 76701",
      "77 Bosque Blvd, Waco",
    ]);
    expect(customer.leads.map((lead) => [lead.id, lead.propertyId])).toEqual([
      [second, customer.properties[1]!.id],
      [first, customer.properties[0]!.id],
    ]);

    // The same house written another way is no third property.
    const third = await sendQuote({ name: `Renée ${tag}`, phone: "2545550160", address: "1200 Austin Avenue" });
    expect((await customerOf(customerId)).properties).toHaveLength(2);
    expect((await customerOf(customerId)).leads.find((lead) => lead.id === third)?.propertyId).toBe(
      customer.properties[0]!.id,
    );

    const leadPage = await (await staff.get(`/admin/leads/${second}`)).text();
    expect(leadPage).toContain(`href="/admin/customers/${customerId}"`);
    expect(leadPage).toMatch(/Returning customer: 2 other requests since \d{4}/);

    const hook = await waitFor(() =>
      receiver.events.find((event) => event.type === "lead.created" && event.data.id === second),
    );
    expect(hook.data.customer).toEqual({
      id: customerId,
      url: `https://www.example.com/admin/customers/${customerId}`,
    });

    // The first request became a job: the lead page counts jobs, and the customer page (issue #45
    // item 4) has Call and Text, both places, every request with its value and the lifetime value.
    expect((await staff.api("PATCH", `/api/leads/${first}`, { outcome: "won", jobValue: 1250 })).status).toBe(200);
    const text = async (path: string) => (await (await staff.get(path)).text()).replaceAll("<!-- -->", "");
    expect(await text(`/admin/leads/${second}`)).toMatch(/Returning customer: 1 job since \d{4}/);
    const page = await text(`/admin/customers/${customerId}`);
    expect(page).toContain(`>Renée García ${tag}</h1>`);
    expect(page).toContain("1 job, $1,250 won");
    expect(page).toContain('href="tel:+12545550160"');
    expect(page).toContain('href="sms:+12545550160"');
    expect(page).toContain("Properties (2)");
    expect(page).toContain("77 Bosque Blvd, Waco");
    expect(page).toContain("Requests (3)");
    expect(page).toMatch(/Won \$1,250/);
  });

  it("is joined by email (case, +tag, Gmail dots) when the phone is new", async () => {
    const tag = unique("c");
    const first = await sendQuote({ name: `Zoë ${tag}`, phone: "254-555-0171", email: `zoe.${tag}@gmail.com` });
    const second = await sendQuote({ name: `Zoë ${tag}`, phone: "254-555-0172", email: `Zoe${tag}+storm@GMail.com` });
    expect((await leadOf(second)).customerId).toBe((await leadOf(first)).customerId);
    expect((await customerOf((await leadOf(first)).customerId!)).phones).toEqual(["254-555-0171", "254-555-0172"]);
  });
});

describe("merging two customers", () => {
  it("moves every lead, visit, note and property, is on the timeline, and is undone", async () => {
    const tag = unique("c");
    const keptLead = await sendQuote({ name: `José ${tag}`, phone: "254-555-0181", address: "5 Elm St" });
    const otherLead = await sendQuote({
      name: `Jose H ${tag}`,
      phone: "254-555-0182",
      email: `jh.${tag}@example.com`,
      address: "9 Oak Dr",
    });
    const kept = (await leadOf(keptLead)).customerId!;
    const other = (await leadOf(otherLead)).customerId!;
    expect(other).not.toBe(kept);

    // The other customer's lead has a staff note and a booked visit.
    expect(
      (await staff.postForm(`/admin/leads/${otherLead}`, { intent: "add-note", note: `Gate code 4411 ${tag}` })).status,
    ).toBeLessThan(400);
    const { db } = server.openDb();
    await db
      .insertInto("visits")
      .values({
        leadId: otherLead,
        date: "2026-12-08",
        starts: "09:00",
        ends: "12:00",
        place: 1,
        uid: `visit-${tag}@example.com`,
        bookedBy: "staff",
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    await db.destroy();

    // Each customer has notes; the other's property a gate code.
    expect((await staff.postForm(`/admin/customers/${kept}`, { intent: "notes", notes: "Calls after 5" })).status).toBe(
      302,
    );
    expect(
      (await staff.postForm(`/admin/customers/${other}`, { intent: "notes", notes: "Spanish please" })).status,
    ).toBe(302);
    const oakDr = (await customerOf(other)).properties[0]!.id;
    await staff.postForm(`/admin/customers/${other}`, {
      intent: "property-note",
      propertyId: String(oakDr),
      note: "Gate 4411, dog",
    });
    // A property of another customer is not this one's to change.
    const notTheirs = await staff.postForm(`/admin/customers/${kept}`, {
      intent: "property-note",
      propertyId: String(oakDr),
      note: "x",
    });
    expect(notTheirs.status).toBe(404);
    expect((await customerOf(other)).properties[0]!.note).toBe("Gate 4411, dog");

    const merged = await staff.postForm(`/admin/customers/${kept}`, { intent: "merge", otherId: String(other) });
    expect(merged.status).toBe(302);
    expect(merged.headers.get("Location")).toBe(`/admin/customers/${kept}`);

    const after = await customerOf(kept);
    expect(after.leads.map((lead) => lead.id).sort()).toEqual([keptLead, otherLead].sort());
    expect(after.leads.find((lead) => lead.id === otherLead)?.visits).toEqual([
      expect.objectContaining({ date: "2026-12-08" }),
    ]);
    expect(after.properties.map((property) => [property.address, property.note])).toEqual([
      ["5 Elm St", ""],
      ["9 Oak Dr", "Gate 4411, dog"],
    ]);
    expect(after.notes).toBe("Calls after 5\n\nSpanish please");
    expect(after.phones).toEqual(["254-555-0181", "254-555-0182"]);
    expect(after.emails).toEqual([`jh.${tag}@example.com`]);
    expect((await leadOf(otherLead)).customerId).toBe(kept);
    expect(
      (await staff.get(`/admin/leads/${otherLead}`).then((page) => page.text())).includes(`Gate code 4411 ${tag}`),
    ).toBe(true);
    const gone = await apiJson<never>(`/api/customers/${other}`, 404);
    expect(gone.message).toBe(`Customer merged into customer ${kept}`);
    // The merged customer's page opens the kept one; a new request with its phone joins the kept one.
    expect((await staff.request(`/admin/customers/${other}`)).headers.get("Location")).toBe(`/admin/customers/${kept}`);
    const later = await sendQuote({ name: `Jose ${tag}`, phone: "(254) 555-0182" });
    expect((await leadOf(later)).customerId).toBe(kept);

    const page = await (await staff.get(`/admin/customers/${kept}`)).text();
    expect(page).toContain(`Merged Jose H ${tag} (${other}) into this customer by owner@example.com`);
    const eventId = page.match(/name="eventId" value="(\d+)"/)?.[1];
    expect(eventId).toBeDefined();

    const undone = await staff.postForm(`/admin/customers/${kept}`, { intent: "undo-merge", eventId: eventId! });
    expect(undone.status).toBe(302);
    expect((await leadOf(otherLead)).customerId).toBe(other);
    expect((await leadOf(keptLead)).customerId).toBe(kept);
    const restored = await customerOf(other);
    expect(restored.leads.map((lead) => lead.id)).toEqual([otherLead]);
    expect(restored.leads[0]!.visits).toHaveLength(1);
    expect(restored.properties.map((property) => property.address)).toEqual(["9 Oak Dr"]);
    expect(restored.emails).toEqual([`jh.${tag}@example.com`]);
    expect((await customerOf(kept)).phones).toEqual(["254-555-0181"]);
    expect((await customerOf(kept)).notes).toBe("Calls after 5");
    expect(restored.notes).toBe("Spanish please");
    expect(await (await staff.get(`/admin/customers/${kept}`)).text()).toContain("(undone)");

    const again = await staff.postForm(`/admin/customers/${kept}`, { intent: "undo-merge", eventId: eventId! });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("That merge was already undone.");
    expect((await leadOf(otherLead)).customerId).toBe(other);
  });

  it("refuses a merge into itself or of an unknown customer, changing nothing", async () => {
    const tag = unique("c");
    const lead = await sendQuote({ name: `Siobhán ${tag}`, phone: "254-555-0191" });
    const id = (await leadOf(lead)).customerId!;
    for (const [otherId, status] of [
      [String(id), 400],
      ["999999", 404],
      ["abc", 400],
    ] as const) {
      const response = await staff.postForm(`/admin/customers/${id}`, { intent: "merge", otherId });
      expect(response.status).toBe(status);
      expect((await customerOf(id)).leads.map((row) => row.id)).toEqual([lead]);
    }
  });
});

describe("splitting a lead off", () => {
  it("makes the lead a new customer of its own, on both timelines", async () => {
    const tag = unique("c");
    const mine = await sendQuote({ name: `Linda ${tag}`, phone: "254-555-0201", address: "3 Pine Ln" });
    const theirs = await sendQuote({ name: `Darnell ${tag}`, phone: "254-555-0201", email: `d.${tag}@example.com` });
    const shared = (await leadOf(mine)).customerId!;
    expect((await leadOf(theirs)).customerId).toBe(shared);

    const split = await staff.postForm(`/admin/customers/${shared}`, { intent: "split", leadId: String(theirs) });
    expect(split.status).toBe(302);
    const newId = (await leadOf(theirs)).customerId!;
    expect(newId).not.toBe(shared);
    expect(split.headers.get("Location")).toBe(`/admin/customers/${newId}`);
    expect(await customerOf(newId)).toMatchObject({
      name: `Darnell ${tag}`,
      phones: ["254-555-0201"],
      emails: [`d.${tag}@example.com`],
    });
    expect((await customerOf(shared)).leads.map((lead) => lead.id)).toEqual([mine]);
    expect(await (await staff.get(`/admin/customers/${shared}`)).text()).toContain(
      `Request ${theirs} split off to Darnell ${tag} (${newId})`,
    );
    expect(await (await staff.get(`/admin/customers/${newId}`)).text()).toContain(
      `Split off from customer ${shared} (request ${theirs})`,
    );
    // Its only request is not split again.
    const again = await staff.postForm(`/admin/customers/${newId}`, { intent: "split", leadId: String(theirs) });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("there is nothing to split off");
    expect((await leadOf(theirs)).customerId).toBe(newId);
  });
});

describe("the customer page's forms", () => {
  const alert = (message: string) => new RegExp(`role="alert"[^>]*>${message}</p>`);

  it("answer bad input with the field's message, with and without JavaScript, and change nothing", async () => {
    const tag = unique("c");
    const lead = await sendQuote({ name: `Zoë ${tag}`, phone: "254-555-0211", address: "14 Live Oak Ln" });
    const id = (await leadOf(lead)).customerId!;
    await staff.postForm(`/admin/customers/${id}`, { intent: "notes", notes: "Calls after 5" });
    const property = (await customerOf(id)).properties[0]!.id;
    const tooLong: Array<[Record<string, string>, string]> = [
      [{ intent: "notes", notes: "ñ".repeat(4001) }, "Please keep the notes under 4,000 characters"],
      [
        { intent: "property-note", propertyId: String(property), note: "Gate ".repeat(61) },
        "Please keep a property note under 300 characters",
      ],
    ];
    for (const [fields, message] of tooLong) {
      // Without JavaScript the page itself comes back, the message under its box.
      const page = await staff.postForm(`/admin/customers/${id}`, fields);
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain(`>Zoë ${tag}</h1>`);
      expect(html).toMatch(alert(message));
      // Remix's fetch (with JavaScript) gets Conform's reply with the same message.
      const reply = await staff.postForm(`/admin/customers/${id}.data`, fields, {
        headers: { "Sec-Fetch-Mode": "cors" },
      });
      expect(reply.status).toBe(400);
      expect(await reply.text()).toContain(message);
    }
    const after = await customerOf(id);
    expect(after.notes).toBe("Calls after 5");
    expect(after.properties[0]!.note).toBe("");
  });
});

describe("GET /api/customers", () => {
  it("finds customers by name, phone in any format, email or address, and orders them", async () => {
    const tag = unique("c");
    const lead = await sendQuote({
      name: `Björn ${tag}`,
      phone: "254-555-0222",
      email: `bjorn.${tag}@example.com`,
      address: `41 ${tag} Trail`,
    });
    const id = (await leadOf(lead)).customerId!;
    for (const q of [`Björn ${tag}`, "(254) 555-0222", `BJORN.${tag}@example.com`, `${tag} Trail`]) {
      const found = await apiJson<Array<{ id: number; name: string; phone: string; leadCount: number }>>(
        `/api/customers?${new URLSearchParams({ q })}`,
      );
      expect(found.data.map((row) => row.id)).toContain(id);
      expect(found.data.find((row) => row.id === id)).toMatchObject({ phone: "254-555-0222", leadCount: 1 });
    }
    // Who we heard from last comes first by default.
    const byContact = await apiJson<Array<{ lastContactAt: string | null }>>("/api/customers");
    const contacts = byContact.data.map((row) => row.lastContactAt ?? "");
    expect(contacts.length).toBeGreaterThan(1);
    expect(contacts).toEqual([...contacts].sort().reverse());
    const byValue = await apiJson<Array<{ lifetimeValue: number }>>("/api/customers?sort=value");
    const values = byValue.data.map((row) => row.lifetimeValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(byValue).toMatchObject({ success: true, page: 1, total: expect.any(Number) });
    await apiJson<never>("/api/customers/999999", 404);
    expect((await staff.api("POST", "/api/customers", {})).status).toBe(405);
  });
});
