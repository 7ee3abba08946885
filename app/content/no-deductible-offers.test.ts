import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * Texas forbids offering to pay, waive or rebate an insurance deductible (Business & Commerce
 * Code §27.02; issues #46 and #47): no text of the site, in either language, may offer it.
 * Every module of the content catalog is read as written, so a new file is checked too.
 */
const offer =
  /\b(cover|pay|waive|absorb|rebate|help with|take care of|eat|cubr\w*|pag\w*|exoner\w*|perdon\w*|absorb\w*)\b[^.!?\n]{0,60}\b(deductib|deducib)/i;

const contentDir = path.dirname(new URL(import.meta.url).pathname);
const modules = fs.readdirSync(contentDir).filter((name) => /\.(ts|tsx|js)$/.test(name) && !/\.test\./.test(name));

describe("the content catalog", () => {
  it("offers to cover an insurance deductible nowhere, in English or Spanish", () => {
    const offers = modules.flatMap((name) =>
      fs
        .readFileSync(path.join(contentDir, name), "utf8")
        .split("\n")
        // Comments say what the law forbids; only the words shown to people count.
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && offer.test(line))
        .map((line) => `${name}: ${line.trim()}`),
    );
    expect(offers).toEqual([]);
  });

  it("would catch such an offer", () => {
    expect(offer.test("We can cover your deductible")).toBe(true);
    expect(offer.test("Podemos cubrir su deducible del seguro")).toBe(true);
    expect(offer.test("Take photos for your insurance claim")).toBe(false);
  });
});
