import fs from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { envVariables } from "~/platform/env.server";

import { runCli } from "./cli.server";

/**
 * The configuration variables have one source: env.server.ts's schema (`envVariables`), which
 * getEnv() validates and `--help` prints. The README's table and .env.example are written by
 * hand, so they are checked here against it, and the code may read no variable around it.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
// NODE_ENV is the build's mode (production in the binary), not configuration.
const configured = Object.keys(envVariables)
  .filter((name) => name !== "NODE_ENV")
  .sort();
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

function readmeVariables() {
  const readme = read("README.md");
  const section = readme.slice(
    readme.indexOf("\n## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("\n## Configuration") + 1),
  );
  const firstColumns = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split("|")[1]!);
  return sorted(
    firstColumns.flatMap((column) => [...column.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)),
  );
}

async function helpVariables() {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  await runCli(["--help"], { version: "test", serve: () => Promise.resolve() });
  const printed = log.mock.calls.map((call) => String(call[0])).join("\n");
  return sorted([...printed.matchAll(/^ {2}([A-Z][A-Z0-9_]*) \(default: /gm)].map((match) => match[1]!));
}

/** Every source file of the server: the app, the server and the database code. */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the configuration variables", () => {
  it("are all in the README's table, and only they", () => {
    expect(readmeVariables()).toEqual(configured);
  });

  it("are all in --help, with their defaults, and only they", async () => {
    expect(await helpVariables()).toEqual(configured);
  });

  it("are all in .env.example, and only they", () => {
    const names = [...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(sorted(names)).toEqual(configured);
  });

  it("are the only ones the code reads: every other reading goes through getEnv()", () => {
    const files = [...sourceFiles("app"), ...sourceFiles("server"), ...sourceFiles("db"), "server.ts"];
    const names = files.flatMap((file) =>
      [...read(file).matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[\s*["'`]([A-Z_][A-Z0-9_]*)["'`]\s*\])/g)].map(
        (match) => `${match[1] ?? match[2]} (${file})`,
      ),
    );
    const unknown = names.filter((entry) => !["NODE_ENV", ...configured].includes(entry.split(" ")[0]!));
    expect(unknown).toEqual([]);
    // No variable is taken out of process.env by destructuring, where the scan above would miss it.
    const destructured = files.filter((file) => /\}\s*=\s*process\.env\b/.test(read(file)));
    expect(destructured).toEqual([]);
  });
});
