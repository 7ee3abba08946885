// Bundles server.ts (and the app modules it shares with the Remix build) into dist/server.js. What
// server.ts imports with import() is a file of its own in dist/chunks/, loaded only when used: the
// backup commands' light entry (decision 094), and the HTTP server that only `serve` needs.
import fs from "node:fs";

import { build } from "esbuild";

fs.rmSync("dist/chunks", { recursive: true, force: true });
await build({
  entryPoints: ["server.ts"],
  outdir: "dist",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Built dist/server.js");
