import fs from "node:fs";

const firstExisting = (candidates) => candidates.find((candidate) => candidate && fs.existsSync(candidate));

/** Path of a full Chromium or Chrome (Lighthouse audits with it), or undefined. */
export function findChromium() {
  return firstExisting([
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ]);
}

/**
 * Path of Debian's Chromium headless shell, or undefined: the build without a browser window's
 * machinery that Playwright's own headless runs use (the browser tests take about half the time).
 */
export function findHeadlessShell() {
  return firstExisting(["/usr/bin/chromium-headless-shell"]);
}

/** What the browser tests drive: CHROMIUM_PATH when set, else the headless shell, else a full Chromium. */
export function findTestBrowser() {
  return process.env.CHROMIUM_PATH ?? findHeadlessShell() ?? findChromium();
}
