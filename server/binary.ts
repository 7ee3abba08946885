// The entry of the single binary (scripts/build-binary.ts): the Remix build imported statically,
// so the bundle holds the whole app, and public/ served from the binary's own memory.
import path from "node:path";

import * as build from "@remix-run/dev/server-build";

import packageJson from "../package.json";
import { publicFilesEmbedded } from "./public-files";
import { appEntry, serve } from "./serve";

/** Set by scripts/build-binary.ts: `git describe` of the sources. */
declare const BUILD_COMMIT: string;

void appEntry(build).runCli(process.argv.slice(2), {
  version: `${packageJson.version} (${BUILD_COMMIT})`,
  serve: () =>
    serve(
      build,
      (env) => publicFilesEmbedded(build, path.join(path.dirname(env.DATA_DIR), "public")),
      (args) => [process.execPath, args],
    ),
});
