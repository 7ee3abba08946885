// What `npm test` needs beyond npm packages, installed from Debian's packages when missing:
// Chromium's headless shell for the browser tests (Playwright's own download does not work here);
// nginx, which the reverse-proxy test runs in front of the server; heif-enc, which makes the tests'
// iPhone photo (a real HEIC). The full Chromium is not installed here: only `npm run audit`
// (Lighthouse) needs it, and on a fresh CI machine it and its GTK libraries took longer to install
// than the headless shell alone.
import { spawnSync } from "node:child_process";

import { findHeadlessShell, findTestBrowser } from "./find-chromium.js";

const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const needsHeadlessShell = () => !process.env.CHROMIUM_PATH && !findHeadlessShell();
const needsNginx = () => !onPath("nginx") && !onPath("/usr/sbin/nginx");

const missing = [
  ...(needsHeadlessShell() ? ["chromium-headless-shell"] : []),
  ...(needsNginx() ? ["nginx"] : []),
  ...(onPath("heif-enc") ? [] : ["libheif-examples"]),
];
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync("which", ["apt-get"]).status === 0;
if (isRoot && hasApt) {
  console.log(`Installing Debian's ${missing.join(", ")} for the tests…`);
  const run = (args) =>
    spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (run(["install", "-y", "--no-install-recommends", ...missing]).status !== 0) {
    // The package lists may be missing or stale on a fresh machine.
    run(["update"]);
    run(["install", "-y", "--no-install-recommends", ...missing]);
  }
}

const stillMissing = [
  ...(findTestBrowser() ? [] : ["chromium-headless-shell (or chromium, or set CHROMIUM_PATH to a Chromium or Chrome)"]),
  ...(needsNginx() ? ["nginx"] : []),
  ...(onPath("heif-enc") ? [] : ["libheif-examples (heif-enc)"]),
];
if (stillMissing.length) {
  console.error(
    `Missing for the tests: ${stillMissing.join(", ")}. Install them (Debian/Ubuntu: \`sudo apt-get install -y chromium-headless-shell nginx libheif-examples\`).`,
  );
  process.exit(1);
}
if (needsHeadlessShell())
  console.warn(
    "chromium-headless-shell is not installed: the browser tests use the full Chromium (about twice as slow).",
  );
