import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startOfBusinessDay } from "../../app/leads/pipeline/lead-filters.server";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, adminEnv, insertLeads, signedInClient, StaffClient } from "../helpers/staff";
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

const DAY = 24 * 60 * 60 * 1000;

async function apiLeads(query: string) {
  const response = await staff.request(`/api/leads?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { success: boolean; data: Array<{ id: number; name: string }> };
  return body.data;
}

/**
 * Every staff surface, by route file. A new admin.* or api.* route file fails
 * the first test until it is listed here (or among the public ones).
 */
const staffRoutes: Array<{ file: string; requests: Array<[method: string, path: string]> }> = [
  { file: "admin._index", requests: [["GET", "/admin"]] },
  {
    file: "admin.leads.tsx",
    requests: [
      ["GET", "/admin/leads"],
      ["POST", "/admin/leads"],
    ],
  },
  {
    file: "admin.form-fills",
    requests: [
      ["GET", "/admin/form-fills"],
      ["POST", "/admin/form-fills"],
    ],
  },
  {
    file: "admin.leads_.$id",
    requests: [
      ["GET", "/admin/leads/1"],
      ["POST", "/admin/leads/1"],
    ],
  },
  { file: "admin.leads[.]csv.ts", requests: [["GET", "/admin/leads.csv"]] },
  { file: "admin.leads_.$id_.photos.$photoId.ts", requests: [["GET", "/admin/leads/1/photos/1"]] },
  {
    file: "admin.leads_.$id_.estimate",
    requests: [
      ["GET", "/admin/leads/1/estimate"],
      ["POST", "/admin/leads/1/estimate"],
    ],
  },
  {
    file: "api.leads.$id_.estimates.ts",
    requests: [
      ["GET", "/api/leads/1/estimates"],
      ["POST", "/api/leads/1/estimates"],
    ],
  },
  { file: "api.estimates.$id.ts", requests: [["GET", "/api/estimates/1"]] },
  { file: "admin.pages", requests: [["GET", "/admin/pages"]] },
  { file: "admin.customers.tsx", requests: [["GET", "/admin/customers"]] },
  {
    file: "admin.customers_.$id",
    requests: [
      ["GET", "/admin/customers/1"],
      ["POST", "/admin/customers/1"],
    ],
  },
  { file: "api.customers.ts", requests: [["GET", "/api/customers"]] },
  { file: "api.customers.$id.ts", requests: [["GET", "/api/customers/1"]] },
  {
    file: "admin.settings",
    requests: [
      ["GET", "/admin/settings"],
      ["POST", "/admin/settings"],
    ],
  },
  {
    file: "admin.staff",
    requests: [
      ["GET", "/admin/staff"],
      ["POST", "/admin/staff"],
    ],
  },
  { file: "admin.form-fills[.]csv.ts", requests: [["GET", "/admin/form-fills.csv"]] },
  {
    file: "admin.logout.ts",
    requests: [
      ["GET", "/admin/logout"],
      ["POST", "/admin/logout"],
    ],
  },
  { file: "api.leads.ts", requests: [["GET", "/api/leads"]] },
  {
    file: "api.leads.$id.ts",
    requests: [
      ["GET", "/api/leads/1"],
      ["PATCH", "/api/leads/1"],
    ],
  },
  { file: "api.site-settings.ts", requests: [["POST", "/api/site-settings"]] },
  {
    file: "api.notification-emails.ts",
    requests: [
      ["GET", "/api/notification-emails"],
      ["POST", "/api/notification-emails"],
    ],
  },
  {
    file: "api.notification-emails.$id.ts",
    requests: [
      ["PATCH", "/api/notification-emails/1"],
      ["DELETE", "/api/notification-emails/1"],
    ],
  },
  {
    file: "api.lead-source-settings.ts",
    requests: [
      ["GET", "/api/lead-source-settings"],
      ["POST", "/api/lead-source-settings"],
    ],
  },
  // GET /api/seo is public (SPEC §7); writing is staff only.
  {
    file: "api.seo.ts",
    requests: [
      ["POST", "/api/seo"],
      ["DELETE", "/api/seo?path=/about"],
    ],
  },
  {
    file: "admin.seo.tsx",
    requests: [
      ["GET", "/admin/seo?path=%2Fabout"],
      ["POST", "/admin/seo"],
    ],
  },
  {
    file: "admin.visits",
    requests: [
      ["GET", "/admin/visits"],
      ["POST", "/admin/visits"],
    ],
  },
  {
    file: "admin.settings_.availability",
    requests: [
      ["GET", "/admin/settings/availability"],
      ["POST", "/admin/settings/availability"],
    ],
  },
  {
    file: "admin.storm",
    requests: [
      ["GET", "/admin/storm"],
      ["POST", "/admin/storm"],
    ],
  },
  { file: "admin.leads_.$id_.insurance-packet.ts", requests: [["GET", "/admin/leads/1/insurance-packet"]] },
  // Staff screens opened on public pages by a query parameter.
  { file: "_index.tsx", requests: [["GET", "/?viewleads=true"]] },
  { file: "services.$slug.tsx", requests: [["GET", "/services/tree-removal?editseo=true"]] },
  { file: "about.tsx", requests: [["GET", "/about?editseo=true"]] },
];
/** Route files that are public on purpose (or only a layout). */
// api.$.ts answers unknown /api paths with a JSON 404 to everyone.
const publicRouteFiles = ["admin.tsx", "admin.login", "api.contact.ts", "api.$.ts"];

describe("access control", () => {
  it("refuses every staff page and API route to anonymous requests", async () => {
    const routeFiles = fs
      .readdirSync(path.resolve(import.meta.dirname, "../../app/routes"))
      .filter((file) => /^(admin|api)[.[]/.test(file) || file === "admin.tsx");
    const listed = [...staffRoutes.map((route) => route.file), ...publicRouteFiles];
    expect(
      routeFiles.filter((file) => !listed.includes(file)),
      "route files missing from this test",
    ).toEqual([]);

    for (const { requests } of staffRoutes) {
      for (const [method, routePath] of requests) {
        const body = method === "GET" ? undefined : JSON.stringify({});
        const response = await fetch(`${server.url}${routePath}`, {
          method,
          redirect: "manual",
          body,
          headers: body ? { "Content-Type": "application/json" } : {},
        });
        const label = `${method} ${routePath}`;
        if (routePath.startsWith("/api/")) {
          expect(response.status, label).toBe(401);
          expect(await response.json(), label).toEqual({ success: false, message: expect.any(String) });
        } else {
          expect(response.status, label).toBe(302);
          const location = new URL(response.headers.get("Location")!, server.url);
          expect(location.pathname, label).toBe("/admin/login");
          expect(location.searchParams.get("redirectTo"), label).toBe(routePath);
        }
      }
    }
  });

  it("refuses staff form posts without a valid CSRF token", async () => {
    for (const csrf of [null, "forged-token"]) {
      const response = await staff.postForm(
        "/admin/form-fills",
        { intent: "update-phone", phoneNumber: "1" },
        { csrf },
      );
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("This form has expired");
    }
    const signIn = await new StaffClient(server).postForm(
      "/admin/login",
      { email: ADMIN_EMAIL, password: adminEnv.ADMIN_PASSWORD },
      { csrf: null },
    );
    expect(signIn.status).toBe(403);
  });

  it("refuses API mutations that are neither JSON nor marked X-Requested-With", async () => {
    const form = await staff.request("/api/site-settings", {
      method: "POST",
      body: new URLSearchParams({ phoneNumber: "1" }),
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toMatchObject({ success: false });
    const marked = await staff.request("/api/lead-source-settings", {
      method: "POST",
      headers: { "X-Requested-With": "XMLHttpRequest" },
      body: new URLSearchParams({ message: "From the website (X-Requested-With)" }),
    });
    expect(marked.status).toBe(200);
  });

  it("marks staff pages noindex and uncacheable", async () => {
    const anonymous = new StaffClient(server);
    for (const page of ["/admin/login", "/admin/leads", "/admin/form-fills"]) {
      const response = await (page === "/admin/login" ? anonymous : staff).request(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("X-Robots-Tag"), page).toContain("noindex");
      expect(response.headers.get("Cache-Control"), page).toBe("no-store");
      expect(await response.text(), page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const home = await fetch(server.url);
    expect(home.headers.getSetCookie().join()).not.toMatch(/__csrf|__session/);
  });
});

describe("sign-in", () => {
  it("signs in and returns to the page asked for, only if it is local", async () => {
    const client = new StaffClient(server);
    const response = await client.signIn(
      ADMIN_EMAIL.toUpperCase(),
      adminEnv.ADMIN_PASSWORD,
      "/admin/form-fills?status=new",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/form-fills?status=new");
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect((await client.request("/admin/leads")).status).toBe(200);

    const other = new StaffClient(server);
    const offsite = await other.signIn(ADMIN_EMAIL, adminEnv.ADMIN_PASSWORD, "https://evil.example/");
    expect(offsite.headers.get("Location")).toBe("/admin");
  });

  it("never sends staff to another site after signing in, however the target is disguised", async () => {
    const disguised = [
      "/./\\evil.example",
      "/../\\evil.example",
      "/x/../\\evil.example",
      "/\t/evil.example",
      "/%09/evil.example",
    ];
    const stays = (location: string | null) => new URL(location!, server.url).origin === server.url;
    for (const redirectTo of disguised) {
      const signIn = await new StaffClient(server).signIn(ADMIN_EMAIL, adminEnv.ADMIN_PASSWORD, redirectTo);
      expect(signIn.status, redirectTo).toBe(302);
      expect(stays(signIn.headers.get("Location")), `${redirectTo} → ${signIn.headers.get("Location")}`).toBe(true);
    }
    // Already signed in: the sign-in link redirects at once, just as safely.
    for (const redirectTo of [
      ...disguised,
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/\n/evil.example",
    ]) {
      const opened = await staff.request(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(opened.status, redirectTo).toBe(302);
      expect(stays(opened.headers.get("Location")), `${redirectTo} → ${opened.headers.get("Location")}`).toBe(true);
    }
    const raw = await staff.request("/admin/login?redirectTo=%2F.%2F%5Cevil.example");
    expect(stays(raw.headers.get("Location"))).toBe(true);
  });

  it("gives one generic message for a wrong password and an unknown email", async () => {
    for (const [email, password] of [
      [ADMIN_EMAIL, "wrong-password-123"],
      ["nobody-here@example.com", "whatever-password"],
    ] as const) {
      const response = await new StaffClient(server).signIn(email, password);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Invalid email or password");
      expect(response.headers.getSetCookie().join()).not.toContain("__session=");
    }
  });

  it("rate limits repeated attempts on one account", async () => {
    const client = new StaffClient(server);
    const email = `${unique("target")}@example.com`;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.signIn(email, "guess-number-x")).status).toBe(400);
    }
    const blocked = await client.signIn(email, "guess-number-y");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many sign-in attempts");
  });

  it("signs out with a POST and forgets the session", async () => {
    const client = await signedInClient(server);
    const response = await client.postForm("/admin/logout", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/login");
    expect(client.hasCookie("__session")).toBe(false);
    expect((await client.request("/admin/leads")).status).toBe(302);
  });

  it("creates the first account from ADMIN_EMAIL only once", async () => {
    const { db } = server.openDb();
    try {
      const users = await db.selectFrom("staffUsers").select(["email", "passwordHash"]).execute();
      expect(users).toHaveLength(1);
      expect(users[0]!.email).toBe(ADMIN_EMAIL);
      expect(users[0]!.passwordHash).toMatch(/^scrypt\$/);
      expect(server.output()).not.toContain(adminEnv.ADMIN_PASSWORD);
    } finally {
      await db.destroy();
    }
  });
});

describe("lead screens", () => {
  it("filters by name (case-insensitive, wildcards literal), service and contacted status", async () => {
    const tag = unique("Filt");
    await insertLeads(server, [
      { name: `${tag} Alice Smith`, service: "tree-removal" },
      { name: `${tag} Bob Jones`, service: "stump-removal", isContacted: true },
      { name: `${tag} Carol 100% Sure`, service: "land-clearing" },
    ]);
    const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name.replace(`${tag} `, "")).sort();

    expect(names(await apiLeads(`name=${tag.toLowerCase()}%20alice`))).toEqual(["Alice Smith"]);
    expect(names(await apiLeads(`name=${tag}&service=stump-removal`))).toEqual(["Bob Jones"]);
    expect(names(await apiLeads(`name=${tag}&contacted=contacted`))).toEqual(["Bob Jones"]);
    expect(names(await apiLeads(`name=${tag}&contacted=new`))).toEqual(["Alice Smith", "Carol 100% Sure"]);
    expect(names(await apiLeads(`name=${tag}%20Carol%20100%25`))).toEqual(["Carol 100% Sure"]);
    expect(await apiLeads(`name=${tag}%25Smith`)).toEqual([]);

    const html = await (await staff.request(`/admin/leads?name=${tag}&contacted=new`)).text();
    expect(html).toContain(`${tag} Alice Smith`);
    expect(html).not.toContain(`${tag} Bob Jones`);
    expect(html).toContain('href="tel:+12545550100"');
    expect(html).toContain("(254) 555-0100");
    expect(html).toContain('<option value="stump-removal">Stump Grinding');

    const none = await (await staff.request(`/admin/leads?name=${tag}-nobody`)).text();
    expect(none).toContain("No leads found matching your filters");
    const noneFills = await (await staff.request(`/admin/form-fills?name=${tag}-nobody`)).text();
    expect(noneFills).toContain("No leads match your current filters.");
  });

  it("finds part of a name or an email, among a few leads or thousands, and after a lead is renamed", async () => {
    const tag = unique("Srch");
    const many = 2_100; // past the point where matches are checked in list order instead of looked up one by one
    const { db } = server.openDb();
    try {
      const createdAt = Date.now() - 60_000;
      await db
        .insertInto("leads")
        .values(
          Array.from({ length: many }, (_, i) => ({
            name: `${tag} Garcia ${i}`,
            phone: "2545550100",
            email: i === 7 ? `ana.${tag.toLowerCase()}@example.org` : null,
            service: "tree-removal",
            message: "Please call",
            createdAt: new Date(createdAt + i).toISOString(),
          })),
        )
        .execute();
      const list = async (query: string) => (await staff.request(`/admin/leads?${query}`)).text();

      const all = await list(`q=${tag.toUpperCase()}%20garcia`);
      expect(all).toContain(`${many.toLocaleString("en-US")} leads · page 1 of 42`);
      // Newest first, also when the matches are many.
      expect(all.indexOf(`${tag} Garcia ${many - 1}<`)).toBeGreaterThan(-1);
      expect(all).not.toContain(`${tag} Garcia 0<`);

      const one = await list(`q=ana.${tag}`);
      expect(one).toContain("1 lead · page 1 of 1");
      expect(one).toContain(`${tag} Garcia 7<`);

      await db
        .updateTable("leads")
        .set({ name: `${tag} Renamed` })
        .where("name", "=", `${tag} Garcia 12`)
        .execute();
      expect(await list(`name=${tag}%20renamed`)).toContain("1 lead · page 1 of 1");
      expect(await list(`name=${tag}%20garcia`)).toContain(`${(many - 1).toLocaleString("en-US")} leads`);
    } finally {
      await db.destroy();
    }
  });

  it("filters by date: today, this week (7 days) and this month (30 days), edges included", async () => {
    const tag = unique("Date");
    const now = Date.now();
    const midnight = startOfBusinessDay(new Date(now)).getTime();
    await insertLeads(server, [
      { name: `${tag} today`, createdAt: new Date(Math.max(midnight + 60_000, now - 60_000)) },
      { name: `${tag} before midnight`, createdAt: new Date(midnight - 60_000) },
      { name: `${tag} six days`, createdAt: new Date(now - 6.9 * DAY) },
      { name: `${tag} eight days`, createdAt: new Date(now - 7 * DAY - 60_000) },
      { name: `${tag} 29 days`, createdAt: new Date(now - 29.9 * DAY) },
      { name: `${tag} 31 days`, createdAt: new Date(now - 30 * DAY - 60_000) },
    ]);
    const names = async (date: string) =>
      (await apiLeads(`name=${tag}&date=${date}`)).map((row) => row.name.replace(`${tag} `, "")).sort();
    expect(await names("today")).toEqual(["today"]);
    expect(await names("week")).toEqual(["before midnight", "six days", "today"]);
    expect(await names("month")).toEqual(["29 days", "before midnight", "eight days", "six days", "today"]);
    expect(await names("all")).toHaveLength(6);

    const html = await (await staff.request(`/admin/form-fills?name=${tag}&date=week`)).text();
    expect(html).toContain(`${tag} six days`);
    expect(html).not.toContain(`${tag} eight days`);
  });

  it("shows stats: total, new, contacted and this week", async () => {
    const readStats = async () => {
      const html = await (await staff.request("/admin/form-fills")).text();
      const stat = (name: string) =>
        Number(html.match(new RegExp(`data-testid="stat-${name}">([\\d,]+)<`))![1]!.replace(/,/g, ""));
      return { total: stat("total"), new: stat("new"), contacted: stat("contacted"), week: stat("this-week") };
    };
    const before = await readStats();
    const tag = unique("Stats");
    await insertLeads(server, [
      { name: `${tag} a` },
      { name: `${tag} b`, isContacted: true },
      { name: `${tag} c`, createdAt: new Date(Date.now() - 8 * DAY) },
    ]);
    const after = await readStats();
    expect(after).toEqual({
      total: before.total + 3,
      new: before.new + 2,
      contacted: before.contacted + 1,
      week: before.week + 2,
    });
  });

  it("pages 50 leads at a time", async () => {
    const tag = unique("Page");
    await insertLeads(
      server,
      Array.from({ length: 55 }, (_, index) => ({
        name: `${tag} ${index}`,
        createdAt: new Date(Date.now() - index * 1000),
      })),
    );
    const first = await (await staff.request(`/admin/leads?name=${tag}`)).text();
    expect(first.match(/data-testid="lead-row"/g)).toHaveLength(50);
    expect(first).toContain("page 1 of 2");
    expect(first).toContain(`href="/admin/leads?name=${tag}&amp;page=2"`);
    const second = await (await staff.request(`/admin/leads?name=${tag}&page=2`)).text();
    expect(second.match(/data-testid="lead-row"/g)).toHaveLength(5);
    expect(second).toContain(`${tag} 54<`);
  });

  it("marks a lead contacted from the list and keeps it across reloads", async () => {
    const tag = unique("Toggle");
    const [id] = await insertLeads(server, [{ name: `${tag} Dana` }]);
    const response = await staff.postForm("/admin/leads", {
      intent: "set-contacted",
      leadId: String(id),
      isContacted: "true",
      redirectTo: `/admin/leads?name=${tag}`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/leads?name=${tag}`);
    const page = await (await staff.get(`/admin/leads?name=${tag}`)).text();
    expect(page).toContain("Status Updated");
    expect(page).not.toContain(`aria-label="Mark contacted: ${tag} Dana"`);
    const reload = await (await staff.get(`/admin/leads?name=${tag}`)).text();
    expect(reload).not.toContain("Status Updated");
    expect(reload).toContain(">Contacted<");
    expect(reload).not.toContain(`aria-label="Mark contacted: ${tag} Dana"`);
    expect((await apiLeads(`name=${tag}&contacted=contacted`)).map((lead) => lead.id)).toEqual([id]);

    expect(
      (await staff.postForm("/admin/leads", { intent: "set-contacted", leadId: "999999", isContacted: "true" })).status,
    ).toBe(404);
  });

  it("shows notification delivery per lead and retries a failed one", async () => {
    const tag = unique("Outbox");
    const [failedId, sentId] = await insertLeads(server, [{ name: `${tag} failed` }, { name: `${tag} sent` }]);
    const { db } = server.openDb();
    try {
      const message = { recipient: "office@example.com", subject: "Lead", textBody: "x", htmlBody: "x" };
      const nextAttemptAt = new Date(Date.now() + DAY).toISOString();
      await db
        .insertInto("outbox")
        .values({
          ...message,
          leadId: failedId!,
          status: "failed",
          attempts: 5,
          lastError: "550 mailbox unavailable",
          nextAttemptAt,
        })
        .execute();
      await db
        .insertInto("outbox")
        .values({ ...message, leadId: sentId!, status: "sent", nextAttemptAt })
        .execute();
      const html = await (await staff.request(`/admin/form-fills?name=${tag}`)).text();
      // In plain words, not the mail server's code (issue #31).
      expect(html).toContain("The email address was refused by its mail server.");
      expect(html).not.toContain("550 mailbox unavailable");
      expect(html).toContain(">Sent<");

      const retry = await staff.postForm("/admin/leads", { intent: "retry-notifications", leadId: String(failedId) });
      expect(retry.status).toBe(302);
      const row = await db
        .selectFrom("outbox")
        .select(["status", "attempts"])
        .where("leadId", "=", failedId!)
        .executeTakeFirstOrThrow();
      // Back in the queue, and the worker is woken at once: it may already be sending it.
      expect(["pending", "sending", "sent"]).toContain(row.status);
    } finally {
      await db.destroy();
    }
  });

  it("exports the filtered list as CSV with every cell quoted and formulas neutralised", async () => {
    const tag = unique("Csv");
    await insertLeads(server, [
      { name: `=HYPERLINK("http://x")`, message: `${tag} formula`, phone: "+1 254 555 0100" },
      { name: `${tag} Quote "Q", Comma`, message: "Line one\nLine two", isContacted: true },
      { name: `Jo;=1+1;x`, message: `${tag} semicolons` },
    ]);
    const response = await staff.request(`/admin/form-fills.csv?name=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="form_fills_${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      `"ID","Name","Email","Phone","Address","Service","Message","Created At","Contacted","Possible Spam","Outcome","Job value","Photos","Source","Medium","Campaign","Landing Page","Referrer","Contacted At","Lost Reason","State","Follow Up On","Follow Up Reason","Job Done On","Visit","Customer ID","Language"`,
    );
    // As staff read leads: formatted phone, service title, Waco time with the zone named.
    expect(text).toMatch(
      new RegExp(
        `"${tag} Quote ""Q"", Comma","customer@example.com","\\(254\\) 555-0100","","Tree Removal","Line one\nLine two",` +
          '"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} C[SD]T","Yes","No","Open","","0","","","","","","","","Contacted","","","","","","English"\r\n',
      ),
    );
    expect(lines).toHaveLength(3); // header, the one matching lead, the empty string after the final CRLF

    const formula = await (await staff.request(`/admin/leads.csv?name=HYPERLINK`)).text();
    expect(formula).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(formula).toContain(`,"'+1 254 555 0100",`);
    expect(formula).toMatch(/,"No","No","Open","","0","","","","","","","","New","","","","","","English"\r\n/);

    // A spreadsheet set to ";" as separator must still see one name cell, not a formula between two.
    const semicolons = await (await staff.request(`/admin/leads.csv?name=Jo%3B`)).text();
    expect(semicolons).toMatch(/^"\d+","Jo;=1\+1;x",/m);
    const leadsCsv = await staff.request("/admin/leads.csv");
    expect(leadsCsv.headers.get("Content-Disposition")).toBe(`attachment; filename="leads_${today}.csv"`);
  });

  it("shows hostile lead fields as text", async () => {
    const tag = unique("Xss");
    await insertLeads(server, [
      {
        name: `${tag}<script>alert(1)</script>`,
        message: `<img src=x onerror=alert(2)>`,
        email: `"><svg onload=alert(3)>@x.com`,
      },
    ]);
    const html = await (await staff.request(`/admin/leads?name=${tag}`)).text();
    expect(html).toContain(`${tag}&lt;script&gt;alert(1)&lt;/script&gt;`);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<svg onload");
  });
});

describe("settings", () => {
  it("adds, disables, enables and removes a notification email with SPEC texts", async () => {
    const invalid = await staff.postForm("/admin/form-fills", { intent: "add-email", email: "not-an-email" });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Invalid Email");
    expect(invalidHtml).toContain("Please enter a valid email address");

    const email = `${unique("crew")}@example.com`;
    const added = await staff.postForm("/admin/form-fills", { intent: "add-email", email });
    expect(added.status).toBe(302);
    let html = await (await staff.get(added.headers.get("Location")!)).text();
    expect(html).toContain("Email Added");
    expect(html).toContain(`${email} will now receive lead notifications`);

    const list = (await (await staff.request("/api/notification-emails")).json()) as {
      data: Array<{ id: number; email: string; isActive: boolean }>;
    };
    const entry = list.data.find((row) => row.email === email)!;
    expect(entry.isActive).toBe(true);

    const disabled = await staff.postForm("/admin/form-fills", {
      intent: "set-email-active",
      emailId: String(entry.id),
      isActive: "false",
    });
    html = await (await staff.get(disabled.headers.get("Location")!)).text();
    expect(html).toContain("Status Updated");
    // Each listed address, as read (its markup carries line-break points).
    const rows = (page: string) =>
      [...page.matchAll(/<li[^>]*data-testid="notification-email"[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
        match[1]!.replace(/<[^>]+>/g, ""),
      );
    expect(rows(html).find((row) => row.includes(email))).toContain("Inactive");

    const removed = await staff.postForm("/admin/form-fills", { intent: "remove-email", emailId: String(entry.id) });
    html = await (await staff.get(removed.headers.get("Location")!)).text();
    expect(html).toContain("Email Removed");
    expect(rows(html).some((row) => row.includes(email))).toBe(false);
  });

  it("manages notification emails through the API with validation and 404s", async () => {
    const email = `${unique("api")}@example.com`;
    expect((await staff.api("POST", "/api/notification-emails", { email: "nope" })).status).toBe(400);
    expect(await (await staff.api("POST", "/api/notification-emails", {})).json()).toEqual({
      success: false,
      message: "Please enter a valid email address",
    });
    const created = await staff.api("POST", "/api/notification-emails", { email });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    expect((await staff.api("POST", "/api/notification-emails", { email })).status).toBe(409);
    expect((await staff.api("PATCH", `/api/notification-emails/${data.id}`, { isActive: "no" })).status).toBe(400);
    expect(await (await staff.api("PATCH", `/api/notification-emails/${data.id}`, { isActive: false })).json()).toEqual(
      {
        success: true,
        message: "Status Updated",
      },
    );
    expect((await staff.api("PATCH", "/api/notification-emails/999999", { isActive: true })).status).toBe(404);
    expect((await staff.api("PATCH", "/api/notification-emails/abc", { isActive: true })).status).toBe(404);
    expect((await staff.api("DELETE", `/api/notification-emails/${data.id}`, {})).status).toBe(200);
    expect((await staff.api("DELETE", `/api/notification-emails/${data.id}`, {})).status).toBe(404);
  });

  it("updates the site phone number, shown on the public page and API", async () => {
    const empty = await staff.postForm("/admin/form-fills", { intent: "update-phone", phoneNumber: "   " });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Invalid Phone Number");
    expect(emptyHtml).toContain("Please enter a phone number");

    const updated = await staff.postForm("/admin/form-fills", { intent: "update-phone", phoneNumber: "254-555-0199" });
    expect(updated.status).toBe(302);
    expect(await (await staff.get("/admin/form-fills")).text()).toContain("Phone Number Updated");
    expect(await (await fetch(`${server.url}/api/site-settings`)).json()).toMatchObject({
      success: true,
      data: { phoneNumber: "254-555-0199" },
    });
    const home = await (await fetch(server.url)).text();
    expect(home).toContain("(254) 555-0199");
    expect(home).toContain('href="tel:+12545550199"');

    expect((await staff.api("POST", "/api/site-settings", { phoneNumber: "" })).status).toBe(400);
    const viaApi = await staff.api("POST", "/api/site-settings", { phoneNumber: "2545550147" });
    expect(await viaApi.json()).toMatchObject({ success: true, data: { phoneNumber: "2545550147" } });
  });

  it("stores the lead-source message", async () => {
    const empty = await staff.postForm("/admin/form-fills", { intent: "update-lead-source", message: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Invalid Message");
    expect(emptyHtml).toContain("Please enter a lead source message");

    const message = `Lead from the website ${unique("src")}`;
    const saved = await staff.postForm("/admin/form-fills", { intent: "update-lead-source", message });
    expect(saved.status).toBe(302);
    expect(await (await staff.get("/admin/form-fills")).text()).toContain("Settings Updated");
    expect(await (await staff.request("/api/lead-source-settings")).json()).toEqual({
      success: true,
      data: { message },
    });

    expect((await staff.api("POST", "/api/lead-source-settings", { message: " " })).status).toBe(400);
    expect((await staff.api("POST", "/api/lead-source-settings", ["not", "an", "object"])).status).toBe(400);
  });
});

describe("staff API", () => {
  it("lists leads in the SPEC shape and patches the contacted flag", async () => {
    const tag = unique("Api");
    const [id] = await insertLeads(server, [{ name: `${tag} Eve`, email: null }]);
    const response = await staff.request(`/api/leads?name=${tag}`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      data: [
        {
          id,
          name: `${tag} Eve`,
          email: null,
          phone: "2545550100",
          address: null,
          service: "tree-removal",
          message: "Please call me",
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          isContacted: false,
          outcome: "open",
          jobValue: null,
          lostReason: null,
          sourcePage: null,
          landingPage: null,
          referrer: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          gclid: null,
          followUpOn: null,
          followUpReason: null,
          jobDoneOn: null,
          customerId: null,
          visit: null,
          review: null,
          fbclid: null,
          msclkid: null,
          photos: [],
        },
      ],
    });
    const patched = await staff.api("PATCH", `/api/leads/${id}`, { isContacted: true });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ success: true, data: { id, isContacted: true } });
    expect((await staff.api("PATCH", `/api/leads/${id}`, { isContacted: "yes" })).status).toBe(400);
    expect((await staff.api("PATCH", `/api/leads/${id}`, null)).status).toBe(400);
    expect((await staff.api("PATCH", "/api/leads/999999", { isContacted: true })).status).toBe(404);
    const badJson = await staff.request(`/api/leads/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(badJson.status).toBe(400);
  });
});
