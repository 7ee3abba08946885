// Browser tests drive Debian's Chromium headless shell (Playwright's own download does not work
// here); Lighthouse (`npm run audit`) needs the full Chromium. Both are installed when missing.
import { spawnSync } from "node:child_process";

import { findChromium, findHeadlessShell } from "./find-chromium.js";

const needsHeadlessShell = () => !process.env.CHROMIUM_PATH && !findHeadlessShell();
const missing = [...(findChromium() ? [] : ["chromium"]), ...(needsHeadlessShell() ? ["chromium-headless-shell"] : [])];
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync("which", ["apt-get"]).status === 0;
if (isRoot && hasApt) {
  console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
  const run = (args) =>
    spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (run(["install", "-y", "--no-install-recommends", ...missing]).status !== 0) {
    // The package lists may be missing or stale on a fresh machine.
    run(["update"]);
    run(["install", "-y", "--no-install-recommends", ...missing]);
  }
}

if (!findChromium()) {
  console.error(
    "No Chromium found for the browser tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium chromium-headless-shell`)\n" +
      "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
  );
  process.exit(1);
}
if (needsHeadlessShell())
  console.warn(
    "chromium-headless-shell is not installed: the browser tests use the full Chromium (about twice as slow).",
  );
