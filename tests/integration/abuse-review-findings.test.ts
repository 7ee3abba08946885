// The fault and attack review of issue #41, its low findings (item 4): each test failed before its fix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { waitFor } from "../helpers/poll";
import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

// A Friday evening in Waco.
const CLOCK_START = "2026-03-06T18:00:00-06:00";

let server: TestServer;
let staff: StaffClient;
let openLink: string;
let spanishLink: string;

beforeAll(async () => {
  server = await startServer({
    env: { ...adminEnv, CLOCK_START, CONTACT_RATE_LIMIT_PER_HOUR: "100000", MUTATION_RATE_LIMIT_PER_MINUTE: "100000" },
  });
  staff = await signedInClient(server);
  const [open, spanish] = await insertLeads(server, [
    { name: "Ana Peña", email: "ana@example.test" },
    { name: "Luis Ortiz", email: "luis@example.test" },
  ]);
  openLink = await visitorLink(open!);
  const { db } = server.openDb();
  await db.updateTable("leads").set({ language: "es" }).where("id", "=", spanish!).execute();
  await db.destroy();
  spanishLink = await visitorLink(spanish!);
});

afterAll(async () => {
  await server?.stop();
});

/** A lead's visitor link, as its lead page shows it to staff. */
async function visitorLink(leadId: number) {
  const page = await (await staff.get(`/admin/leads/${leadId}`)).text();
  const link = /https?:\/\/[^"<\s]+(\/(?:es\/visita|visit)\/[\w-]+)/.exec(page)?.[1];
  if (!link) throw new Error(`No visitor link on lead ${leadId}'s page`);
  return link;
}

describe("a body that is not a form, on every visitor page", () => {
  const bodies: Array<[string, Record<string, string>, string]> = [
    ["JSON", { "Content-Type": "application/json" }, '{"intent":"cancel"}'],
    ["plain text", { "Content-Type": "text/plain" }, "intent=cancel"],
    ["XML", { "Content-Type": "application/xml" }, "<intent>cancel</intent>"],
    ["a broken multipart", { "Content-Type": "multipart/form-data; boundary=zzz" }, "--zzz\r\nnot a part"],
    ["no type", {}, "\u0000\u0001garbage"],
  ];
  const pages = () => [
    "/",
    "/contact",
    "/es",
    "/es/contacto",
    "/about",
    "/services/tree-removal",
    openLink,
    spanishLink,
  ];

  it.each(bodies)("%s answers 400, 405 or 415 with no stack trace, never a 500", async (_kind, headers, body) => {
    for (const path of pages()) {
      const answer = await fetch(`${server.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
      const text = await answer.text();
      expect([400, 405, 415], `${path}: ${answer.status} ${text.slice(0, 200)}`).toContain(answer.status);
      expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.js:\d+:\d+/);
    }
  });
});

describe("visitor links of a closed lead", () => {
  it("stop offering changes on a Lost lead and say to call, in the lead's language", async () => {
    const [lost, perdido] = await insertLeads(server, [
      { name: "Lost Customer", email: "lost@example.test", isContacted: true, outcome: "lost", lostReason: "price" },
      {
        name: "Cliente Perdido",
        email: "perdido@example.test",
        isContacted: true,
        outcome: "lost",
        lostReason: "price",
      },
    ]);
    const { db } = server.openDb();
    await db.updateTable("leads").set({ language: "es" }).where("id", "=", perdido!).execute();
    await db.destroy();
    for (const [leadId, callUs] of [
      [lost!, "This request is closed"],
      [perdido!, "Esta solicitud está cerrada"],
    ] as const) {
      const link = await visitorLink(leadId);
      const page = await (await fetch(`${server.url}${link}`)).text();
      expect(page).toContain(callUs);
      expect(page).toContain('href="tel:');
      expect(page).not.toContain('name="intent"');
      const book = await fetch(`${server.url}${link}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "book", date: "2026-03-09", starts: "10:00", ends: "12:00" }),
        redirect: "manual",
      });
      expect(book.status).toBe(409);
      expect(await book.text()).toContain(callUs);
    }
    const { db: check } = server.openDb();
    expect(await check.selectFrom("visits").select("id").where("leadId", "in", [lost!, perdido!]).execute()).toEqual(
      [],
    );
    await check.destroy();
  });

  it("of a deleted lead say to call, instead of a bare Not Found", async () => {
    const [gone] = await insertLeads(server, [{ name: "Gone Customer", email: "gone@example.test" }]);
    const link = await visitorLink(gone!);
    const { db } = server.openDb();
    await db.deleteFrom("leads").where("id", "=", gone!).execute();
    await db.destroy();
    const page = await (await fetch(`${server.url}${link}`)).text();
    expect(page).toContain("This request is closed");
    expect(page).not.toContain('name="intent"');
    // A link nobody made is still not found.
    expect((await fetch(`${server.url}/visit/999-${"x".repeat(32)}`)).status).toBe(404);
  });
});

describe("tokens in the access log", () => {
  it("are cut from visit, review, unsubscribe and calendar-feed addresses", async () => {
    const token = openLink.split("/").pop()!;
    const paths = [
      openLink,
      spanishLink,
      `/r/${token}`,
      `/unsubscribe/${token}`,
      `/es/baja/${token}`,
      `/calendar/${token}.ics`,
      `/visit/${token}?utm_source=email`,
    ];
    for (const path of paths) await fetch(`${server.url}${path}`, { redirect: "manual" });
    const spanishToken = spanishLink.split("/").pop()!;
    // The log line is written once the answer has gone.
    const log = await waitFor(() => server.output().includes("utm_source=email") && server.output());
    expect(log).toContain("GET /visit/REDACTED ");
    expect(log).toContain("GET /es/visita/REDACTED ");
    expect(log).toContain("GET /calendar/REDACTED ");
    expect(log).toContain("GET /visit/REDACTED?utm_source=email ");
    expect(log).not.toContain(token);
    expect(log).not.toContain(spanishToken);
  });
});

describe("upper-case addresses", () => {
  it.each([
    ["/ES", "/es"],
    ["/ES/CONTACTO", "/es/contacto"],
    ["/ABOUT", "/about"],
    ["/About?utm_source=flyer", "/about?utm_source=flyer"],
    ["/Services/Tree-Removal", "/services/tree-removal"],
    ["/es/Servicios/Quitar-Arboles", "/es/servicios/quitar-arboles"],
  ])("%s answers 301 to %s", async (path, canonical) => {
    const answer = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(canonical);
  });

  it("leave a visitor's link and the staff pages alone", async () => {
    expect((await fetch(`${server.url}${openLink}`, { redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${server.url}/admin/login`, { redirect: "manual" })).status).toBe(200);
  });
});
