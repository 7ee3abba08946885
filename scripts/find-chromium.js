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
 * What the browser tests drive: Chromium's headless shell, the build without a browser window's
 * machinery that Playwright's own headless runs use (the suite takes about half the time with it),
 * else a full Chromium.
 */
export function findTestBrowser() {
  return process.env.CHROMIUM_PATH ?? firstExisting(["/usr/bin/chromium-headless-shell"]) ?? findChromium();
}
