import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeTempDir, startServer, type TestServer } from "../helpers/server";

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  // A folder the server creates itself, as on a fresh VPS.
  dataDir = path.join(makeTempDir(), "data");
  server = await startServer({ dataDir, env: { NOTIFY_EMAILS: "office@example.com" } });
});

afterAll(async () => {
  await server?.stop();
});

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

async function waitForEml(folder: string) {
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".eml")) : [];
    if (files.length > 0) return path.join(folder, files[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("data files", () => {
  it("are readable by the server's user only: folder 0700, database, WAL, SHM and emails 0600", async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Private Person", phone: "2545550111", service: "tree-removal" }),
    });
    expect(response.status).toBe(201);
    const eml = await waitForEml(path.join(dataDir, "outbox"));

    expect(modeOf(dataDir)).toBe("700");
    for (const file of ["site.db", "site.db-wal", "site.db-shm"])
      expect(modeOf(path.join(dataDir, file)), file).toBe("600");
    expect(modeOf(path.join(dataDir, "outbox"))).toBe("700");
    expect(modeOf(eml)).toBe("600");
  });

  it("makes a database an older version left world-readable private again at start", async () => {
    await server.stop();
    fs.chmodSync(path.join(dataDir, "site.db"), 0o644);
    server = await server.restart();
    expect(modeOf(path.join(dataDir, "site.db"))).toBe("600");
  });

  it("writes backups readable by the owner only", () => {
    const target = path.join(dataDir, "backups", "copy.db");
    const result = spawnSync("npx", ["tsx", "scripts/db-backup.ts", target], {
      env: { ...process.env, DATABASE_PATH: server.databasePath },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(modeOf(path.dirname(target))).toBe("700");
    expect(modeOf(target)).toBe("600");
  });
});
