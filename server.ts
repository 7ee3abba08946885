// The server of `npm start` and `npm run dev`: the Remix build from the project folder.
// The single binary's entry is server/binary.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { type ServerBuild } from "@remix-run/node";

import packageJson from "./package.json";
import { rerunWithAllocatorSettings, servesSite } from "./server/allocator-settings";

/** The project folder: where package.json is, whether we run as server.ts or dist/server.js. */
function findProjectRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

const root = findProjectRoot();
const buildPath = path.join(root, "build/index.js");

// In development `tsx watch` restarts this process whenever remix dev writes a new build.
async function importBuild(): Promise<ServerBuild> {
  return import(pathToFileURL(buildPath).href);
}

async function main() {
  const args = process.argv.slice(2);
  // Before anything is loaded: while the server runs as a child, this process stays small.
  const thisCommand: [string, string[]] = [process.execPath, [...process.execArgv, ...process.argv.slice(1)]];
  if (servesSite(args) && rerunWithAllocatorSettings(thisCommand)) return;
  // A .env file in the project folder is optional; real environment variables win over it.
  const envFile = path.join(root, ".env");
  if (process.env.NODE_ENV !== "test" && fs.existsSync(envFile)) process.loadEnvFile(envFile);

  // The commands the server runs beside itself (`checkpoint` every 30 s, `clean-photos`) load neither
  // the Remix build nor Express (decision 094); scripts/build-server.js makes each import its own file.
  if (args.length > 0) {
    const { runLightCommand } = await import("./app/commands/light-commands.server");
    if (await runLightCommand(args)) return;
  }
  const [build, { appEntry, serve }, { publicFilesOnDisk }] = await Promise.all([
    importBuild(),
    import("./server/serve"),
    import("./server/public-files"),
  ]);
  // This module with a command, however the process was started (scripts/start.js, the browser tests' server).
  const ownCommandLine = (commandArgs: string[]): [string, string[]] => [
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...commandArgs],
  ];
  const serveSite = () => serve(build, () => publicFilesOnDisk(root, build), ownCommandLine);
  // With a command, the single binary's command line: the scheduled backup runs `backup <file>` so.
  if (args.length > 0) {
    return appEntry(build).runCli(args, { version: packageJson.version, serve: serveSite });
  }
  await serveSite();
}

main().catch((error) => {
  // A bad configuration is reported by name, without a stack trace.
  console.error(error instanceof Error && error.name === "EnvError" ? error.message : error);
  process.exit(1);
});
