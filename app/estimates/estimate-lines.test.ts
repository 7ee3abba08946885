import { describe, expect, it } from "vitest";

import { type EstimateLine, estimateTotals, formatCents, formatRate, tickedOptional } from "./estimate-lines";

const line = (over: Partial<EstimateLine>): EstimateLine => ({
  description: "Remove live oak",
  area: "Front yard",
  quantity: 1,
  unitPriceCents: 100_000,
  taxable: false,
  optional: false,
  photoIds: [],
  ...over,
});

describe("estimate totals", () => {
  const lines = [
    line({ unitPriceCents: 120_000 }),
    line({ description: "Grind stump", unitPriceCents: 15_000, taxable: true, optional: true }),
    line({ description: "Haul brush", quantity: 2, unitPriceCents: 7_550, taxable: true }),
  ];

  it("counts required lines and taxes only the taxable ones at the rate, rounded once", () => {
    expect(estimateTotals(lines, 825)).toEqual({ subtotalCents: 135_100, taxCents: 1_246, totalCents: 136_346 });
  });

  it("adds a ticked optional line with its tax", () => {
    expect(estimateTotals(lines, 825, [1])).toEqual({ subtotalCents: 150_100, taxCents: 2_483, totalCents: 152_583 });
  });

  it("keeps only optional lines from what a form ticks", () => {
    expect(tickedOptional(lines, [2, 1, 1, 7, 0])).toEqual([1]);
  });

  it("formats dollars and the rate", () => {
    expect(formatCents(152_583)).toBe("$1,525.83");
    expect(formatRate(825)).toBe("8.25%");
    expect(formatRate(800)).toBe("8%");
  });
});
