import { describe, expect, it } from "vitest";

import { parseEnv } from "~/platform/env.server";

import { retryDelayMs } from "./retry-delay";

describe("notification retry schedule", () => {
  it("doubles from the base delay and stops growing at an hour", () => {
    const base = 30_000;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((failed) => retryDelayMs(failed, base) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });

  it("keeps trying for at least 24 hours with the default settings", () => {
    const { OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_BASE_MS } = parseEnv({});
    let span = 0; // from the first try to the last one, when every try fails
    for (let failed = 1; failed < OUTBOX_MAX_ATTEMPTS; failed++) span += retryDelayMs(failed, OUTBOX_RETRY_BASE_MS);
    expect(span).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(span).toBeLessThan(26 * 60 * 60 * 1000);
  });
});
