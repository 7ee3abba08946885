import { EnvError } from "~/platform/env.server";

import { CommandError } from "./command-error.server";

/**
 * Runs a command of the binary or of an npm script. A bad configuration or a usage mistake is
 * one line and exit code 2; only an unexpected error prints its stack.
 */
export async function runCommand(command: () => Promise<unknown>) {
  try {
    await command();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof CommandError) {
      console.error(error.message);
      process.exit(error.exitCode);
    }
    console.error(error);
    process.exit(1);
  }
}
