import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { business } from "../app/content/business";
import { openDatabase } from "./connection";
import { migrateToLatest } from "./migrate";
import { migrationProvider } from "./migrations";
import { wacoDay } from "./migrations/0039-dashboard-day-totals";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3_600_000;
const wacoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** 2026-03-08: the day in Waco, from the time zone database. */
const dayInWaco = (iso: string) => wacoDate.format(new Date(iso));

describe("the Waco day of a time, in SQL (migration 0039)", () => {
  it("is the day the time zone database gives, every 10 minutes around each change of the clocks, 2024-2031", () => {
    const sqlite = new SQLite(":memory:");
    const dayOf = sqlite.prepare(`select ${wacoDay("t")} from (select ? as t)`).pluck();
    const changes = [];
    for (let year = 2024; year <= 2031; year++) {
      // Each clock change falls within these weeks; also New Year's Eve in Waco (already January 1 in UTC).
      changes.push(Date.UTC(year, 2, 7), Date.UTC(year, 9, 31), Date.UTC(year, 11, 31, 12));
    }
    const wrong: string[] = [];
    for (const start of changes) {
      for (let time = start; time < start + 9 * 24 * HOUR; time += 10 * 60_000) {
        const iso = new Date(time).toISOString();
        if (dayOf.get(iso) !== dayInWaco(iso)) wrong.push(iso);
      }
    }
    expect(wrong).toEqual([]);
    sqlite.close();
  });
});

type Row = Record<string, string | number | null>;

/** The dashboard's totals counted afresh from the leads, with the days from the time zone database. */
function freshTotals(sqlite: SQLite.Database) {
  const leads = sqlite.prepare("select * from leads").all() as Row[];
  const totals: Record<string, Map<string, Record<string, number>>> = {
    lead_day_services: new Map(),
    lead_day_sources: new Map(),
    lead_day_pages: new Map(),
    lead_day_lost_reasons: new Map(),
  };
  const add = (table: string, key: unknown[], counts: Record<string, number | boolean>) => {
    const id = JSON.stringify(key);
    const row = totals[table]!.get(id) ?? {};
    for (const [name, value] of Object.entries(counts)) row[name] = (row[name] ?? 0) + Number(value);
    totals[table]!.set(id, row);
  };
  for (const lead of leads) {
    const day = dayInWaco(lead.created_at as string);
    const due = lead.callback_due_at as string | null;
    const contacted = lead.is_contacted === 1;
    add("lead_day_services", [day, lead.service], {
      leads: 1,
      promised: due !== null && contacted,
      kept: contacted && due !== null && lead.contacted_at !== null && (lead.contacted_at as string) <= due,
      waiting: due !== null && !contacted,
    });
    const outcome = {
      leads: 1,
      won: lead.outcome === "won",
      lost: lead.outcome === "lost",
      won_cents: lead.outcome === "won" ? Number(lead.job_value_cents ?? 0) : 0,
    };
    add("lead_day_sources", [day, lead.utm_source ?? "", lead.utm_medium ?? "", lead.referrer_host ?? ""], outcome);
    add("lead_day_pages", [day, lead.landing_page ?? lead.source_page ?? ""], outcome);
    if (lead.outcome === "lost") add("lead_day_lost_reasons", [day, lead.lost_reason ?? ""], { leads: 1 });
  }
  return totals;
}

/** The stored totals, in the same shape, without the rows a change emptied. */
function storedTotals(sqlite: SQLite.Database) {
  const keys: Record<string, string[]> = {
    lead_day_services: ["day", "service"],
    lead_day_sources: ["day", "utm_source", "utm_medium", "referrer_host"],
    lead_day_pages: ["day", "page"],
    lead_day_lost_reasons: ["day", "reason"],
  };
  return Object.fromEntries(
    Object.entries(keys).map(([table, names]) => {
      const rows = sqlite.prepare(`select * from ${table} where leads <> 0`).all() as Row[];
      const entries = rows.map((row) => {
        const counts = Object.fromEntries(Object.entries(row).filter(([name]) => !names.includes(name)));
        return [JSON.stringify(names.map((name) => row[name])), counts] as const;
      });
      return [table, new Map(entries)];
    }),
  );
}

function expectTotalsToMatch(sqlite: SQLite.Database) {
  const fresh = freshTotals(sqlite);
  expect(storedTotals(sqlite)).toEqual(fresh);
  // The overview's counts (migration 0042) too.
  const leads = sqlite.prepare("select is_contacted, outcome from leads").all() as Row[];
  expect(sqlite.prepare("select leads, contacted, uncalled_open from lead_counts").all()).toEqual([
    {
      leads: leads.length,
      contacted: leads.filter((lead) => lead.is_contacted === 1).length,
      uncalled_open: leads.filter((lead) => lead.is_contacted === 0 && lead.outcome === "open").length,
    },
  ]);
  // Not trivially equal: the leads are spread over days, sources and pages.
  expect(fresh.lead_day_services!.size).toBeGreaterThan(3);
}

const insertLead = (sqlite: SQLite.Database, lead: Record<string, string | number | null>) => {
  const names = Object.keys(lead);
  return Number(
    sqlite
      .prepare(
        `insert into leads (name, phone, ${names.join(", ")}) values ('José Núñez', '2545550100', ${names.map(() => "?").join(", ")})`,
      )
      .run(...Object.values(lead)).lastInsertRowid,
  );
};

/** Leads around the spring and autumn changes of the clocks and a Waco midnight, from ads, other sites and texts. */
function someLeads(count: number, seed: number) {
  const instants = ["2026-03-08T07:59:00.000Z", "2026-03-08T08:00:00.000Z", "2026-11-01T05:30:00.000Z"];
  instants.push("2026-11-01T06:30:00.000Z", "2026-11-02T05:59:59.999Z", "2026-11-02T06:00:00.000Z");
  const services = ["tree-removal", "emergency-tree-service", "stump-removal"];
  return Array.from({ length: count }, (_, index) => {
    const i = index + seed;
    const created = new Date(Date.parse(instants[i % instants.length]!) + (i % 4) * 11 * HOUR).toISOString();
    const contacted = i % 3 === 0;
    return {
      created_at: created,
      service: services[i % services.length]!,
      callback_due_at: i % 5 === 4 ? null : new Date(Date.parse(created) + HOUR).toISOString(),
      is_contacted: contacted ? 1 : 0,
      contacted_at: contacted ? new Date(Date.parse(created) + (i % 2 ? 30 : 90) * 60_000).toISOString() : null,
      utm_source: i % 4 === 0 ? "google" : null,
      utm_medium: i % 4 === 0 ? "cpc" : null,
      referrer: i % 4 === 1 ? "https://l.facebook.com/l.php" : null,
      landing_page: i % 6 === 2 ? "/services/tree-removal" : null,
      source_page: i % 7 === 3 ? "text" : "/contact",
      outcome: ["open", "won", "lost"][i % 3]!,
      job_value_cents: i % 3 === 1 ? 1000 * i : null,
      lost_reason: i % 3 === 2 && i % 2 ? "price" : null,
    };
  });
}

describe("the dashboard's totals per Waco day (migration 0039) and the overview's counts (0042)", () => {
  it("equal a fresh count of the leads after the migration, new leads, changes, deletions and restores", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "day-totals-"));
    dirs.push(dir);
    const { db, sqlite } = openDatabase(path.join(dir, "site.db"));
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("0038-photo-taken-at")).error).toBeUndefined();
    // Leads stored before the totals existed: the migration counts them.
    for (const lead of someLeads(40, 0)) insertLead(sqlite, lead);
    await migrateToLatest(db);
    expectTotalsToMatch(sqlite);

    const ids = someLeads(30, 40).map((lead) => insertLead(sqlite, lead));
    expectTotalsToMatch(sqlite);

    // Staff call leads back, win and lose them, change their service and their value.
    const update = (id: number, change: string) => sqlite.prepare(`update leads set ${change} where id = ?`).run(id);
    update(ids[0]!, "is_contacted = 1, contacted_at = callback_due_at");
    update(ids[1]!, "is_contacted = 0, contacted_at = null");
    update(ids[2]!, "outcome = 'won', job_value_cents = 250000");
    update(ids[3]!, "outcome = 'lost', lost_reason = 'timing'");
    update(ids[4]!, "lost_reason = 'price'");
    update(ids[5]!, "service = 'tree-trimming', job_value_cents = 999");
    update(ids[6]!, "callback_due_at = '2026-11-01T06:00:00.000Z'");
    update(
      ids[7]!,
      "landing_page = '/services/stump-grinding', utm_source = 'Bing', referrer = 'https://www.bing.com/'",
    );
    update(ids[8]!, "created_at = '2026-03-08T06:00:00.000Z'");
    // Another writer's change the dashboard does not show (the customer link) leaves the totals alone.
    sqlite.prepare("update leads set name = 'Zoë Ruiz' where id = ?").run(ids[9]!);
    // Leads reopened, one of them called back since: open leads nobody called are counted apart.
    update(ids[10]!, "outcome = 'open'");
    update(ids[13]!, "outcome = 'open'");
    update(ids[12]!, "outcome = 'open'");
    update(ids[12]!, "is_contacted = 1, contacted_at = callback_due_at");
    expect(sqlite.prepare("select uncalled_open from lead_counts").pluck().get()).toBe(2);
    expectTotalsToMatch(sqlite);

    // Retention deletes the oldest leads; a restore writes them back.
    const backup = path.join(dir, "backup.db");
    await sqlite.backup(backup);
    const cutoff = "2026-11-01T12:00:00.000Z";
    const deleted = sqlite.prepare("delete from leads where created_at < ?").run(cutoff).changes;
    expect(deleted).toBeGreaterThan(10);
    expectTotalsToMatch(sqlite);
    sqlite.prepare("attach database ? as backup").run(backup);
    const columns = (sqlite.prepare("select name from pragma_table_info('leads')").pluck().all() as string[]).join(
      ", ",
    );
    sqlite.exec(`insert into leads (${columns}) select ${columns} from backup.leads where created_at < '${cutoff}'`);
    sqlite.exec("detach database backup");
    expect(sqlite.prepare("select count(*) from leads").pluck().get()).toBe(70);
    expectTotalsToMatch(sqlite);
    await db.destroy();
  });

  it("forget a lead's minutes to first contact when any writer changes its times, so the app works them out again (0040)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "day-totals-"));
    dirs.push(dir);
    const { db, sqlite } = openDatabase(path.join(dir, "site.db"));
    await migrateToLatest(db);
    const [lead] = someLeads(1, 0);
    const id = insertLead(sqlite, { ...lead, contact_minutes: 90 });
    const minutes = sqlite.prepare("select contact_minutes from leads where id = ?").pluck();
    sqlite.prepare("update leads set name = 'Zoë Ruiz', outcome = 'won' where id = ?").run(id);
    expect(minutes.get(id)).toBe(90);
    sqlite.prepare("update leads set contacted_at = created_at where id = ?").run(id);
    expect(minutes.get(id)).toBeNull();
    await db.destroy();
  });
});
