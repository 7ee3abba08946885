/**
 * A failure the person running a command can act on: printed as its message alone, never
 * a stack trace. Exit code 2 for a mistake in how it was run, 1 for anything else.
 */
export class CommandError extends Error {
  name = "CommandError";

  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}
