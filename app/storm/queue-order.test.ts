import { describe, expect, it } from "vitest";

import { byBlock, inQueueOrder, type QueuedLead, streetOf, zipOf } from "./queue-order";

const lead = (id: number, overrides: Partial<QueuedLead>): QueuedLead => ({
  id,
  tier: "orange",
  createdAt: `2026-12-01T1${id}:00:00Z`,
  cannotLeave: false,
  existingCustomer: false,
  address: null,
  ...overrides,
});

describe("the storm queue", () => {
  it("orders by tier, then cannot-leave, then existing customers, then the longest wait", () => {
    const queue = inQueueOrder([
      lead(1, { tier: "yellow" }),
      lead(2, {}),
      lead(3, { existingCustomer: true }),
      lead(4, { tier: "red" }),
      lead(5, { tier: "red", cannotLeave: true }),
      lead(6, {}),
    ]);
    expect(queue.map(({ id, position }) => [id, position])).toEqual([
      [5, 1],
      [4, 2],
      [3, 3],
      [2, 4],
      [6, 5],
      [1, 6],
    ]);
  });

  it("reads the ZIP code and the street of an address", () => {
    expect(zipOf("1200 Austin Avenue, Waco, TX 76710")).toBe("76710");
    expect(zipOf("1200 Austin Avenue, Waco")).toBeUndefined();
    expect(streetOf("1200 Austin Avenue, Waco, TX 76710")).toBe("austin ave");
    expect(streetOf("12B Peña Street")).toBe("peña st");
  });

  it("groups a tier by ZIP code and street, each block where its most urgent lead stands", () => {
    const queue = inQueueOrder([
      lead(1, { address: "10 Elm St, Waco, TX 76710" }),
      lead(2, { address: "5 Oak Dr, Waco, TX 76706" }),
      lead(3, { address: "22 Elm Street, Waco, TX 76710" }),
    ]);
    expect(byBlock(queue).map((block) => [block.zip, block.street, block.leads.map((l) => l.id)])).toEqual([
      ["76710", "elm st", [1, 3]],
      ["76706", "oak dr", [2]],
    ]);
  });
});
