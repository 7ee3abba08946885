import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { builderFields, customerLink, decodeHtml, readDb } from "../helpers/estimates";
import { moveClockTo, startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

// Issue #47's guards (decisions 091, 095): the storm price warning in the builder and the Chapter 58
// clause, during storm mode and for 30 days after, on jobs outside McLennan and the counties next to
// it and on those whose county is not given.
const BEFORE_STORM = "2026-03-10T10:00:00-05:00";
const IN_THE_STORM = "2026-03-12T09:00:00-05:00";
const STORM_OVER = "2026-03-14T09:00:00-05:00";
const DAY_29_AFTER = "2026-04-12T08:00:00-05:00";
const DAY_31_AFTER = "2026-04-14T10:00:00-05:00";
const EXPIRES_ON = "2026-06-30";
// A second storm, seven weeks after the first ended.
const STORM_B = "2026-05-04T09:00:00-05:00";
const STORM_B_OVER = "2026-05-06T09:00:00-05:00";
const DAY_26_AFTER_B = "2026-06-01T09:00:00-05:00";

let server: TestServer;
let owner: StaffClient;

beforeAll(async () => {
  server = await startServer({ env: { ...adminEnv, CLOCK_START: BEFORE_STORM } });
  owner = await signedInClient(server);
});

afterAll(async () => {
  await server?.stop();
});

/** Moves the clock on; the owner signs in again (a session idles out after days). */
async function moveTo(time: string) {
  await moveClockTo(server, time);
  await owner.signIn();
}

let phone = 2545550300;
const newLead = async (name: string) =>
  (await insertLeads(server, [{ name, phone: String(phone++), email: `${phone}@example.test` }]))[0]!;

async function sendByApi(
  leadId: number,
  lines: Array<{ description: string; unitPrice: number }>,
  disasterCounty?: string,
) {
  const response = await owner.api("POST", `/api/leads/${leadId}/estimates`, {
    lines,
    expiresOn: EXPIRES_ON,
    send: true,
    disasterCounty,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

const noticesOf = (estimateId: number) =>
  readDb(server, async (db) => {
    const version = await db
      .selectFrom("estimateVersions")
      .select("notices")
      .where("estimateId", "=", estimateId)
      .orderBy("number", "desc")
      .executeTakeFirstOrThrow();
    return JSON.parse(version.notices) as string[];
  });

/** A page's words as a reader sees them: no tags, no React text-joining comments. */
const wordsOf = (html: string) => decodeHtml(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""));

const builderPath = (leadId: number) => `/admin/leads/${leadId}/estimate`;
const stormLines = [
  // The same work as before the storm, typed differently: $1,500 against $1,000 (50 % above).
  { description: "tree  removal", area: "Pecan on the garage", unitPrice: "1,500" },
  // 6.7 % above $150: no warning.
  { description: "Stump Grinding & Removal", unitPrice: "160" },
  // No price before the storm to compare with.
  { description: "Tarp the roof", unitPrice: "900" },
];

describe("storm mode's guards on estimates", () => {
  it("warns the owner, in the builder and the API, naming the line and the pre-storm price, and sends once they confirm; Chapter 58 on jobs away or of no county, not at home, until 30 days after", async () => {
    // Before the storm: the owner's prices, and no clause.
    const regular = await newLead("Marisol Peña");
    const before = await sendByApi(regular, [
      { description: "Tree Removal", unitPrice: 100_000 },
      { description: "Stump Grinding & Removal", unitPrice: 15_000 },
    ]);
    expect(await noticesOf(before.id)).toEqual([]);

    await moveTo(IN_THE_STORM);
    expect((await owner.api("PATCH", "/api/site-settings", { stormMode: true })).status).toBe(200);
    const stormLead = await newLead("Zoë Brontë");

    // The saved draft shows the warning in the builder, and the clause it will carry.
    const saved = await owner.postForm(
      builderPath(stormLead),
      builderFields(stormLines, "estimate-save", { expiresOn: EXPIRES_ON }),
    );
    expect(saved.status).toBe(302);
    const draftHtml = await (await owner.get(builderPath(stormLead))).text();
    const draftPage = wordsOf(draftHtml);
    expect(draftPage).toContain("Storm prices: check before sending");
    expect(draftPage).toContain("Line 1, tree  removal:");
    expect(draftPage).toContain("$1,500.00 a unit, 50% above the pre-storm price of $1,000.00");
    expect(draftPage).not.toContain("Line 2, Stump");
    expect(draftPage).not.toContain("Line 3, Tarp");
    expect(draftPage).toContain(
      "Storm mode, now and for 30 days after it ends: an estimate for a job outside McLennan County and the counties " +
        "next to it (Bell, Bosque, Coryell, Falls, Hill, Limestone), or with no county given, carries the Chapter 58 " +
        "disaster clause and takes no deposit",
    );
    expect(draftPage).toContain("This estimate, as saved, carries the clause.");
    const estimateId = /name="estimateId" value="(\d+)"/.exec(draftHtml)![1]!;

    // Send without the box: not sent, the warning and the box come back with the lines as typed.
    const fields = builderFields(stormLines, "estimate-send", { expiresOn: EXPIRES_ON, estimateId });
    const held = await owner.postForm(builderPath(stormLead), fields);
    expect(held.status).toBe(409);
    const heldHtml = await held.text();
    expect(wordsOf(heldHtml)).toContain("Not sent yet: check the storm prices below and tick the box to send.");
    expect(wordsOf(heldHtml)).toContain("$1,500.00 a unit, 50% above the pre-storm price of $1,000.00");
    expect(heldHtml).toContain('value="Pecan on the garage"');
    const confirmKey = /<input[^>]*name="pricesConfirmed"[^>]*value="([^"]+)"/.exec(heldHtml)![1]!;

    // The box confirms those prices only: a price raised since is asked about again.
    const raised = stormLines.map((line, index) => (index === 0 ? { ...line, unitPrice: "1,800" } : line));
    const again = await owner.postForm(builderPath(stormLead), {
      ...builderFields(raised, "estimate-send", { expiresOn: EXPIRES_ON, estimateId }),
      pricesConfirmed: confirmKey,
    });
    expect(again.status).toBe(409);
    expect(wordsOf(await again.text())).toContain("$1,800.00 a unit, 80% above the pre-storm price of $1,000.00");

    const sent = await owner.postForm(builderPath(stormLead), { ...fields, pricesConfirmed: confirmKey });
    expect(sent.status).toBe(302);
    const leadPage = wordsOf(await (await owner.get(`/admin/leads/${stormLead}`)).text());
    expect(leadPage).toContain(
      "Sent above the pre-storm prices, checked: line 1 at $1,500.00 (before the storm $1,000.00)",
    );

    // The API: the same rule, a 409 naming the line in cents, nothing stored until the prices are confirmed.
    const apiLead = await newLead("Anaïs Villarreal");
    const apiLines = [
      { description: "Tree Removal", unitPrice: 150_000 },
      { description: "Tarp the roof", unitPrice: 90_000 },
    ];
    const post = (extra: object = {}) =>
      owner.api("POST", `/api/leads/${apiLead}/estimates`, {
        lines: apiLines,
        expiresOn: EXPIRES_ON,
        send: true,
        ...extra,
      });
    const refused = await post();
    expect(refused.status).toBe(409);
    const refusal = (await refused.json()) as Record<string, unknown>;
    expect(refusal).toEqual({
      success: false,
      message:
        "Not sent: storm prices to check: line 1 (Tree Removal) at $1,500.00, 50% above the pre-storm $1,000.00. " +
        'To send them as they are, post again with "confirmedPrices": [{"line":1,"unitPrice":150000}].',
      stormPrices: [{ line: 1, description: "Tree Removal", unitPrice: 150_000, preStormPrice: 100_000, above: 50 }],
      confirmedPrices: [{ line: 1, unitPrice: 150_000 }],
    });
    // Confirming another price is no confirmation.
    expect((await post({ confirmedPrices: [{ line: 1, unitPrice: 140_000 }] })).status).toBe(409);
    const listed = await owner.api("GET", `/api/leads/${apiLead}/estimates`);
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
    const confirmed = await post({ confirmedPrices: refusal.confirmedPrices });
    expect(confirmed.status).toBe(201);
    expect(await noticesOf(((await confirmed.json()) as { id: number }).id)).toEqual(["disaster"]);
    expect(wordsOf(await (await owner.get(`/admin/leads/${apiLead}`)).text())).toContain(
      "Sent above the pre-storm prices, checked: line 1 at $1,500.00 (before the storm $1,000.00)",
    );

    // The clause, on the customer's page and in the PDF.
    expect(await noticesOf(Number(estimateId))).toEqual(["disaster"]);
    const link = await customerLink(owner, stormLead);
    const online = wordsOf(await (await fetch(`${server.url}${link}`)).text());
    expect(online).toContain("Disaster remediation (Chapter 58)");
    const pdf = await fetch(`${server.url}${link}/pdf`);
    expect(pdf.status).toBe(200);
    const pdfText = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())))).text.join(
      "\n",
    );
    expect(pdfText).toContain("Disaster remediation (Chapter 58)");
    // The PDF wraps lines: compare without the spaces.
    expect(pdfText.replace(/\s+/g, "")).toContain("Nodepositistakenbeforeworkbegins.");

    // A job in McLennan or a county next to it: no clause, a deposit may be asked; one further away: the clause.
    const home = await sendByApi(
      await newLead("Zoë Brontë"),
      [{ description: "Tarp the roof", unitPrice: 90_000 }],
      "McLennan County",
    );
    expect(await noticesOf(home.id)).toEqual([]);
    const away = await sendByApi(
      await newLead("Aurélie Soto"),
      [{ description: "Tarp the roof", unitPrice: 90_000 }],
      "harris",
    );
    expect(await noticesOf(away.id)).toEqual(["disaster"]);
    const bellLead = await newLead("Ángel Treviño");
    const bell = { expiresOn: EXPIRES_ON, disasterCounty: "Bell" };
    await owner.postForm(
      builderPath(bellLead),
      builderFields([{ description: "Tarp the roof", unitPrice: "900" }], "estimate-save", bell),
    );
    expect(wordsOf(await (await owner.get(builderPath(bellLead))).text())).toContain(
      "This estimate, as saved, is for a home-county job: no Chapter 58 clause.",
    );

    // Storm mode off: the guards hold for 30 days, then stop; the typed county still adds the clause.
    await moveTo(STORM_OVER);
    expect((await owner.api("PATCH", "/api/site-settings", { stormMode: false })).status).toBe(200);
    await moveTo(DAY_29_AFTER);
    const late = await sendByApi(await newLead("Dolores Garza"), [{ description: "Tree Removal", unitPrice: 100_000 }]);
    expect(await noticesOf(late.id)).toEqual(["disaster"]);
    const builderAfter = wordsOf(await (await owner.get(builderPath(await newLead("Íñigo Ruiz")))).text());
    expect(builderAfter).toContain("Storm mode, until April 13, 2026: an estimate for a job outside McLennan County");

    await moveTo(DAY_31_AFTER);
    const calm = await sendByApi(await newLead("Renée Okafor"), [{ description: "Tree Removal", unitPrice: 180_000 }]);
    expect(await noticesOf(calm.id)).toEqual([]);
    const countyLead = await newLead("José Álvarez");
    const fromAfar = await owner.postForm(
      builderPath(countyLead),
      builderFields([{ description: "Tree Removal", unitPrice: "1,800" }], "estimate-send", {
        expiresOn: EXPIRES_ON,
        disasterCounty: "Harris County",
      }),
    );
    expect(fromAfar.status).toBe(302);
    const countyHtml = await (await owner.get(builderPath(countyLead))).text();
    expect(wordsOf(countyHtml)).not.toContain("Storm prices");
    expect(wordsOf(countyHtml)).not.toContain("Storm mode,");
    expect(await noticesOf(Number(/name="estimateId" value="(\d+)"/.exec(countyHtml)![1]))).toEqual(["disaster"]);
  });

  it("keeps every storm's dates: a second storm's pre-storm prices leave out the first storm's, its clause runs from its own end, and Settings lists both", async () => {
    // Between the storms (31 days after the first): an ordinary price for a tarp.
    const between = await sendByApi(await newLead("Noé Castañeda"), [
      { description: "Tarp the roof", unitPrice: 40_000 },
    ]);
    expect(await noticesOf(between.id)).toEqual([]);

    await moveTo(STORM_B);
    expect((await owner.api("PATCH", "/api/site-settings", { stormMode: true })).status).toBe(200);
    // $600 is 50 % above the $400 before this storm; the first storm's $900 is no pre-storm price.
    const tarp = await owner.api("POST", `/api/leads/${await newLead("Maëlle Ríos")}/estimates`, {
      lines: [{ description: "Tarp the roof", unitPrice: 60_000 }],
      expiresOn: EXPIRES_ON,
      send: true,
    });
    expect(tarp.status).toBe(409);
    expect(((await tarp.json()) as { stormPrices: unknown }).stormPrices).toEqual([
      { line: 1, description: "Tarp the roof", unitPrice: 60_000, preStormPrice: 40_000, above: 50 },
    ]);

    await moveTo(STORM_B_OVER);
    expect((await owner.api("PATCH", "/api/site-settings", { stormMode: false })).status).toBe(200);
    const settings = wordsOf(await (await owner.get("/admin/settings")).text());
    expect(settings).toContain("Past storms (Waco time)");
    expect(settings).toContain("May 4, 2026, 9:00 AM to May 6, 2026, 9:00 AM");
    expect(settings).toContain("Mar 12, 2026, 9:00 AM to Mar 14, 2026, 9:00 AM");

    // 26 days after the second storm (78 after the first): the clause still holds.
    await moveTo(DAY_26_AFTER_B);
    const late = await sendByApi(await newLead("Jesús Cantú"), [{ description: "Stump grinding", unitPrice: 20_000 }]);
    expect(await noticesOf(late.id)).toEqual(["disaster"]);
    const builder = wordsOf(await (await owner.get(builderPath(await newLead("Itzel Peña")))).text());
    expect(builder).toContain("Storm mode, until June 5, 2026: an estimate for a job outside McLennan County");
  });
});
