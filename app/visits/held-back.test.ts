import { describe, expect, it } from "vitest";

import { type Availability, defaultAvailability, freeWindows, openToVisitors, readAvailability } from "./availability";

// Friday 6 p.m. in Waco: Saturday morning (one window) and Monday (four) are next.
const now = new Date("2026-03-06T18:00:00-06:00");
const rules = (heldBackPercent: number): Availability => ({ ...defaultAvailability, heldBackPercent });
const monday = (starts: string[]) => starts.map((start) => ({ date: "2026-03-09", starts: start, booked: 1 }));
const days = (windows: Array<{ date: string }>) => [...new Set(windows.map((window) => window.date))];

describe("places held back for staff", () => {
  it("keeps a day from visitors once only the held-back share of it is free, and staff still see it", () => {
    const twoTaken = monday(["08:00", "10:00"]);
    expect(days(freeWindows(rules(25), twoTaken, now, 10, "visitors"))).toContain("2026-03-09");
    const threeTaken = monday(["08:00", "10:00", "13:00"]);
    expect(days(freeWindows(rules(25), threeTaken, now, 10, "visitors"))).not.toContain("2026-03-09");
    expect(freeWindows(rules(25), threeTaken, now, 10)).toContainEqual({
      date: "2026-03-09",
      starts: "15:00",
      ends: "17:00",
      placesLeft: 1,
    });
  });

  it("rounds the share down: a day of one window keeps none back at 25%, and 0% keeps every window open", () => {
    expect(openToVisitors(rules(25), "2026-03-07", 0)).toBe(true);
    expect(openToVisitors(rules(50), "2026-03-09", 1)).toBe(true);
    expect(openToVisitors(rules(50), "2026-03-09", 2)).toBe(false);
    expect(freeWindows(rules(0), monday(["08:00", "10:00", "13:00"]), now, 10, "visitors")).toContainEqual(
      expect.objectContaining({ date: "2026-03-09", starts: "15:00" }),
    );
  });

  it("reads rules stored before the setting existed as they were, keeping nothing back", () => {
    const { heldBackPercent: _, ...before } = { ...defaultAvailability, selfBooking: false, placesPerWindow: 2 };
    expect(readAvailability(JSON.stringify(before))).toEqual({ ...before, heldBackPercent: 0 });
  });
});
