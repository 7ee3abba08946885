import { describe, expect, it } from "vitest";

import { createdSince, startOfBusinessDay } from "./lead-filters.server";

describe("createdSince", () => {
  const now = new Date("2026-07-15T17:30:00.000Z"); // 12:30 in Waco (CDT, UTC-5)

  it("is unbounded for all time", () => {
    expect(createdSince("all", now)).toBeUndefined();
  });

  it("starts today at midnight in Waco", () => {
    expect(createdSince("today", now)?.toISOString()).toBe("2026-07-15T05:00:00.000Z");
  });

  it("uses the Waco date, not the UTC date, late in the evening", () => {
    const evening = new Date("2026-07-16T03:00:00.000Z"); // 22:00 on the 15th in Waco
    expect(createdSince("today", evening)?.toISOString()).toBe("2026-07-15T05:00:00.000Z");
  });

  it("follows standard time in winter and the daylight-saving switch", () => {
    expect(startOfBusinessDay(new Date("2026-01-10T12:00:00.000Z")).toISOString()).toBe("2026-01-10T06:00:00.000Z");
    // 8 March 2026: clocks go forward at 2:00; midnight was still CST.
    expect(startOfBusinessDay(new Date("2026-03-08T20:00:00.000Z")).toISOString()).toBe("2026-03-08T06:00:00.000Z");
    // 1 November 2026: clocks go back at 2:00; midnight was still CDT.
    expect(startOfBusinessDay(new Date("2026-11-01T20:00:00.000Z")).toISOString()).toBe("2026-11-01T05:00:00.000Z");
  });

  it("covers exactly the last 7 days for this week", () => {
    expect(createdSince("week", now)?.toISOString()).toBe("2026-07-08T17:30:00.000Z");
  });

  it("counts a week across a daylight-saving change as 7 × 24 hours", () => {
    expect(createdSince("week", new Date("2026-11-03T18:00:00.000Z"))?.toISOString()).toBe("2026-10-27T18:00:00.000Z");
  });

  it("covers exactly the last 30 days for this month", () => {
    expect(createdSince("month", now)?.toISOString()).toBe("2026-06-15T17:30:00.000Z");
  });
});
