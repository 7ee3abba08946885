import { spawn } from "node:child_process";
import os from "node:os";

/** Enough of the child's error output to say why it failed. */
const KEPT_ERROR_CHARS = 2_000;

/**
 * The server's own command line with `args` (`backup <file>`): the single binary
 * itself, or Node with the server's entry module. Given by the entry, which alone
 * knows it: `process.argv[1]` may be a wrapper that does something else first
 * (the browser tests' server empties its data folder).
 */
export type OwnCommandLine = (args: string[]) => [command: string, args: string[]];

/**
 * Runs `backup <file>` as a child process, as an operator would run it beside the
 * server: VACUUM INTO and integrity_check happen on its own read-only connection
 * and CPU time, so they never hold up the requests on this process's event loop.
 */
export function backupInChildProcess(file: string, ownCommandLine: OwnCommandLine) {
  const [command, args] = ownCommandLine(["backup", file]);
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  // Requests come first: the copy takes the CPU they leave.
  if (child.pid) os.setPriority(child.pid, 10);
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-KEPT_ERROR_CHARS)));
  return new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(errors.trim() || `the backup process ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
