import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeTempDir, startServer, type TestServer } from "../helpers/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

function runBackup(databasePath: string, target: string) {
  return spawnSync("npx", ["tsx", "scripts/db-backup.ts", target], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
}

describe("npm run db:backup", () => {
  it("copies the live database while the server writes, and the copy restores", async () => {
    const { db } = server.openDb();
    await db.updateTable("siteSettings").set({ phoneNumber: "2547770000" }).execute();
    await db.insertInto("notificationEmails").values({ email: "backup-check@example.com" }).execute();

    // Keep writing while the backup runs: the copy must still be consistent.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        await db
          .insertInto("notificationEmails")
          .values({ email: `writer-${n++}@example.com` })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const target = path.join(makeTempDir("backup-"), "copy.db");
    const result = runBackup(server.databasePath, target);
    writing = false;
    await writes;
    await db.destroy();

    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("integrity ok");
    expect(fs.existsSync(target)).toBe(true);

    // Restore: a server started on the copy serves the backed-up data.
    const restoreDir = makeTempDir("restore-");
    fs.copyFileSync(target, path.join(restoreDir, "site.db"));
    const restored = await startServer({ dataDir: restoreDir });
    try {
      const settings = await (await fetch(`${restored.url}/api/site-settings`)).json();
      expect(settings.data.phoneNumber).toBe("2547770000");
      const { db: restoredDb } = restored.openDb();
      const row = await restoredDb
        .selectFrom("notificationEmails")
        .select("email")
        .where("email", "=", "backup-check@example.com")
        .executeTakeFirst();
      await restoredDb.destroy();
      expect(row?.email).toBe("backup-check@example.com");
    } finally {
      await restored.stop();
    }
  });

  it("fails clearly when there is no database", () => {
    const result = runBackup(path.join(makeTempDir(), "missing.db"), path.join(makeTempDir(), "x.db"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No database at");
  });
});
