// Starts the built production server (dist/server.js) on a free port with its own
// data folder: one helper for the integration tests, the benchmarks and the audit.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** @returns {Promise<number>} a port nobody listens on right now */
export function getFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

export function makeTempDir(prefix = "site-test-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

let pinning = "not pinned";

/**
 * A benchmark's server on a core of its own and the load generator (this process and its
 * children) on the other, as a 1-CPU VPS with its visitors elsewhere (issue #44 item 6), when
 * `taskset` is there and the machine has two CPUs or more. Other engineers' work still shares
 * both cores: say the load average beside the numbers.
 * @param {string[]} command
 */
function pinned(command) {
  if (os.cpus().length < 2 || spawnSync("taskset", ["-V"]).error) {
    pinning = "not pinned: this machine has no taskset or one CPU; server and load generator share the cores";
    return command;
  }
  spawnSync("taskset", ["-pc", "0", String(process.pid)]);
  pinning = "server pinned to CPU 1, load generator to CPU 0 (taskset)";
  return ["taskset", "-c", "1", ...command];
}

/** How the last pinned server and the load generator shared the CPUs, for a benchmark's report. */
export const pinningNote = () => pinning;

/**
 * @param {{ env?: Record<string, string>, dataDir?: string, port?: number, command?: string[], cwd?: string, pin?: boolean }} [options]
 *   `command` replaces `node dist/server.js` (e.g. a single-binary build); `cwd` defaults to the project folder;
 *   `pin` gives the server a core of its own (benchmarks).
 */
export async function startServerProcess(options = {}) {
  const dataDir = options.dataDir ?? makeTempDir();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(options, dataDir, options.port ?? (await getFreePort()));
    } catch (error) {
      // A port found free was taken before the server listened (another test's server, a client's socket): another one.
      const taken = options.port === undefined && /EADDRINUSE/.test(String(error));
      if (!taken || attempt === 3) throw error;
    }
  }
}

/**
 * @param {NonNullable<Parameters<typeof startServerProcess>[0]>} options
 * @param {string} dataDir
 * @param {number} port
 */
async function startOnPort(options, dataDir, port) {
  const url = `http://127.0.0.1:${port}`;
  const databasePath = path.join(dataDir, "site.db");
  const serverCommand = options.command ?? [process.execPath, path.join(projectRoot, "dist/server.js")];
  const [command, ...args] = options.pin ? pinned(serverCommand) : serverCommand;
  const child = spawn(command, args, {
    cwd: options.cwd ?? projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      SESSION_SECRET: "test-secret-that-is-long-enough-to-use-0123456789",
      // `node dist/server.js` as the systemd unit runs it (server/allocator-settings.ts), so it serves in this
      // process; a command of its own (the single binary) starts without them and runs itself again with them.
      ...(options.command ? {} : { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" }),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  await waitUntilHealthy(url, child, () => output);
  return {
    url,
    port,
    dataDir,
    databasePath,
    child,
    /** The server's process id, e.g. to limit its resources from a test. */
    pid: /** @type {number} */ (child.pid),
    exited,
    /** Everything the server printed so far. */
    output: () => output,
    /** SIGTERM and wait for a clean exit; resolves to the exit code. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    /** SIGKILL, as a crash or power cut would. */
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * How long a start may take before it counts as failed: a start took 10-12 s at a load average of
 * 16 (measured while six engineers ran tests on two cores), and the 30 s this was failed hooks at
 * loads of 8-15. A server that exits is reported at once, whatever this says.
 */
const START_UP_MS = 120_000;

/**
 * @param {string} url
 * @param {import("node:child_process").ChildProcess} child
 * @param {() => string} output
 */
async function waitUntilHealthy(url, child, output) {
  const deadline = Date.now() + START_UP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      // Its own listen first: another process on the port (one that took it after getFreePort) would answer too.
      if (output().includes("Server listening on") && (await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`Server did not become healthy:\n${output()}`);
}
