import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startOwnerServer } from "../helpers/messaging";
import type { TestServer } from "../helpers/server";
import type { TestSmtpServer } from "../helpers/smtp";
import { insertLeads, type StaffClient } from "../helpers/staff";

// Tuesday 10 a.m. in Waco: customer hours, so the emails go at once.
const TUESDAY = "2026-03-10T10:00:00-05:00";
const FRIDAY = "2026-03-13";

let server: TestServer;
let smtp: TestSmtpServer;
let owner: StaffClient;

beforeAll(async () => {
  ({ smtp, server, owner } = await startOwnerServer({ CLOCK_START: TUESDAY }));
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const decode = (html: string) =>
  html
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
const customerGet = async (path: string) => decode(await (await fetch(`${server.url}${path}`)).text());
const customerPost = (path: string, fields: Array<[string, string]>) =>
  fetch(`${server.url}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
const leadPage = async (leadId: number) => decode(await (await owner.get(`/admin/leads/${leadId}`)).text());

/** A lead's estimate sent by the owner and accepted by the customer without JavaScript; resolves to where the yes lands. */
async function acceptAnEstimate(leadId: number, signerName: string) {
  const created = await owner.api("POST", `/api/leads/${leadId}/estimates`, {
    lines: [{ description: "Remove the split pecan", quantity: 1, unitPrice: 95_000 }],
    expiresOn: "2026-04-30",
    send: true,
  });
  expect(created.status).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const accepted = await customerPost(new URL(url).pathname, [
    ["intent", "accept"],
    ["signerName", signerName],
    ["agree", "on"],
  ]);
  expect(accepted.status).toBe(303);
  return { estimatePath: new URL(url).pathname, landing: accepted.headers.get("Location")! };
}

/** The lead page's job card: the window its select sends as staff see it (the chosen one, else the first). */
function chosenJobWindow(html: string) {
  const card = html.slice(html.indexOf('data-testid="job-task"'));
  const chosen = /<option selected="" value="([^"]+)"|<option value="([^"]+)" selected=""/.exec(card);
  return chosen?.slice(1).find(Boolean) ?? /<option value="([^"]+)"/.exec(card)?.[1];
}

describe("after a yes, the job is scheduled", () => {
  it("lands the customer on what happens next, takes the day they ask for, and the office books the job visit in one action", async () => {
    const [leadId] = await insertLeads(server, [
      { name: "Renée Ortiz", phone: "2545550141", email: "renee.job@example.test", address: "1510 N 15th St, Waco" },
    ]);
    const { estimatePath, landing } = await acceptAnEstimate(leadId!, "Renée Ortiz");
    expect(landing).toBe(`${estimatePath}/job`);

    const next = await customerGet(landing);
    expect(next).toContain("Estimate accepted: thank you!");
    expect(next).toContain("we call you within one business day to set the day of the job");
    expect(next).not.toContain('data-testid="mobile-call-bar"');
    expect(next).toContain('type="date"');
    // The estimate page itself says what comes next, too.
    expect(await customerGet(estimatePath)).toContain("We'll call you within one business day");

    // The signed estimate's email links to the job page.
    const signed = await waitForEmail("renee.job@example.test", /Estimate accepted/);
    expect(signed.text).toContain(`${estimatePath}/job`);

    const tooSoon = await customerPost(landing, [["day", "2026-03-10"]]);
    expect(tooSoon.status).toBe(400);
    expect(decode(await tooSoon.text())).toContain("Please pick a day from tomorrow on.");
    const asked = await customerPost(landing, [
      ["day", FRIDAY],
      ["note", "Gate code 4471; the dog stays inside"],
    ]);
    expect(asked.status).toBe(303);
    // Without JavaScript the browser lands on the answer, not at the top of the page.
    expect(asked.headers.get("Location")).toBe(`${landing}#job-status`);
    expect(await customerGet(landing)).toContain("you asked for March 13, 2026");

    // The office's task: what the customer asked for, and Friday's first window already chosen.
    const before = await leadPage(leadId!);
    expect(before).toContain("Schedule the job");
    expect(before).toContain("The customer asked for Friday, March 13: “Gate code 4471; the dog stays inside”");
    expect(before).toContain("Fri Mar 13, 8-10 (the day asked for)");
    expect(before).toContain("Customer asked for a day for the job");
    const slot = chosenJobWindow(before);
    expect(slot?.startsWith(FRIDAY)).toBe(true);

    const booked = await owner.postForm(`/admin/leads/${leadId}`, {
      intent: "visit-book",
      purpose: "job",
      slot: slot!,
    });
    expect(booked.status).toBe(302);
    const after = await leadPage(leadId!);
    expect(after).toContain("Job visit");
    expect(after).toMatch(/data-testid="lead-job-visit"/);
    // After a yes there is no estimate visit left to book: its card is gone (none was booked).
    expect(after).not.toMatch(/>Book visit</);
    expect(after).not.toContain('data-testid="visitor-link"');
    const visits = await readVisits(leadId!);
    expect(visits).toEqual([expect.objectContaining({ purpose: "job", date: FRIDAY, status: "booked" })]);

    // The customer's email says job, not estimate visit, and the job page shows the booked day.
    const invitation = await waitForEmail("renee.job@example.test", /Your tree job is booked/);
    expect(invitation.text).not.toMatch(/estimate visit/i);
    expect(invitation.calendars[0]).toContain("SUMMARY:Tree job");
    expect(await customerGet(landing)).toMatch(/Your job is booked: [^<]*March 13/);
  });

  it("speaks Spanish to a Spanish lead, from the yes to the booked day", async () => {
    const [leadId] = await insertLeads(server, [
      { name: "Íñigo Peña", phone: "2545550142", email: "inigo.trabajo@example.test", address: "2200 Bosque Blvd" },
    ]);
    const { db } = server.openDb();
    await db.updateTable("leads").set({ language: "es" }).where("id", "=", leadId!).execute();
    await db.destroy();
    const { estimatePath, landing } = await acceptAnEstimate(leadId!, "Íñigo Peña");
    expect(estimatePath.startsWith("/es/presupuesto/")).toBe(true);
    expect(landing).toBe(`${estimatePath}/trabajo`);
    const next = await customerGet(landing);
    expect(next).toContain("Presupuesto aceptado: ¡gracias!");
    expect(next).toContain("le llamamos dentro de un día hábil para fijar el día del trabajo");
    expect(next).not.toContain('data-testid="mobile-call-bar"');
    // The English job address of a Spanish estimate goes to its Spanish page.
    const english = await fetch(
      `${server.url}${landing.replace(/^\/es\/presupuesto/, "/estimate").replace(/trabajo$/, "job")}`,
      {
        redirect: "manual",
      },
    );
    expect(english.headers.get("Location")).toBe(landing);

    expect((await customerPost(landing, [["day", ""]])).status).toBe(303);
    expect(await customerGet(landing)).toContain("cualquier día le conviene");
    const slot = chosenJobWindow(await leadPage(leadId!));
    expect(slot).toBeTruthy();
    expect(
      (await owner.postForm(`/admin/leads/${leadId}`, { intent: "visit-book", purpose: "job", slot: slot! })).status,
    ).toBe(302);
    await waitForEmail("inigo.trabajo@example.test", /Su trabajo está reservado/);
    expect(await customerGet(landing)).toContain("Su trabajo está reservado");
  });

  it("keeps a Won lead's estimate visit on record, with nothing left to book or move", async () => {
    const [leadId, wonByPhone] = await insertLeads(server, [
      { name: "Lucía Garza", phone: "2545550144", email: "lucia.visit@example.test" },
      { name: "Bruno Salas", phone: "2545550145", outcome: "won", jobValueCents: 50_000 },
    ]);
    // Visitors may book online, so the customer's own link offers windows while the lead is open.
    const availability = await owner.postForm("/admin/settings/availability", {
      intent: "save-availability",
      windows: "Mon 08:00-10:00\nTue 08:00-10:00\nWed 08:00-10:00\nThu 08:00-10:00\nFri 08:00-10:00",
      placesPerWindow: "2",
      blackoutDates: "",
      minNoticeDays: "1",
      horizonDays: "14",
      selfBooking: "on",
    });
    expect(availability.status).toBe(302);
    const open = await leadPage(leadId!);
    expect(open).toMatch(/>Book visit</);
    const slot = /<option value="([^"]+)"/.exec(open.slice(open.indexOf('id="visit"')))?.[1];
    const booked = await owner.postForm(`/admin/leads/${leadId}`, { intent: "visit-book", slot: slot! });
    expect(booked.status).toBe(302);
    const bookedPage = await leadPage(leadId!);
    expect(bookedPage).toMatch(/>Move visit</);
    const visitorLink = new URL(/href="([^"]+)" data-testid="visitor-link"/.exec(bookedPage)![1]!).pathname;
    // What the page shows (its words for every state also travel in the loader's data).
    const visitorPage = async () => {
      const html = decode(await (await fetch(`${server.url}${visitorLink}`)).text());
      return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    };
    expect(await visitorPage()).toContain("Need another time?");

    await acceptAnEstimate(leadId!, "Lucía Garza");
    const won = await leadPage(leadId!);
    const card = won.slice(won.indexOf('id="visit"'), won.indexOf("</section>", won.indexOf('id="visit"')));
    expect(card).toContain('data-testid="lead-visit"');
    expect(card).toContain("booked by staff");
    // Still ahead, so it can be called off; nothing to book, move or send the customer to.
    expect(card).toContain("Cancel visit");
    expect(card).not.toMatch(/>(Book|Move) visit</);
    expect(card).not.toContain('data-testid="visitor-link"');
    expect(won).toContain("Estimate visit booked");
    // The customer's own link shows the visit and Cancel, and offers no other window.
    const customerView = await visitorPage();
    expect(customerView).toContain("Your estimate visit is booked");
    expect(customerView).toContain("Cancel the visit");
    expect(customerView).not.toContain("Need another time?");

    const wonPage = await leadPage(wonByPhone!);
    expect(wonPage).not.toContain('id="visit"');
    expect(wonPage).not.toMatch(/>Book visit</);

    // Posted directly, without the form: refused, and the visit stays where it was.
    for (const [id, intent] of [
      [leadId!, "visit-move"],
      [wonByPhone!, "visit-book"],
    ] as const) {
      const refused = await owner.postForm(`/admin/leads/${id}`, { intent, slot: slot! });
      expect(refused.status).toBe(409);
      expect(decode(await refused.text())).toContain(
        "This lead is won, so its estimate visit can't be booked or moved",
      );
    }
    expect(await leadPage(wonByPhone!)).not.toContain('id="visit"');
  });

  it("keeps the job page closed until the estimate is accepted", async () => {
    const [leadId] = await insertLeads(server, [{ name: "Tomás Vela", phone: "2545550143", email: null }]);
    const created = await owner.api("POST", `/api/leads/${leadId}/estimates`, {
      lines: [{ description: "Thin the cedar elms", quantity: 1, unitPrice: 40_000 }],
      expiresOn: "2026-04-30",
      send: true,
    });
    const path = new URL(((await created.json()) as { url: string }).url).pathname;
    const early = await fetch(`${server.url}${path}/job`, { redirect: "manual" });
    expect(early.status).toBe(302);
    expect(early.headers.get("Location")).toBe(path);
    expect((await customerPost(`${path}/job`, [["day", FRIDAY]])).status).toBe(302);
    const waiting = await leadPage(leadId!);
    expect(waiting).not.toContain("Schedule the job");
    // No yes yet: the estimate visit can still be booked.
    expect(waiting).toMatch(/>Book visit</);
  });
});

async function readVisits(leadId: number) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("visits").selectAll().where("leadId", "=", leadId).execute();
  } finally {
    await db.destroy();
  }
}

async function waitForEmail(to: string, subject: RegExp) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = smtp.messages.find((message) => message.envelopeTo.includes(to) && subject.test(message.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
