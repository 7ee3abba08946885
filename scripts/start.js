// `npm start`: serves the production build, building it first on a fresh clone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const built = fs.existsSync("build/index.js") && fs.existsSync("dist/server.js");
if (!built) {
  console.log("No production build found: running `npm run build` first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../dist/server.js");
