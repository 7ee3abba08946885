import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../db/connection";
import { startServerProcess } from "../../scripts/lib/server-process.js";
import { waitFor } from "../helpers/poll";
import { backupMover, clockedBackups, getFreePort, makeTempDir, startServer, type TestServer } from "../helpers/server";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/**
 * `npm run db:backup <target>` (tsx scripts/db-backup.ts). Asynchronous, so that what this process
 * writes meanwhile really is written while the backup runs.
 */
function runBackup(databasePath: string, target: string) {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/db-backup.ts", target], {
    env: { ...process.env, DATABASE_PATH: databasePath },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (status) => resolve({ status, stdout, stderr })),
  );
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
    const result = await runBackup(server.databasePath, target);
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

  it("fails clearly when there is no database", async () => {
    const result = await runBackup(path.join(makeTempDir(), "missing.db"), path.join(makeTempDir(), "x.db"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No database at");
  });
});

describe("the scheduled backup's own process", () => {
  it("runs the server's own module, whatever script started the server (the browser tests' server empties its folder first)", async () => {
    const port = await getFreePort();
    const dataDir = path.resolve(`.e2e-data/${port}`);
    const wrapped = await startServerProcess({
      command: [process.execPath, "scripts/e2e-server.js"],
      port,
      env: clockedBackups(),
    });
    try {
      const created = await fetch(`${wrapped.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Kept Through Backups", phone: "254-555-0123", service: "tree-removal" }),
      });
      expect(created.status).toBe(201);
      // On by the server's clock, the backup is due (the clock route wakes the backup job).
      await backupMover(wrapped)();
      const backups = path.join(dataDir, "backups");
      await waitFor(
        () => fs.existsSync(backups) && fs.readdirSync(backups).some((name) => name.endsWith(".db")),
        30_000,
      );

      const { db } = openDatabase(path.join(dataDir, "site.db"));
      try {
        const lead = await db.selectFrom("leads").select("name").executeTakeFirst();
        expect(lead?.name).toBe("Kept Through Backups");
      } finally {
        await db.destroy();
      }
    } finally {
      await wrapped.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
