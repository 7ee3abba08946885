import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LeadHoneypot, STALE_AFTER_MS } from "../../app/leads/intake/honeypot.server";
import { startServer, type TestServer } from "../helpers/server";
import { spamTrapStamp } from "../helpers/spam-trap";
import { adminEnv, signedInClient } from "../helpers/staff";

const SECRET = "first-secret-that-is-long-enough-0123456789";
const env = {
  ...adminEnv,
  SESSION_SECRET: SECRET,
  CONTACT_RATE_LIMIT_PER_HOUR: "1000",
  NOTIFY_EMAILS: "office@example.com",
};

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env });
});

afterAll(async () => {
  await server?.stop();
});

let counter = 0;
function quote(name: string) {
  counter += 1;
  return {
    name,
    phone: `254-555-${String(2000 + counter)}`,
    email: "visitor@example.com",
    service: "tree-trimming",
    message: `Request ${counter}`,
  };
}

function postContactForm(fields: Record<string, string>) {
  return fetch(`${server.url}/contact`, { method: "POST", redirect: "manual", body: new URLSearchParams(fields) });
}

async function storedLead(name: string) {
  const { db } = server.openDb();
  try {
    return await db.selectFrom("leads").select(["name", "possibleSpam"]).where("name", "=", name).executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

/** The subject of the notification queued for the lead of that name. */
async function queuedSubject(name: string) {
  const { db } = server.openDb();
  try {
    const row = await db
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.leadId")
      .select("outbox.subject")
      .where("leads.name", "=", name)
      .executeTakeFirst();
    return row?.subject;
  } finally {
    await db.destroy();
  }
}

function timestampFor(validFromTimestamp: number, secret = SECRET) {
  return new LeadHoneypot({ encryptionSeed: secret }).getInputProps({ validFromTimestamp }).encryptedValidFrom;
}

const sentSuccessfully = (response: Response) => {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/contact#quote-form");
  expect(response.headers.get("Set-Cookie")).toMatch(/^__quote_sent=/);
};

describe("the spam trap's time stamp", () => {
  it("keeps a lead whose form was rendered before the session secret changed, flagged for staff", async () => {
    const page = await (await fetch(`${server.url}/contact`)).text();
    const validFrom = spamTrapStamp(page)!;

    server = await server.restart({ SESSION_SECRET: "second-secret-that-is-long-enough-9876543210" });
    const response = await postContactForm({ ...quote("Secret Rotated"), name__confirm: "", from__confirm: validFrom });
    sentSuccessfully(response);
    expect(await storedLead("Secret Rotated")).toEqual({ name: "Secret Rotated", possibleSpam: 1 });

    server = await server.restart({ SESSION_SECRET: SECRET });
  });

  it.each([
    ["garbage", "%%%"],
    ["not UTF-8 once decrypted", "U2FsdGVkX1+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="],
    ["in the future", timestampFor(Date.now() + 60 * 60 * 1000)],
    ["stale", timestampFor(Date.now() - STALE_AFTER_MS - 60_000)],
    ["from another secret", timestampFor(Date.now() - 60_000, "another-secret-that-is-long-enough-000")],
  ])("stores a lead with a %s time stamp, flagged, and never answers 500", async (label, from__confirm) => {
    const name = `Odd Stamp ${label}`;
    sentSuccessfully(await postContactForm({ ...quote(name), name__confirm: "", from__confirm }));
    expect(await storedLead(name)).toEqual({ name, possibleSpam: 1 });
  });

  it("flags a site form post without the trap fields, and takes a good one as it is", async () => {
    sentSuccessfully(await postContactForm(quote("No Trap Fields")));
    expect(await storedLead("No Trap Fields")).toEqual({ name: "No Trap Fields", possibleSpam: 1 });

    const fresh = timestampFor(Date.now() - 60_000);
    sentSuccessfully(await postContactForm({ ...quote("Good Stamp"), name__confirm: "", from__confirm: fresh }));
    expect(await storedLead("Good Stamp")).toEqual({ name: "Good Stamp", possibleSpam: 0 });

    // The office is told before it calls.
    expect(await queuedSubject("No Trap Fields")).toMatch(
      /^\[Possible spam\] New quote request: .+ from No Trap Fields$/,
    );
    expect(await queuedSubject("Good Stamp")).toMatch(/^New quote request: .+ from Good Stamp$/);
  });

  it("flags an API request with an odd time stamp; older clients that send none are not flagged", async () => {
    const post = (body: object) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ ...quote("Api Odd Stamp"), from__confirm: "%%%" })).status).toBe(201);
    expect((await post(quote("Api Plain"))).status).toBe(201);
    expect(await storedLead("Api Odd Stamp")).toEqual({ name: "Api Odd Stamp", possibleSpam: 1 });
    expect(await storedLead("Api Plain")).toEqual({ name: "Api Plain", possibleSpam: 0 });
  });

  it("drops only a post whose hidden text field is filled in", async () => {
    const fresh = timestampFor(Date.now() - 60_000);
    sentSuccessfully(
      await postContactForm({ ...quote("Filled Trap"), name__confirm: "http://spam.example", from__confirm: fresh }),
    );
    expect(await storedLead("Filled Trap")).toBeUndefined();
  });
});

describe("staff see the flag", () => {
  it("as a Possible spam badge in both lead lists and a column in the CSV", async () => {
    const flagged = `Flagged Visitor ${Date.now()}`;
    const clean = `Clean Visitor ${Date.now()}`;
    sentSuccessfully(await postContactForm({ ...quote(flagged), name__confirm: "", from__confirm: "%%%" }));
    sentSuccessfully(
      await postContactForm({ ...quote(clean), name__confirm: "", from__confirm: timestampFor(Date.now() - 60_000) }),
    );
    const staff = await signedInClient(server);

    for (const list of ["/admin/leads", "/admin/form-fills"]) {
      const html = await (await staff.request(`${list}?name=Visitor`)).text();
      // A row of the table (the phone's cards come before it, with the same badges).
      const row = (name: string) =>
        html
          .slice(html.indexOf("<table"))
          .split('data-testid="lead-row"')
          .find((part) => part.includes(name))!;
      expect(row(flagged), list).toContain("Possible spam");
      expect(row(clean), list).not.toContain("Possible spam");
    }

    const csv = await (await staff.request("/admin/leads.csv?name=Visitor")).text();
    // The outcome columns (issue #23), the photo count (issue #24) and where the lead came from (#30) follow.
    expect(csv).toContain('"Contacted","Possible Spam","Outcome","Job value","Photos","Source"');
    expect(csv).toMatch(new RegExp(`"${flagged}",.*,"No","Yes","Open","","0",`));
    expect(csv).toMatch(new RegExp(`"${clean}",.*,"No","No","Open","","0",`));
  });
});
