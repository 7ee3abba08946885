import { describe, expect, it } from "vitest";

import { tierFor, tierRank } from "./tiers";

describe("tierFor", () => {
  it("puts a tree on a building or a line, a trapped household or a tree over a walkway in Red", () => {
    expect(tierFor({ hazards: ["structure"] })).toBe("red");
    expect(tierFor({ hazards: ["structure"], canLeaveSafely: true })).toBe("red");
    expect(tierFor({ hazards: ["power-line"] })).toBe("red");
    expect(tierFor({ hazards: ["structure", "power-line"] })).toBe("red");
    expect(tierFor({ hazards: ["over-walkway"] })).toBe("red");
    expect(tierFor({ hazards: ["clean-up"], canLeaveSafely: false })).toBe("red");
    expect(tierFor({ hazards: ["structure"], canLeaveSafely: false })).toBe("red");
  });

  it("puts a roof hit without a line, or a blocked way out people can still leave by, in Orange", () => {
    expect(tierFor({ hazards: ["roof-hit"] })).toBe("orange");
    expect(tierFor({ hazards: ["roof-hit", "vehicle"], canLeaveSafely: true })).toBe("orange");
    expect(tierFor({ hazards: ["roof-hit"], canLeaveSafely: false })).toBe("red");
    expect(tierFor({ hazards: ["blocked-exit"], canLeaveSafely: true })).toBe("orange");
    expect(tierFor({ hazards: ["vehicle", "blocked-exit"] })).toBe("orange");
  });

  it("leaves clean-up, a vehicle alone and no answer in Yellow", () => {
    expect(tierFor({ hazards: ["clean-up"] })).toBe("yellow");
    expect(tierFor({ hazards: ["vehicle"], canLeaveSafely: true })).toBe("yellow");
    expect(tierFor({ hazards: [] })).toBe("yellow");
  });

  it("orders the tiers Red, Orange, Yellow", () => {
    expect(tierRank("red")).toBeLessThan(tierRank("orange"));
    expect(tierRank("orange")).toBeLessThan(tierRank("yellow"));
  });
});
