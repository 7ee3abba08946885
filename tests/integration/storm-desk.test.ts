import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startMessagingServer } from "../helpers/messaging";
import { waitFor } from "../helpers/poll";
import { sendQuoteForm } from "../helpers/quote-form";
import type { TestServer } from "../helpers/server";
import type { TestSmtpServer } from "../helpers/smtp";
import { signedInClient, type StaffClient } from "../helpers/staff";

let server: TestServer;
let smtp: TestSmtpServer;
let owner: StaffClient;
/** A Tuesday, 9 a.m. in Waco. */
const CLOCK_START = "2026-12-01T15:00:00.000Z";

beforeAll(async () => {
  ({ server, smtp } = await startMessagingServer({ CLOCK_START, CONTACT_RATE_LIMIT_PER_HOUR: "1000" }));
  owner = await signedInClient(server);
  expect((await owner.api("PATCH", "/api/site-settings", { stormMode: true, stormBookingShare: 0 })).status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

let phones = 0;
/** The quote form sent as a browser without JavaScript sends it; resolves to the answer (a 302, or the form again). */
async function sendQuote(path: string, fields: Array<[string, string]>) {
  const sent: Array<[string, string]> = [["service", "tree-removal"], ...fields];
  if (!fields.some(([name]) => name === "phone"))
    sent.push(["phone", `(254) 555-02${String(10 + phones++).padStart(2, "0")}`]);
  return sendQuoteForm(server, sent, { page: path });
}

async function leadIdOf(name: string) {
  const { db } = server.openDb();
  try {
    return (await db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

const stormCardOf = async (leadId: number) => {
  const html = await (await owner.get(`/admin/leads/${leadId}`)).text();
  return html.slice(html.indexOf('data-testid="storm-card"'));
};

describe("the hazard intake on the quote form (storm mode)", () => {
  it("asks what the tree is doing, whether they can leave and about insurance, in both languages, with each tier's wait as the promise", async () => {
    const english = await page("/contact");
    expect(english).toContain('data-testid="storm-intake"');
    expect(english).toContain("What is the tree doing?");
    expect(english).toContain('name="stormHazards.structure"');
    expect(english).toContain("Hit the roof, but no longer on it");
    expect(english).toContain("Can you leave home safely?");
    expect(english).toContain("Is there an insurance claim?");
    expect(english).toContain("Please add photos of the tree and the damage");
    const promises = english.slice(english.indexOf('class="promises"'), english.indexOf("data-storm-intake"));
    expect(promises).toContain("Storm mode: we call back by danger. Red: within an hour.");
    expect(promises).not.toContain("within one business hour");
    const spanish = await page("/es");
    expect(spanish).toContain("¿Qué está haciendo el árbol?");
    expect(spanish).toContain("¿Puede salir de su casa con seguridad?");
    expect(spanish).toContain("Modo tormenta: llamamos por orden de peligro. Rojo: en menos de una hora.");
    // Pages without the form carry the banner only.
    expect(await page("/about")).not.toContain('data-testid="storm-intake"');
  });

  it("gives the form back with the answers ticked and the missing one said beside its question", async () => {
    const refused = await sendQuote("/es/contacto", [
      ["name", "Inés Ibáñez"],
      ["stormHazards.roof-hit", "on"],
      ["stormInsurance", "yes"],
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Díganos si puede salir de su casa con seguridad");
    const ticked = [...html.matchAll(/<input[^>]*checked=""[^>]*>/g)].map(([input]) => input);
    expect(ticked).toEqual([
      expect.stringContaining('name="stormHazards.roof-hit"'),
      expect.stringMatching(/name="stormInsurance".*value="yes"/),
    ]);
    expect(html).toContain('value="Inés Ibáñez"');
  });

  it("sets the tier from the answers: on a building Red, a roof hit Orange, clean-up Yellow, a household that cannot leave Red", async () => {
    const cases: Array<[string, Array<[string, string]>, string]> = [
      [
        "Ana Ruiz",
        [
          ["stormHazards.structure", "on"],
          ["stormCanLeave", "yes"],
        ],
        "Red",
      ],
      [
        "Bo Núñez",
        [
          ["stormHazards.roof-hit", "on"],
          ["stormCanLeave", "yes"],
        ],
        "Orange",
      ],
      [
        "Cruz Peña",
        [
          ["stormHazards.clean-up", "on"],
          ["stormCanLeave", "yes"],
        ],
        "Yellow",
      ],
      [
        "Dalia Ortiz",
        [
          ["stormHazards.clean-up", "on"],
          ["stormCanLeave", "no"],
        ],
        "Red",
      ],
    ];
    for (const [name, answers] of cases) {
      expect((await sendQuote("/contact", [["name", name], ...answers])).status).toBe(302);
    }
    for (const [name, , tier] of cases) {
      expect(await stormCardOf(await leadIdOf(name)), name).toMatch(new RegExp(`>${tier}</span>`));
    }
    expect(await stormCardOf(await leadIdOf("Ana Ruiz"))).toContain("On the house or another building (resting on it)");
  });

  it("lets staff change a lead's tier on its page without JavaScript, on the timeline", async () => {
    const id = await leadIdOf("Cruz Peña");
    const changed = await owner.postForm(`/admin/leads/${id}`, { intent: "storm-tier", tier: "orange" });
    expect(changed.status).toBe(302);
    const card = await stormCardOf(id);
    expect(card).toMatch(/>Orange<\/span>/);
    expect(card).toContain("Storm tier changed");
    expect(card).toContain("from Yellow to Orange");
    const refused = await owner.postForm(`/admin/leads/${id}`, { intent: "storm-tier", tier: "purple" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose Red, Orange or Yellow");
  });
});

/** The board's leads in the order shown, by tier: "#position name". */
async function boardOrder() {
  const html = await (await owner.get("/admin/storm")).text();
  const columns: Record<string, string[]> = {};
  for (const tier of ["red", "orange", "yellow"]) {
    const start = html.indexOf(`data-tier="${tier}"`);
    const end = html.indexOf("</section>", start);
    columns[tier] = [
      ...html.slice(start, end).matchAll(/title="Queue position">#(\d+)<\/span><a[^>]*>([^<]+)<\/a>/g),
    ].map(([, position, name]) => `#${position} ${name}`);
  }
  return { html, columns };
}

describe("the triage board (/admin/storm)", () => {
  it("orders each tier: cannot leave home, then existing customers, then the longest waiting; blocks by ZIP and street; one tap each", async () => {
    // Ana Ruiz's phone again: an existing customer (the earlier lead is hers).
    const { db } = server.openDb();
    const anaPhone = (
      await db.selectFrom("leads").select("phone").where("name", "=", "Ana Ruiz").executeTakeFirstOrThrow()
    ).phone;
    await db.destroy();
    const sent: Array<[string, Array<[string, string]>]> = [
      [
        "Eva Soto",
        [
          ["phone", anaPhone],
          ["stormHazards.power-line", "on"],
          ["stormCanLeave", "yes"],
        ],
      ],
      [
        "Fe Austin",
        [
          ["address", "1200 Austin Ave, Waco, TX 76710"],
          ["email", "fe.austin@example.com"],
          ["stormHazards.clean-up", "on"],
          ["stormCanLeave", "yes"],
        ],
      ],
      [
        "Gil Bagby",
        [
          ["address", "900 Bagby Ave, Waco, TX 76706"],
          ["stormHazards.clean-up", "on"],
          ["stormCanLeave", "yes"],
        ],
      ],
      [
        "Hugo Austin",
        [
          ["address", "1315 Austin Avenue, Waco, TX 76710"],
          ["email", "hugo.austin@example.com"],
          ["stormHazards.vehicle", "on"],
          ["stormCanLeave", "yes"],
        ],
      ],
    ];
    // Fe Austin writes in Spanish: the owner's update reaches her in the words the owner wrote.
    for (const [name, answers] of sent)
      expect(
        (await sendQuote(name === "Fe Austin" ? "/es/contacto" : "/contact", [["name", name], ...answers])).status,
      ).toBe(302);

    const { html, columns } = await boardOrder();
    expect(html).toMatch(/Red: 3 waiting<span[^>]*> · oldest \d+ min/);
    expect(columns.red).toEqual(["#1 Dalia Ortiz", "#2 Eva Soto", "#3 Ana Ruiz"]);
    expect(columns.orange).toEqual(["#4 Bo Núñez", "#5 Cruz Peña"]);
    // Yellow by block: the two on Austin Ave (76710) together, where the first of them stands.
    expect(columns.yellow).toEqual(["#6 Fe Austin", "#8 Hugo Austin", "#7 Gil Bagby"]);
    expect(html).toContain("76710 · austin ave");
    expect(html).toContain("Cannot leave home");
    expect(html).toContain("Existing customer");
    expect(html).toMatch(/href="\/admin\/storm"[^>]*>Storm<\/a>/);

    const dalia = await leadIdOf("Dalia Ortiz");
    const called = await owner.postForm("/admin/storm", { intent: "called", leadId: String(dalia) });
    expect(called.status).toBe(302);
    expect(called.headers.get("Location")).toBe("/admin/storm");
    const eva = await leadIdOf("Eva Soto");
    expect((await owner.postForm("/admin/storm", { intent: "needs-climber", leadId: String(eva) })).status).toBe(302);
    const after = await boardOrder();
    expect(after.columns.red).toEqual(["#1 Eva Soto", "#2 Ana Ruiz"]);
    expect(after.html).toContain("Needs a climber");
    expect(after.html).toMatch(/disabled=""[^>]*>Climber ✓/);
    expect(await (await owner.get(`/admin/leads/${dalia}`)).text()).toContain("Marked contacted");

    const refused = await owner.postForm("/admin/storm", { intent: "needs-boat", leadId: String(eva) });
    expect(refused.status).toBe(400);
  });
});

describe("the owner's storm update", () => {
  it("goes once a day to each waiting lead of a ZIP code, by email, however often it is pressed", async () => {
    const update = { intent: "storm-update", target: "zip:76710", message: "Crews in 76710 tomorrow from 8 a.m." };
    for (let press = 0; press < 3; press++) expect((await owner.postForm("/admin/storm", update)).status).toBe(302);
    const updates = () => smtp.messages.filter((email) => email.subject === `Waco Tree Service: ${update.message}`);
    await waitFor(() => updates().length >= 2);
    const hugo = await leadIdOf("Hugo Austin");
    // The third press is held on each lead's timeline with why; by then every email has gone.
    await waitFor(async () =>
      (await (await owner.get(`/admin/leads/${hugo}`)).text()).includes("one storm update a day"),
    );
    expect(
      updates()
        .map((email) => email.envelopeTo)
        .flat()
        .sort(),
    ).toEqual(["fe.austin@example.com", "hugo.austin@example.com"]);
    // The owner's words only: who writes (the business's name, its site) and how to stop these emails around them.
    const toHugo = updates().find((email) => email.envelopeTo.includes("hugo.austin@example.com"))!;
    const [heading, words, site, stop, ...more] = toHugo.text.split("\n").filter(Boolean);
    expect([heading, words, more]).toEqual(["Waco Tree Service", update.message, []]);
    expect(site).toMatch(/^Waco Tree Service: http/);
    expect(stop).toMatch(/unsubscribe/i);
    // Written in one language for English and Spanish leads alike: the email claims none, and its
    // footer is marked in the lead's language.
    const to = (address: string) => updates().find((email) => email.envelopeTo.includes(address))!.html;
    for (const html of [to("fe.austin@example.com"), to("hugo.austin@example.com")])
      expect(html).toMatch(/^<!DOCTYPE html><html><body/);
    expect(to("fe.austin@example.com")).toMatch(/<p lang="es"[^>]*><a [^>]*>¿No quiere recibir nuestros correos\?/);
    expect(to("hugo.austin@example.com")).toMatch(/<p lang="en"[^>]*><a [^>]*>Don&#x27;t want emails/);
    const refused = await owner.postForm("/admin/storm", { ...update, target: "zip:7671" });
    expect(refused.status).toBe(400);
  });
});
