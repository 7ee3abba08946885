import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { openDatabase, openServerSqlite } from "./connection";
import { migrateToLatest } from "./migrate";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("transactions", () => {
  it("a transaction that reads, then writes, never fails because another connection wrote in between", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "connection-test-"));
    dirs.push(dir);
    const file = path.join(dir, "site.db");
    const { db } = openDatabase(file);
    await migrateToLatest(db);
    // Another process on the same file (a command run beside the server), which gives up at once.
    const other = openServerSqlite(file);
    other.pragma("busy_timeout = 0");
    const addAddress = (email: string) =>
      other.prepare("insert into notification_emails (email, is_active, created_at) values (?, 1, 'now')").run(email);

    let otherWriter: unknown;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("notificationEmails").selectAll().execute();
      try {
        addAddress("meanwhile@example.com");
      } catch (error) {
        otherWriter = error;
      }
      await trx
        .insertInto("notificationEmails")
        .values({ email: "transaction@example.com", isActive: 1, createdAt: "now" })
        .execute();
    });

    // The other connection waited its turn (here: gave up), and the transaction's write stands.
    expect(otherWriter).toMatchObject({ code: "SQLITE_BUSY" });
    const emails = (await db.selectFrom("notificationEmails").select("email").execute()).map((row) => row.email);
    expect(emails).toEqual(["transaction@example.com"]);
    expect(() => addAddress("after@example.com")).not.toThrow();
    other.close();
    await db.destroy();
  });
});
