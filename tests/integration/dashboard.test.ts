import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";

let server: TestServer;
let staff: StaffClient;

const MINUTE = 60_000;
const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
// Emergencies are promised in clock minutes, so the expected numbers do not depend on business hours.
const emergency = "emergency-tree-service";

/** Received `ago` minutes ago; contacted `after` minutes later (never when undefined); promised within 60. */
function lead(
  name: string,
  ago: number,
  after: number | undefined,
  extra: Parameters<typeof insertLeads>[1][0] | object,
) {
  return {
    name,
    service: emergency,
    createdAt: at(ago),
    callbackDueAt: at(ago - 60),
    isContacted: after !== undefined,
    contactedAt: after === undefined ? undefined : at(ago - after),
    ...extra,
  };
}

beforeAll(async () => {
  server = await startServer({ env: adminEnv });
  staff = await signedInClient(server);
  await insertLeads(server, [
    // UTM wins over the referrer; source and medium are read without case.
    lead("Ad Won", 4000, 10, {
      utmSource: "Google",
      utmMedium: "CPC",
      referrer: "https://www.facebook.com/",
      sourcePage: "/services/tree-removal",
      outcome: "won",
      jobValueCents: 180_000,
    }),
    lead("Ad Lost", 3000, 30, {
      utmSource: "google",
      utmMedium: "cpc",
      sourcePage: "/services/tree-removal",
      outcome: "lost",
      lostReason: "price",
    }),
    lead("Facebook Won", 2000, 120, {
      referrer: "https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com",
      sourcePage: "/services/tree-removal",
      outcome: "won",
    }),
    lead("Search Open", 1000, 300, { referrer: "https://www.google.co.uk/", sourcePage: "/" }),
    lead("Direct Overdue", 180, undefined, {}),
    lead("Direct Waiting", 10, undefined, { callbackDueAt: at(-50) }),
    // Outside the last 30 days.
    lead("Old", 40 * 24 * 60, 5, { utmSource: "newsletter", outcome: "won", jobValueCents: 99_900 }),
  ]);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

async function dashboard(query = "?period=30d") {
  const response = await staff.get(`/admin${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, text: textOf(html) };
}

const testId = (html: string, id: string) => html.match(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`))?.[1];

describe("the staff home's dashboard, against a seeded set of leads", () => {
  it("has the six panels, each chart an image stating its numbers and followed by its table", async () => {
    const { html, text } = await dashboard();
    for (const title of [
      "Leads per week",
      "Where leads come from",
      "Why we lose",
      "Call-back promise kept",
      "Outcomes",
      "Estimates",
    ]) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${title}</h3>`));
    }
    const charts = [...html.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(charts).toHaveLength(6);
    expect(html.match(/<summary[^>]*>Show as table<\/summary>/g)).toHaveLength(6);
    expect(charts.join("\n")).toContain("google / cpc, 2 leads, 1 won");
    expect(charts.join("\n")).toContain("Outcomes: 3 open, 2 won, 1 lost.");
    // The overdue count and whether lead notifications get through stay at the top.
    expect(text.indexOf("Overdue")).toBeLessThan(text.indexOf("Leads per week"));
    expect(text.indexOf("Lead notifications")).toBeLessThan(text.indexOf("Leads per week"));
  });

  it("puts every lead of the period in one of its weeks, by service", async () => {
    const weekly = (html: string) => {
      const label = html.match(/aria-label="(Leads per week[^"]*)"/)![1]!;
      return [...label.matchAll(/week of \w+ \d+, (\d+) leads?/g)].map((match) => Number(match[1]));
    };
    const thirtyDays = weekly((await dashboard()).html);
    // 30 days reach into five or six Monday-to-Sunday weeks.
    expect(thirtyDays.length).toBeGreaterThanOrEqual(5);
    expect(thirtyDays.reduce((sum, leads) => sum + leads, 0)).toBe(6);
    // This year also holds the lead of 40 days ago, unless this is early January in Waco.
    const wacoYear = (time: number) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", year: "numeric" }).format(time);
    const year = weekly((await dashboard("?period=year")).html);
    expect(year.reduce((sum, leads) => sum + leads, 0)).toBe(
      wacoYear(now - 40 * 24 * 3_600_000) === wacoYear(now) ? 7 : 6,
    );
    const { html } = await dashboard();
    // One cell of words per week for the services, so the table fits a phone (issue #42).
    expect(html).toMatch(/<th[^>]*>By service<\/th>/);
    expect(html).toMatch(/Emergency Service\u00a0\d+/);
  });

  it("attributes sources: UTM source / medium, else the referring site, else Direct", async () => {
    const { text } = await dashboard();
    expect(text).toContain("google / cpc 2 1 $1,800");
    expect(text).toContain("facebook 1 1 $0");
    expect(text).toMatch(/ google 1 0 \$0/);
    expect(text).toContain("Direct 2 0 $0");
    expect(text).not.toContain("newsletter");
    expect(text).toMatch(/Top landing pages \/services\/tree-removal 3 leads Unknown 2 leads \/ 1 lead/);
  });

  it("counts the call-back promise and the time to first contact as the Overdue badge does", async () => {
    const { html, text } = await dashboard();
    // Due: the four contacted and the overdue one (not the one still within its hour); kept: two.
    expect(testId(html, "promise-kept")).toBe("40%");
    expect(text).toContain("2 of 5 leads due");
    // Median of 10, 30, 120 and 300 minutes.
    expect(testId(html, "promise-median")).toBe("1 h 15 min");
    // The chart states the overall share too, after the share of each week.
    expect(html).toMatch(/aria-label="Share of leads called back within the promise, per week: [^"]*\. Overall 40%\."/);
  });

  it("shows won jobs and won value per source in the chart itself, not only in its table", async () => {
    const { html } = await dashboard();
    const chart = html.match(/<svg[^>]*aria-label="(Leads by source[^"]*)"[\s\S]*?<\/svg>/)!;
    expect(chart[1]).toContain("google / cpc, 2 leads, 1 won worth $1,800");
    expect(chart[0].replace(/<[^>]+>/g, "")).toContain("1 won · $1,800");
  });

  it('sums up "Why we lose": lost reasons with count and share', async () => {
    const { text } = await dashboard();
    const panel = text.slice(text.indexOf("Why we lose"));
    expect(panel).toContain("1 lead lost in this period");
    expect(panel).toMatch(/Reason Leads Share Price 1 100%/);
  });

  it("counts outcomes: open, won, lost, win rate and won value", async () => {
    const { html, text } = await dashboard();
    expect(text).toContain("6 leads, by service.");
    expect(testId(html, "outcomes-win-rate")).toBe("67%");
    expect(testId(html, "outcomes-won-value")).toBe("$1,800");
  });

  it("changes the period through plain links; this year includes older leads, and an odd value shows 12 weeks", async () => {
    const { html } = await dashboard("");
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Last 12 weeks<\/a>/);
    expect(html).toMatch(/href="\/admin\?period=30d"/);
    const odd = await dashboard("?period=forever");
    expect(odd.html).toMatch(/<a[^>]*aria-current="page"[^>]*>Last 12 weeks<\/a>/);
    const year = await dashboard("?period=year");
    expect(year.html).toMatch(/<a[^>]*aria-current="page"[^>]*>This year<\/a>/);
  });

  it("shows a new outcome at once (the cache follows the data)", async () => {
    await dashboard();
    const [id] = await insertLeads(server, [lead("Late Win", 500, 20, {})]);
    const patch = await staff.api("PATCH", `/api/leads/${id}`, { outcome: "won", jobValue: 200 });
    expect(patch.status).toBe(200);
    const { html } = await dashboard();
    expect(testId(html, "outcomes-won-value")).toBe("$2,000");
  });

  it("counts the period's leads that became visits: booked ones only, by when the lead came", async () => {
    const { db } = server.openDb();
    const ids = Object.fromEntries(
      (await db.selectFrom("leads").select(["id", "name"]).execute()).map((row) => [row.name, row.id]),
    );
    const visit = (name: string, day: string, status: "booked" | "cancelled") => ({
      leadId: ids[name]!,
      uid: `${name}@example.test`,
      date: day,
      starts: "08:00",
      ends: "10:00",
      place: 1,
      status,
      bookedBy: "staff" as const,
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    });
    await db
      .insertInto("visits")
      .values([
        visit("Ad Won", "2030-01-07", "booked"),
        visit("Old", "2030-01-08", "booked"),
        visit("Search Open", "2030-01-09", "cancelled"),
      ])
      .execute();
    await db.destroy();
    const became = (html: string) => html.match(/Leads that became visits<\/dt><dd[^>]*>\d+% \((\d+)\)</)?.[1];
    expect(became((await dashboard()).html)).toBe("1");
    const wacoYear = (time: number) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", year: "numeric" }).format(time);
    expect(became((await dashboard("?period=year")).html)).toBe(
      wacoYear(now - 40 * 24 * 3_600_000) === wacoYear(now) ? "2" : "1",
    );
  });
});
