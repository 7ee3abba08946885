// Browser tests drive Debian's Chromium (Playwright's own download does not work here).
import { spawnSync } from "node:child_process";

import { findChromium } from "./find-chromium.js";

if (findChromium()) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync("which", ["apt-get"]).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    "No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`)\n" +
      "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
  );
  process.exit(1);
}

console.log("Installing Debian's chromium for the browser tests…");
const run = (args) =>
  spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
if (run(["update"]).status !== 0 || run(["install", "-y", "--no-install-recommends", "chromium"]).status !== 0) {
  console.error("Installing chromium failed; install it by hand or set CHROMIUM_PATH.");
  process.exit(1);
}
if (!findChromium()) {
  console.error("chromium was installed but not found at /usr/bin/chromium; set CHROMIUM_PATH.");
  process.exit(1);
}
