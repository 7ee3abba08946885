import { describe, expect, it } from "vitest";

import { ASSUMED_CALLS_PER_HOUR, callsPerHour, hasSlipped, likelyCallAt, shownWaitHours, tierWaits } from "./pace";

const now = new Date("2026-12-01T18:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("callsPerHour", () => {
  it("assumes a pace until a call is recorded", () => {
    expect(callsPerHour(0, hoursAgo(5), now)).toBe(ASSUMED_CALLS_PER_HOUR);
  });

  it("divides the last three hours' calls by three, or by the hours since the storm began (one at least)", () => {
    expect(callsPerHour(12, hoursAgo(10), now)).toBe(4);
    expect(callsPerHour(6, hoursAgo(2), now)).toBe(3);
    expect(callsPerHour(5, hoursAgo(0.25), now)).toBe(5);
  });
});

describe("waits", () => {
  it("puts the lead at a position that many calls away", () => {
    expect(likelyCallAt(8, 4, now).toISOString()).toBe("2026-12-01T20:00:00.000Z");
  });

  it("rounds a shown wait to an hour at least, whole hours within a day and whole days after", () => {
    expect(shownWaitHours(0.2)).toBe(1);
    expect(shownWaitHours(2.1)).toBe(3);
    expect(shownWaitHours(24)).toBe(24);
    expect(shownWaitHours(25)).toBe(48);
  });

  it("gives each tier the wait behind its own and the higher tiers' open leads", () => {
    expect(tierWaits({ red: 3, orange: 8, yellow: 100 }, 4)).toEqual({ red: 1, orange: 3, yellow: 48 });
  });

  it("counts a slip only past an hour", () => {
    expect(hasSlipped(now, new Date(now.getTime() + 3_600_000))).toBe(false);
    expect(hasSlipped(now, new Date(now.getTime() + 3_600_001))).toBe(true);
  });
});
