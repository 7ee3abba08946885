import { describe, expect, it } from "vitest";

import { withinDaysOfStorm } from "./storm-window";

const now = new Date("2026-12-20T12:00:00Z");

describe("withinDaysOfStorm", () => {
  it("is true while storm mode is on", () => {
    expect(withinDaysOfStorm({ on: true, startedAt: "2026-12-19T00:00:00Z", endedAt: null }, 30, now)).toBe(true);
  });

  it("is true for the days after a storm ended, then false", () => {
    const storm = { on: false, startedAt: "2026-11-01T00:00:00Z", endedAt: "2026-11-25T12:00:00Z" };
    expect(withinDaysOfStorm(storm, 30, now)).toBe(true);
    expect(withinDaysOfStorm(storm, 30, new Date("2026-12-25T12:00:00Z"))).toBe(false);
  });

  it("is false when there never was a storm", () => {
    expect(withinDaysOfStorm({ on: false, startedAt: null, endedAt: null }, 30, now)).toBe(false);
  });
});
