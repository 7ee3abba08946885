// The entry of the single binary (scripts/build-binary.ts): the bundle holds the Remix build and the
// whole app (imported by name, so bundled, and evaluated only when used), and public/ is served from
// the binary's own memory.
import path from "node:path";

import packageJson from "../package.json";
import { rerunWithAllocatorSettings, servesSite } from "./allocator-settings";

/** Set by scripts/build-binary.ts: `git describe` of the sources. */
declare const BUILD_COMMIT: string;

async function main() {
  const args = process.argv.slice(2);
  // Before the bundle's modules are evaluated: while the server runs as a child, this process stays small.
  if (servesSite(args) && rerunWithAllocatorSettings([process.execPath, args])) return;
  // The commands the server runs beside itself (`checkpoint` every 30 s, `clean-photos`) evaluate only
  // the modules they use, not the bundled Remix build (decision 094): esbuild defers what import() loads.
  if (args.length > 0) {
    const { runLightCommand } = await import("../app/commands/light-commands.server");
    if (await runLightCommand(args)) return;
  }
  const [build, { appEntry, serve }, { publicFilesEmbedded }] = await Promise.all([
    import("@remix-run/dev/server-build"),
    import("./serve"),
    import("./public-files"),
  ]);
  await appEntry(build).runCli(args, {
    version: `${packageJson.version} (${BUILD_COMMIT})`,
    serve: () =>
      serve(
        build,
        (env) => publicFilesEmbedded(build, path.join(path.dirname(env.DATA_DIR), "public")),
        (commandArgs) => [process.execPath, commandArgs],
      ),
  });
}

void main();
