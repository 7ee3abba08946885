import fs from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** Path of a Chromium the tests can drive, or undefined. */
export function findChromium() {
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}
