import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { business } from "../app/content/business";
import { generatedTypesFile } from "../scripts/lib/database-types";
import { openDatabase } from "./connection";
import { migrateToLatest, NewerDatabaseError } from "./migrate";
import { migrationProvider } from "./migrations";
import { seedDefaults } from "./seed";

const dirs: string[] = [];
function tempDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-test-"));
  dirs.push(dir);
  return openDatabase(path.join(dir, "site.db"));
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("migrations", () => {
  it("make every account that existed before roles an owner, so nobody is locked out (0015)", async () => {
    const { db } = tempDatabase();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("0013-photo-quota")).error).toBeUndefined();
    await db
      .insertInto("staffUsers")
      .values([
        { email: "first@example.com", passwordHash: "x" } as never,
        { email: "crew@example.com", passwordHash: "x" } as never,
      ])
      .execute();
    await migrateToLatest(db);
    const roles = await db.selectFrom("staffUsers").select(["email", "role"]).orderBy("id").execute();
    expect(roles).toEqual([
      { email: "first@example.com", role: "owner" },
      { email: "crew@example.com", role: "owner" },
    ]);
    await db.insertInto("staffUsers").values({ email: "new@example.com", passwordHash: "x" }).execute();
    const added = await db
      .selectFrom("staffUsers")
      .select("role")
      .where("email", "=", "new@example.com")
      .executeTakeFirst();
    expect(added?.role).toBe("staff");
    await db.destroy();
  });

  it("create every table on an empty file and seed the defaults, and run again without overwriting what staff changed", async () => {
    const { db, sqlite } = tempDatabase();
    await migrateToLatest(db);
    await seedDefaults(db, { notifyEmails: ["Office@Example.com"] });

    const tables = sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'",
      )
      .pluck()
      .all();
    // The tables the generated types declare (db/generated-types.ts, which schema.test.ts holds to
    // the migrations), so a new table needs no line here; and the staff search's trigram index
    // with its own tables (0008), which the types leave out.
    const declared = /export interface DB \{([^}]*)\}/.exec(fs.readFileSync(generatedTypesFile, "utf8"))![1]!;
    const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const search = ["lead_search", "lead_search_config", "lead_search_data", "lead_search_docsize", "lead_search_idx"];
    expect(tables.sort()).toEqual(
      [...[...declared.matchAll(/^\s+(\w+):/gm)].map((match) => snakeCase(match[1]!)), ...search].sort(),
    );
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);

    const settings = await db.selectFrom("siteSettings").selectAll().executeTakeFirstOrThrow();
    expect(settings.phoneNumber).toBe(business.defaultPhoneNumber);
    const recipients = await db.selectFrom("notificationEmails").select("email").execute();
    expect(recipients).toEqual([{ email: "office@example.com" }]);

    // Again, as every start does: nothing changes, and nothing staff changed is overwritten.
    await db.updateTable("siteSettings").set({ phoneNumber: "2540001111" }).execute();

    await migrateToLatest(db);
    await seedDefaults(db);

    const rows = await db.selectFrom("siteSettings").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.phoneNumber).toBe("2540001111");
    await db.destroy();
  });

  it("refuse a database migrated by a newer version, naming what it does not know", async () => {
    const { db, sqlite } = tempDatabase();
    await migrateToLatest(db);
    sqlite.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run("9999-future", "2030-01-01");

    const refused = migrateToLatest(db);
    await expect(refused).rejects.toThrow(NewerDatabaseError);
    await expect(refused).rejects.toThrow(/newer version of the site \(9999-future\)/);
    await db.destroy();
  });

  it("give every lead, old or new, the digits of its phone", async () => {
    const { db } = tempDatabase();
    await new Migrator({ db, provider: migrationProvider }).migrateTo("0004-seo-pages");
    await db
      .insertInto("leads")
      .values({ name: "Before", phone: "(254) 555-0101", service: "tree-removal", message: "" })
      .execute();
    await migrateToLatest(db);
    await db
      .insertInto("leads")
      .values({ name: "After", phone: "+1 254.555.0102", service: "tree-removal", message: "" })
      .execute();
    const rows = await db.selectFrom("leads").select(["name", "phoneDigits"]).orderBy("id").execute();
    expect(rows).toEqual([
      { name: "Before", phoneDigits: "2545550101" },
      { name: "After", phoneDigits: "12545550102" },
    ]);
    await db.destroy();
  });

  it("move the last storm's dates into storm_periods, and give them back on the way down (0043)", async () => {
    const { db, sqlite } = tempDatabase();
    const migrator = new Migrator({ db, provider: migrationProvider });
    const to = async (name: string) => expect((await migrator.migrateTo(name)).error).toBeUndefined();
    await to("0042-lead-counts");
    sqlite.prepare("insert into site_settings (id, phone_number) values (1, '2545550100')").run();
    const settings = () =>
      sqlite.prepare("select storm_started_at as startedAt, storm_ended_at as endedAt from site_settings").get();
    const periods = () =>
      sqlite.prepare("select started_at as startedAt, ended_at as endedAt from storm_periods order by id").all();
    // The switch as the 0042 build wrote it: on, off, and off by its end time before the job stamped it.
    type Switch = [mode: 0 | 1, startedAt: string | null, endedAt: string | null, endsAt: string | null];
    const old = (...[mode, startedAt, endedAt, endsAt]: Switch) =>
      sqlite
        .prepare(
          "update site_settings set storm_mode = ?, storm_started_at = ?, storm_ended_at = ?, storm_ends_at = ? where id = 1",
        )
        .run(mode, startedAt, endedAt, endsAt);
    const MARCH = "2026-03-12T14:00:00.000Z";
    const MARCH_END = "2026-03-14T14:00:00.000Z";
    const cases: Array<{ was: Switch; copied: Array<{ startedAt: string; endedAt: string | null }> }> = [
      { was: [0, null, null, null], copied: [] },
      { was: [0, MARCH, MARCH_END, null], copied: [{ startedAt: MARCH, endedAt: MARCH_END }] },
      { was: [1, MARCH, null, MARCH_END], copied: [{ startedAt: MARCH, endedAt: null }] },
      { was: [0, MARCH, null, MARCH_END], copied: [{ startedAt: MARCH, endedAt: MARCH_END }] },
    ];
    for (const { was, copied } of cases) {
      old(...was);
      await to("0043-storm-periods");
      expect(periods()).toEqual(copied);
      await to("0042-lead-counts");
      expect(settings()).toEqual({ startedAt: copied[0]?.startedAt ?? null, endedAt: copied[0]?.endedAt ?? null });
    }
    // A second storm since the upgrade: the way down keeps the latest one, as the old build knew only one.
    old(0, MARCH, MARCH_END, null);
    await to("0043-storm-periods");
    sqlite.prepare("insert into storm_periods (started_at, ended_at) values (?, null)").run("2026-05-04T14:00:00.000Z");
    await to("0042-lead-counts");
    expect(settings()).toEqual({ startedAt: "2026-05-04T14:00:00.000Z", endedAt: null });
    await migrateToLatest(db);
    expect(periods()).toEqual([{ startedAt: "2026-05-04T14:00:00.000Z", endedAt: null }]);
    await db.destroy();
  });

  it("give every stored lead its customer and property by the matching rule, oldest first (0028)", async () => {
    const { db } = tempDatabase();
    expect(
      (await new Migrator({ db, provider: migrationProvider }).migrateTo("0027-scheduled-messages")).error,
    ).toBeUndefined();
    const lead = (name: string, phone: string, email: string | null, address: string | null, day: number) => ({
      name,
      phone,
      email,
      address,
      service: "tree-trimming",
      message: "",
      createdAt: `2025-0${day}-01T15:00:00.000Z`,
    });
    await db
      .insertInto("leads")
      .values([
        lead("Renée García", "(254) 555-0100", "renee@example.com", "1200 Austin Ave, Waco, TX 76701", 1),
        lead("Renée García", "+1 254.555.0100", "R.Garcia+trees@gmail.com", "77 Bosque Blvd", 2),
        lead("Renee Garcia", "(254) 555-0199", "rgarcia@gmail.com", "1200 Austin Avenue", 3),
        lead("Zoë Smith", "254-555-0300", null, "not required", 4),
      ])
      .execute();
    await migrateToLatest(db);

    const leads = await db.selectFrom("leads").select(["name", "customerId", "propertyId"]).orderBy("id").execute();
    expect(leads.map((row) => row.customerId)).toEqual([1, 1, 1, 2]);
    expect(leads.map((row) => row.propertyId)).toEqual([1, 2, 1, null]);
    const customers = await db.selectFrom("customers").select(["id", "name"]).orderBy("id").execute();
    expect(customers).toEqual([
      { id: 1, name: "Renée García" },
      { id: 2, name: "Zoë Smith" },
    ]);
    const contacts = await db
      .selectFrom("customerContacts")
      .select(["customerId", "kind", "value"])
      .orderBy("id")
      .execute();
    expect(contacts).toEqual([
      { customerId: 1, kind: "phone", value: "(254) 555-0100" },
      { customerId: 1, kind: "email", value: "renee@example.com" },
      { customerId: 1, kind: "email", value: "R.Garcia+trees@gmail.com" },
      { customerId: 1, kind: "phone", value: "(254) 555-0199" },
      { customerId: 2, kind: "phone", value: "254-555-0300" },
    ]);
    const properties = await db.selectFrom("properties").select(["customerId", "address"]).orderBy("id").execute();
    expect(properties).toEqual([
      { customerId: 1, address: "1200 Austin Ave, Waco, TX 76701" },
      { customerId: 1, address: "77 Bosque Blvd" },
    ]);
    await db.destroy();
  });
});
