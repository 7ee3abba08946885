import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, adminEnv, insertLeads, signedInClient, type StaffClient } from "../helpers/staff";
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

type ApiLead = {
  id: number;
  isContacted: boolean;
  outcome: string;
  jobValue: number | null;
  lostReason: string | null;
};

async function patch(id: number, body: unknown) {
  const response = await staff.api("PATCH", `/api/leads/${id}`, body);
  return { status: response.status, body: (await response.json()) as { message: string; data?: ApiLead } };
}

async function apiLead(id: number) {
  return ((await (await staff.request(`/api/leads/${id}`)).json()) as { data: ApiLead }).data;
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("a lead's outcome through the API", () => {
  it("is open for a new lead, in /api/leads and /api/leads/{id}", async () => {
    const name = unique("Open Lead");
    const [id] = await insertLeads(server, [{ name }]);
    expect(await apiLead(id!)).toMatchObject({ outcome: "open", jobValue: null, lostReason: null, isContacted: false });
    const list = (await (await staff.request(`/api/leads?q=${encodeURIComponent(name)}`)).json()) as {
      data: ApiLead[];
    };
    expect(list.data).toEqual([expect.objectContaining({ id, outcome: "open", jobValue: null, lostReason: null })]);
  });

  it("marks a lead won with its job value, which also marks it contacted, and reopens it", async () => {
    const [id] = await insertLeads(server, [{ name: unique("Won Lead") }]);
    const won = await patch(id!, { outcome: "won", jobValue: 1800.5 });
    expect(won.status).toBe(200);
    expect(won.body.data).toMatchObject({ outcome: "won", jobValue: 1800.5, lostReason: null, isContacted: true });

    const reopened = await patch(id!, { outcome: "open" });
    expect(reopened.body.data).toMatchObject({ outcome: "open", jobValue: null, isContacted: true });

    const html = textOf(await (await staff.get(`/admin/leads/${id}`)).text());
    expect(html).toContain("Marked contacted");
    expect(html).toContain("Marked won");
    expect(html).toContain("Job value $1,800.50");
    expect(html).toContain("Reopened");
    expect(html).toContain(ADMIN_EMAIL);
  });

  it("marks a lead lost with a reason from the list; isContacted can't contradict it", async () => {
    const [id] = await insertLeads(server, [{ name: unique("Lost Lead") }]);
    const lost = await patch(id!, { outcome: "lost", lostReason: "out-of-area" });
    expect(lost.body.data).toMatchObject({ outcome: "lost", lostReason: "out-of-area", isContacted: true });
    const html = textOf(await (await staff.get(`/admin/leads/${id}`)).text());
    expect(html).toContain("Marked lost");
    expect(html).toContain("Reason: Out of area");

    // A lost lead was contacted: the state machine refuses "new · lost" (issue #31).
    const uncontacted = await patch(id!, { isContacted: false });
    expect(uncontacted.status).toBe(409);
    expect(uncontacted.body.message).toBe("This lead is lost, so it was contacted: reopen it first to change that.");
    expect(await apiLead(id!)).toMatchObject({ isContacted: true, outcome: "lost" });
    // Reopened, it is contacted and open, and then it can be marked new again.
    expect((await patch(id!, { outcome: "open", isContacted: false })).body.data).toMatchObject({
      isContacted: false,
      outcome: "open",
    });
  });

  it("answers 400 with a clear message for bad or contradictory fields, and changes nothing", async () => {
    const [id] = await insertLeads(server, [{ name: unique("Bad Patch") }]);
    const cases: Array<[unknown, string]> = [
      [{}, "Send isContacted, outcome, jobValue, lostReason, followUpOn or jobDoneOn"],
      [{ outcome: "maybe" }, 'outcome must be one of "open", "won", "lost"'],
      [{ outcome: "lost" }, 'lostReason is required with outcome "lost"'],
      [{ outcome: "lost", lostReason: "weather" }, "lostReason must be one of"],
      [{ outcome: "won", jobValue: -5 }, "jobValue can't be negative"],
      [{ outcome: "won", jobValue: "1800" }, "jobValue must be a number of dollars or null"],
      [{ outcome: "won", jobValue: 10.555 }, "jobValue has at most two decimals"],
      [{ outcome: "open", jobValue: 100 }, 'jobValue goes with outcome "won"'],
      [{ outcome: "won", lostReason: "price" }, 'lostReason goes with outcome "lost"'],
      [{ jobValue: 100 }, "jobValue and lostReason go with an outcome"],
      [{ outcome: "won", isContacted: false }, "isContacted can't be false"],
      [{ isContacted: "yes" }, "isContacted must be true or false"],
    ];
    for (const [body, message] of cases) {
      const response = await patch(id!, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toContain(message);
    }
    expect(await apiLead(id!)).toMatchObject({ outcome: "open", isContacted: false });
  });

  it("answers 404 for a lead that does not exist", async () => {
    expect((await patch(999_999, { outcome: "won" })).status).toBe(404);
  });
});

describe("a lead's outcome through the lead page's forms, as a browser without JavaScript posts them", () => {
  it("records Won with a typed value, Lost with a reason, and Reopen; refuses a bad value with a field error", async () => {
    const [id] = await insertLeads(server, [{ name: unique("Form Outcome") }]);
    const page = `/admin/leads/${id}`;

    // Each outcome form posts to the Outcome card's anchor, so a refused value comes back opened at
    // its field's error rather than at the top of a long page (issue #42: it was 2,500 px below).
    const form = await (await staff.get(page)).text();
    const outcomeCard = form.slice(form.indexOf('id="outcome"'));
    expect(outcomeCard.match(/<form[^>]*action="([^"]+)"/)?.[1]).toBe(`${page}#outcome`);
    const bad = await staff.postForm(page, { intent: "mark-won", jobValue: "lots" });
    expect(bad.status).toBe(400);
    const answer = await bad.text();
    expect(answer.slice(answer.indexOf('id="outcome"'))).toContain("Enter dollars, like 1,800 or 1800.50");
    expect(await apiLead(id!)).toMatchObject({ outcome: "open" });

    expect((await staff.postForm(page, { intent: "mark-won", jobValue: "$1,800.50" })).status).toBe(302);
    expect(await apiLead(id!)).toMatchObject({ outcome: "won", jobValue: 1800.5, isContacted: true });

    expect((await staff.postForm(page, { intent: "mark-lost", lostReason: "" })).status).toBe(400);
    // Won and Lost only while open: a won lead is reopened first.
    const refused = await staff.postForm(page, { intent: "mark-lost", lostReason: "no-answer" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This lead is won: reopen it before marking it lost.");
    expect((await staff.postForm(page, { intent: "reopen" })).status).toBe(302);
    expect((await staff.postForm(page, { intent: "mark-lost", lostReason: "no-answer" })).status).toBe(302);
    expect(await apiLead(id!)).toMatchObject({ outcome: "lost", lostReason: "no-answer", jobValue: null });

    expect((await staff.postForm(page, { intent: "reopen" })).status).toBe(302);
    expect(await apiLead(id!)).toMatchObject({ outcome: "open", isContacted: true });
    const timeline = textOf(await (await staff.get(page)).text());
    for (const entry of ["Marked won", "Job value $1,800.50", "Marked lost", "Reason: No answer", "Reopened"])
      expect(timeline).toContain(entry);
  });
});

describe("outcomes on the lists and in the CSV", () => {
  it("filters the lists by outcome and exports Outcome and Job value columns", async () => {
    const tag = unique("Outcome Csv");
    const [wonId, lostId, openId] = await insertLeads(server, [
      { name: `${tag} Won` },
      { name: `${tag} Lost` },
      { name: `${tag} Open` },
    ]);
    await patch(wonId!, { outcome: "won", jobValue: 2400 });
    await patch(lostId!, { outcome: "lost", lostReason: "price" });

    const wonList = await (await staff.get(`/admin/leads?q=${encodeURIComponent(tag)}&outcome=won`)).text();
    expect(wonList).toContain(`${tag} Won`);
    expect(wonList).not.toContain(`${tag} Lost`);
    expect(wonList).not.toContain(`${tag} Open`);
    // Badged on its row, which is also the phone's card.
    expect(wonList.match(/data-testid="outcome-badge"[^>]*>Won<!-- --> \$2,400</g)).toHaveLength(1);

    const csv = await (await staff.request(`/admin/form-fills.csv?q=${encodeURIComponent(tag)}`)).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const cells = (line: string) => line.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
    const columns = cells(header!);
    expect(columns).toEqual(expect.arrayContaining(["Outcome", "Job value", "Photos"]));
    const outcomeOf = (name: string) => {
      const row = cells(rows.find((line) => line.includes(`"${tag} ${name}"`))!);
      return [row[columns.indexOf("Outcome")], row[columns.indexOf("Job value")]];
    };
    expect(outcomeOf("Won")).toEqual(["Won", "2400.00"]);
    expect(outcomeOf("Lost")).toEqual(["Lost: Price", ""]);
    expect(outcomeOf("Open")).toEqual(["Open", ""]);
    expect(openId).toBeDefined();
  });
});
