import { describe, expect, it } from "vitest";

import { checkStormPrices, confirmationKey, preStormPriceList } from "./storm-prices";

const list = preStormPriceList([
  [
    { description: "Tree Removal", unitPriceCents: 80_000 },
    { description: "Haul debris", unitPriceCents: 20_000 },
  ],
  [{ description: " tree   removal ", unitPriceCents: 100_000 }],
]);

describe("the storm price check", () => {
  it("keeps the highest pre-storm price of each work, its words' spacing and capitals aside", () => {
    expect(Object.fromEntries(list)).toEqual({ "tree removal": 100_000, "haul debris": 20_000 });
  });

  it("warns on a unit price more than 10% above it, naming the line and both prices", () => {
    const check = checkStormPrices(
      [
        { description: "Haul debris", unitPriceCents: 22_000 },
        { description: "Tree removal", unitPriceCents: 150_000 },
        { description: "Tarp the roof", unitPriceCents: 90_000 },
      ],
      list,
    );
    expect(check.warnings).toEqual([
      {
        line: 2,
        description: "Tree removal",
        unitPrice: "$1,500.00",
        preStormPrice: "$1,000.00",
        unitPriceCents: 150_000,
        preStormPriceCents: 100_000,
        above: 50,
      },
    ]);
    expect(check.key).toBe("2:150000");
    // The API's confirmation, in any order, makes the same key.
    expect(
      confirmationKey([
        { line: 3, unitPriceCents: 90_000 },
        { line: 2, unitPriceCents: 150_000 },
      ]),
    ).toBe("2:150000,3:90000");
  });

  it("says nothing when every price is within 10% or has nothing to compare with", () => {
    expect(checkStormPrices([{ description: "Haul debris", unitPriceCents: 22_000 }], list)).toEqual({
      warnings: [],
      key: "",
    });
  });
});
