import fs from "node:fs";

/** What the entry that runs a command gives it (server.ts, or the single binary's server/binary.ts). */
export interface CliHost {
  /** The package version and the commit the binary was built from. */
  version: string;
  /** Migrates, seeds and serves the site over HTTP. */
  serve: () => Promise<void>;
}

export interface Command<Host = CliHost> {
  /** Literal words, then <required> and [optional] arguments. */
  usage: string;
  summary: string;
  run: (args: string[], host: Host) => Promise<unknown>;
}

/** The arguments for a usage's <required> and [optional] slots, or null when `args` do not fit it. */
export function matchUsage(usage: string, args: string[]) {
  const words = usage.split(" ");
  if (args.length > words.length) return null;
  const values: string[] = [];
  for (const [index, word] of words.entries()) {
    const arg = args[index];
    if (word.startsWith("[")) {
      if (arg !== undefined) values.push(arg);
    } else if (arg === undefined) {
      return null;
    } else if (word.startsWith("<")) {
      values.push(arg);
    } else if (arg !== word) {
      return null;
    }
  }
  return values;
}

/** A .env file in the working directory; real environment variables win over it. */
export function loadEnvFileHere() {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
}
