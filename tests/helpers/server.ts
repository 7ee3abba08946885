import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { openDatabase } from "../../db/connection";

const projectRoot = path.resolve(import.meta.dirname, "../..");

export async function getFreePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function makeTempDir(prefix = "site-test-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  databasePath: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM and wait for a clean exit; resolves to the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash or power cut would. */
  kill: () => Promise<void>;
  /** A new process on the same port and database. */
  restart: (extraEnv?: Record<string, string>) => Promise<TestServer>;
  /** A direct connection to the server's database file, closed by the caller. */
  openDb: () => ReturnType<typeof openDatabase>;
}

interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
}

/**
 * Starts the built production server (dist/server.js) with a fresh SQLite file,
 * and resolves once /healthz answers. `npm run build` must have run first.
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? makeTempDir();
  const port = options.port ?? (await getFreePort());
  const databasePath = path.join(dataDir, "site.db");
  const child = spawn(process.execPath, [path.join(projectRoot, "dist/server.js")], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "test-secret-that-is-long-enough-to-use-0123456789",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => output);

  const server: TestServer = {
    url,
    port,
    dataDir,
    databasePath,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    restart: async (extraEnv) => {
      if (child.exitCode === null && child.signalCode === null) await server.stop();
      return startServer({ ...options, dataDir, port, env: { ...options.env, ...extraEnv } });
    },
    openDb: () => openDatabase(databasePath),
  };
  return server;
}

export async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`Server did not become healthy:\n${output()}`);
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
