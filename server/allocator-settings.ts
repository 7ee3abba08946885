// glibc reads its malloc settings from the environment once, as a process starts, and Node 20 cannot
// re-execute itself in place (process.execve came in Node 22.15): a server started without them
// runs itself again with them, and passes signals and its exit on (decision 098).
import { spawn } from "node:child_process";

/**
 * As the systemd unit of docs/deploy.md sets them: two malloc arenas, not one per thread (decision
 * 051), and every block of 64 KiB or more (an upload's socket reads) a mapping of its own, given back
 * when freed (decision 096). A value already in the environment wins.
 */
export const ALLOCATOR_SETTINGS = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" } as const;

/** What a process manager or a terminal sends the server: the serving process gets each one. */
const PASSED_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2"] as const;

/** Whether these settings mean anything here: only glibc reads them (not musl, not macOS). */
function usesGlibc() {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}

/** Whether `args` (after the program and its script) start the server: no command, or `serve`. */
export function servesSite(args: string[]) {
  return args.length === 0 || (args.length === 1 && args[0] === "serve");
}

/**
 * Runs `[program, args]` (this same server) as a child with the allocator settings when this
 * process started without them, and becomes its shadow: every signal above goes to it, and this
 * process exits as it does (its code, or the signal that ended it). Returns whether it did; when
 * false (the settings are there already, or the C library is not glibc), the caller serves here.
 */
export function rerunWithAllocatorSettings([program, args]: [string, string[]]) {
  const missing = Object.entries(ALLOCATOR_SETTINGS).filter(([name]) => process.env[name] === undefined);
  if (missing.length === 0 || !usesGlibc()) {
    stopWithParent();
    return false;
  }
  const child = spawn(program, args, {
    // The channel tells the child when this process is gone, even killed outright (SIGKILL passes on to no one).
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: { ...process.env, ...Object.fromEntries(missing) },
  });
  for (const signal of PASSED_SIGNALS) process.on(signal, () => child.kill(signal));
  child.once("error", (error) => {
    console.error(`The server could not be started again with its allocator settings: ${error.message}`);
    process.exit(1);
  });
  child.once("exit", (code, signal) => {
    if (code !== null) process.exit(code);
    // Ended by a signal: this process ends by the same one, so its manager sees what happened.
    for (const passed of PASSED_SIGNALS) process.removeAllListeners(passed);
    process.kill(process.pid, signal ?? "SIGTERM");
  });
  return true;
}

/** Started by the process above: stops as on SIGTERM when it is gone, rather than run on unwatched. */
function stopWithParent() {
  if (!process.channel) return;
  process.channel.unref();
  process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
}
