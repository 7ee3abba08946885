import { createHash } from "node:crypto";

import { expect, it } from "vitest";

import { iconSprite, iconsVersion } from "./icons";

it("names the icon sprite by its content, so a changed icon is fetched anew", () => {
  const hash = createHash("sha256").update(iconSprite()).digest("hex").slice(0, 10);
  expect(iconsVersion, `set iconsVersion in app/content/icons.ts to "${hash}"`).toBe(hash);
});
