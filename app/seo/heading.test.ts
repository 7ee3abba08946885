import { describe, expect, it } from "vitest";

import { splitHeadingLines } from "./heading";

describe("splitHeadingLines", () => {
  it("splits the default heading into three lines by word position", () => {
    expect(splitHeadingLines("Expert Tree Removal Services in Waco, TX")).toEqual([
      "Expert Tree Removal",
      "Services in",
      "Waco, TX",
    ]);
  });

  it("handles short and oddly spaced headings", () => {
    expect(splitHeadingLines("  Tree   Care ")).toEqual(["Tree Care"]);
    expect(splitHeadingLines("Best Tree Care Waco")).toEqual(["Best Tree", "Care Waco"]);
    expect(splitHeadingLines("")).toEqual([]);
  });
});
