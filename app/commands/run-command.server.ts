import { EnvError } from "~/platform/env.server";

import { NewerDatabaseError } from "../../db/migrate";
import { CommandError } from "./command-error.server";

/** The exit code of a failure whose message says it all, or undefined for an unexpected error. */
function expectedExitCode(error: unknown) {
  if (error instanceof EnvError) return 2;
  if (error instanceof CommandError) return error.exitCode;
  if (error instanceof NewerDatabaseError) return 1;
  return undefined;
}

/**
 * Runs a command of the binary or of an npm script. A bad configuration or a usage mistake is
 * one line and exit code 2; only an unexpected error prints its stack.
 */
export async function runCommand(command: () => Promise<unknown>) {
  try {
    await command();
  } catch (error) {
    const exitCode = expectedExitCode(error);
    console.error(exitCode === undefined ? error : (error as Error).message);
    process.exit(exitCode ?? 1);
  }
}
