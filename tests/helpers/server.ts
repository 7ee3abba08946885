import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { inject } from "vitest";

import { openDatabase } from "../../db/connection";
import { makeTempDir, startServerProcess } from "../../scripts/lib/server-process.js";

export { getFreePort, makeTempDir } from "../../scripts/lib/server-process.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");

export type TestServer = Awaited<ReturnType<typeof startServerProcess>> & {
  /** A new process on the same port and database. */
  restart: (extraEnv?: Record<string, string>) => Promise<TestServer>;
  /** A direct connection to the server's database file, closed by the caller. */
  openDb: () => ReturnType<typeof openDatabase>;
};

/** A new data folder whose database is the run's migrated template (tests/helpers/template-database.ts). */
function newDataDir() {
  const dataDir = makeTempDir();
  const database = path.join(dataDir, "site.db");
  fs.copyFileSync(inject("templateDatabase"), database);
  fs.chmodSync(database, 0o600);
  return dataDir;
}

/**
 * Starts the built production server (dist/server.js) with a new SQLite file (migrated already,
 * unless `dataDir` holds one), and resolves once /healthz answers. `npm run build` must have run first.
 */
export async function startServer(options: Parameters<typeof startServerProcess>[0] = {}): Promise<TestServer> {
  const running = await startServerProcess({ ...options, dataDir: options.dataDir ?? newDataDir() });
  return {
    ...running,
    restart: async (extraEnv) => {
      await running.stop();
      return startServer({
        ...options,
        dataDir: running.dataDir,
        port: running.port,
        env: { ...options.env, ...extraEnv },
      });
    },
    openDb: () => openDatabase(running.databasePath),
  };
}

/** Runs the server with an environment expected to be rejected; resolves with its exit code and output. */
export async function runServerExpectingExit(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(projectRoot, "dist/server.js")], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_PATH: path.join(makeTempDir(), "site.db"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const timeout = setTimeout(() => child.kill("SIGKILL"), 15_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timeout);
  return { code, output };
}

/** Moves a CLOCK_START server's clock on (POST /__test/clock): what fell due by then is decided as after a real wait. */
export async function moveClockTo(server: Pick<TestServer, "url">, time: string) {
  const moved = await fetch(`${server.url}/__test/clock?to=${encodeURIComponent(time)}`, { method: "POST" });
  if (!moved.ok) throw new Error(`The clock did not move: HTTP ${moved.status}`);
}

/**
 * A backup every 10 minutes of the server's own clock (CLOCK_START, from now): a test makes the next
 * one due by moving that clock on 11 minutes (`backupMover`), which also wakes the backup job, as a
 * real wait would; nothing waits for a timer. Three moves stay within the hour an off-site backup's
 * name may be ahead of the bucket's clock (offsite.server.ts).
 */
export const clockedBackups = () => ({
  BACKUP_INTERVAL_MINUTES: "10",
  BACKUP_KEEP: "2",
  CLOCK_START: new Date().toISOString(),
});

/** Moves a clockedBackups server's clock on past its next backup, each call 11 minutes further. */
export function backupMover(server: Pick<TestServer, "url">) {
  let moves = 0;
  return () => moveClockTo(server, new Date(Date.now() + ++moves * 11 * 60_000).toISOString());
}
