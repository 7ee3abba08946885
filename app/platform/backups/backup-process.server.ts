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
 * Runs one of the server's own commands (`backup <file>`, `backup-offsite <file>`) as a child
 * process, as an operator would run it beside the server: VACUUM INTO, integrity_check, photo
 * files, pruning and uploads happen on its own connection, memory and CPU time, so they never hold
 * up the requests on this process's event loop nor stay in its memory.
 */
export function runInChildProcess(
  commandArgs: string[],
  ownCommandLine: OwnCommandLine,
  { quiet = false, signal }: { quiet?: boolean; signal?: AbortSignal } = {},
) {
  const [command, args] = ownCommandLine(commandArgs);
  // What it did goes to the server's log (not for a routine `checkpoint`); why it failed, to the caller.
  // `signal` ends it with SIGTERM (the server is stopping): its work is taken up again after the restart.
  const child = spawn(command, args, { stdio: ["ignore", quiet ? "ignore" : "inherit", "pipe"], signal });
  // Requests come first: the copy takes the CPU they leave.
  if (child.pid) os.setPriority(child.pid, 10);
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-KEPT_ERROR_CHARS)));
  return new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(errors.trim() || `the ${commandArgs[0]} process ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
