import { describe, expect, it } from "vitest";

import { passwordWeakness } from "./password-strength.server";

describe("passwordWeakness", () => {
  it("counts the business's name, its towns and the account's email as known words", () => {
    for (const password of [
      "WacoTree2026!",
      "HewittTree2026",
      "GarciaWaco2026",
      "WacoTreeService2026!",
      "Service-Tree-Waco!",
    ]) {
      expect(passwordWeakness(password, "maria.garcia@example.com"), password).toMatch(/too easy to guess/);
    }
  });

  it("takes unrelated words", () => {
    expect(passwordWeakness("correct-horse-battery-staple", "owner@example.com")).toBeUndefined();
  });
});
