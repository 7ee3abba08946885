import { Settings } from "luxon";
import { afterEach, describe, expect, it } from "vitest";

import {
  type Availability,
  defaultAvailability,
  freeWindows,
  isOfferedWindow,
  readAvailability,
  slotInstant,
} from "./availability";
import { longVisitLabel, visitWhen, windowCompact } from "./visit-labels";

const at = (iso: string) => new Date(iso);
const rules = (changes: Partial<Availability> = {}): Availability => ({ ...defaultAvailability, ...changes });

afterEach(() => {
  Settings.defaultZone = "system";
});

describe("freeWindows", () => {
  it("offers the next business day's windows first, at 11 p.m. on a Tuesday", () => {
    const free = freeWindows(rules(), [], at("2026-03-03T23:00:00-06:00"), 5);
    expect(free.map((w) => `${w.date} ${w.starts}-${w.ends}`)).toEqual([
      "2026-03-04 08:00-10:00",
      "2026-03-04 10:00-12:00",
      "2026-03-04 13:00-15:00",
      "2026-03-04 15:00-17:00",
      "2026-03-05 08:00-10:00",
    ]);
  });

  it("offers Saturday morning, skips Sunday, and goes on on Monday", () => {
    const free = freeWindows(rules(), [], at("2026-03-06T18:00:00-06:00"), 3);
    expect(free.map((w) => `${w.date} ${w.starts}`)).toEqual([
      "2026-03-07 09:00",
      "2026-03-09 08:00",
      "2026-03-09 10:00",
    ]);
  });

  it("moves on a day at Waco's midnight, not UTC's", () => {
    // 23:59 Friday in Waco is 05:59 Saturday UTC: tomorrow is still Saturday.
    expect(freeWindows(rules(), [], at("2026-03-06T23:59:00-06:00"), 1)[0]?.date).toBe("2026-03-07");
    // One minute later it is Saturday in Waco: Saturday's windows need a day's notice, so Monday.
    expect(freeWindows(rules(), [], at("2026-03-07T00:00:00-06:00"), 1)[0]?.date).toBe("2026-03-09");
  });

  it("keeps 8 a.m. at 8 a.m. across the spring change: 14:00 UTC before, 13:00 UTC after", () => {
    const free = freeWindows(rules({ minNoticeDays: 0 }), [], at("2026-03-06T07:00:00-06:00"));
    const eight = (date: string) => free.find((w) => w.date === date && w.starts === "08:00")!;
    expect(slotInstant(eight("2026-03-06").date, "08:00").toUTC().toISO()).toBe("2026-03-06T14:00:00.000Z");
    expect(slotInstant(eight("2026-03-09").date, "08:00").toUTC().toISO()).toBe("2026-03-09T13:00:00.000Z");
  });

  it("keeps the windows of the autumn change's days in wall-clock order, each offered once", () => {
    const sundayRules = rules({ minNoticeDays: 0, windows: [{ weekday: 7, starts: "01:00", ends: "03:00" }] });
    // Sunday 2026-11-01: 01:00-02:00 happens twice; the window is still one window, starting at the first 1 a.m.
    const free = freeWindows(sundayRules, [], at("2026-10-31T12:00:00-05:00"), 1);
    expect(free).toEqual([{ date: "2026-11-01", starts: "01:00", ends: "03:00", placesLeft: 1 }]);
    expect(slotInstant("2026-11-01", "01:00").toUTC().toISO()).toBe("2026-11-01T06:00:00.000Z");
    expect(slotInstant("2026-11-01", "03:00").toUTC().toISO()).toBe("2026-11-01T09:00:00.000Z");
  });

  it("never offers a window whose start or end the clock skips on the spring change's day, nor takes it", () => {
    const sundayRules = rules({
      minNoticeDays: 0,
      windows: [
        { weekday: 7, starts: "01:00", ends: "02:30" },
        { weekday: 7, starts: "02:00", ends: "04:00" },
        { weekday: 7, starts: "03:00", ends: "05:00" },
      ],
    });
    const free = freeWindows(sundayRules, [], at("2026-03-07T12:00:00-06:00"), 3);
    expect(free.map((w) => `${w.date} ${w.starts}-${w.ends}`)).toEqual([
      "2026-03-08 03:00-05:00",
      "2026-03-15 01:00-02:30",
      "2026-03-15 02:00-04:00",
    ]);
    expect(isOfferedWindow(sundayRules, { date: "2026-03-08", starts: "02:00", ends: "04:00" })).toBe(false);
    expect(isOfferedWindow(sundayRules, { date: "2026-03-15", starts: "02:00", ends: "04:00" })).toBe(true);
  });

  it("gives the same windows whatever the server's zone", () => {
    const now = at("2026-03-06T23:30:00-06:00");
    const inWaco = freeWindows(rules(), [], now, 6);
    Settings.defaultZone = "Asia/Tokyo";
    expect(freeWindows(rules(), [], now, 6)).toEqual(inWaco);
    Settings.defaultZone = "UTC";
    expect(freeWindows(rules(), [], now, 6)).toEqual(inWaco);
  });

  it("leaves out full windows and counts places left", () => {
    const now = at("2026-03-03T12:00:00-06:00");
    const free = freeWindows(
      rules({ placesPerWindow: 2 }),
      [
        { date: "2026-03-04", starts: "08:00", booked: 2 },
        { date: "2026-03-04", starts: "10:00", booked: 1 },
      ],
      now,
      2,
    );
    expect(free).toEqual([
      { date: "2026-03-04", starts: "10:00", ends: "12:00", placesLeft: 1 },
      { date: "2026-03-04", starts: "13:00", ends: "15:00", placesLeft: 2 },
    ]);
  });

  it("skips blackout dates and stops at the horizon", () => {
    const now = at("2026-03-03T12:00:00-06:00");
    const free = freeWindows(rules({ blackoutDates: ["2026-03-04"], horizonDays: 3 }), [], now);
    expect(new Set(free.map((w) => w.date))).toEqual(new Set(["2026-03-05", "2026-03-06"]));
  });

  it("never offers a window that has begun, with no notice asked", () => {
    const free = freeWindows(rules({ minNoticeDays: 0 }), [], at("2026-03-04T10:30:00-06:00"), 1);
    expect(free[0]).toMatchObject({ date: "2026-03-04", starts: "13:00" });
  });

  it("offers nothing without windows", () => {
    expect(freeWindows(rules({ windows: [] }), [], at("2026-03-04T10:30:00-06:00"))).toEqual([]);
  });
});

describe("isOfferedWindow", () => {
  it("accepts a rule's window on its weekday only", () => {
    expect(isOfferedWindow(rules(), { date: "2026-03-09", starts: "08:00", ends: "10:00" })).toBe(true);
    expect(isOfferedWindow(rules(), { date: "2026-03-08", starts: "08:00", ends: "10:00" })).toBe(false);
    expect(isOfferedWindow(rules(), { date: "2026-03-09", starts: "08:00", ends: "11:00" })).toBe(false);
    expect(isOfferedWindow(rules(), { date: "2026-02-30", starts: "08:00", ends: "10:00" })).toBe(false);
  });
});

describe("readAvailability", () => {
  it("falls back to the defaults for nothing stored, and fails closed (no online booking) for something unreadable", () => {
    expect(readAvailability(null)).toEqual(defaultAvailability);
    const closed = { ...defaultAvailability, selfBooking: false, unreadable: true };
    expect(readAvailability("{")).toEqual(closed);
    const tooManyWindows = Array.from({ length: 71 }, () => ({ weekday: 1, starts: "08:00", ends: "09:00" }));
    expect(readAvailability(JSON.stringify({ ...defaultAvailability, windows: tooManyWindows }))).toEqual(closed);
    expect(readAvailability(JSON.stringify({ ...defaultAvailability, blackoutDates: ["2026-02-30"] }))).toEqual(closed);
    expect(readAvailability(JSON.stringify({ ...defaultAvailability, placesPerWindow: 3 })).placesPerWindow).toBe(3);
  });
});

describe("labels", () => {
  it("says a window the way the office does", () => {
    const slot = { date: "2026-03-10", starts: "13:00", ends: "15:00" };
    expect(visitWhen(slot)).toBe("Tue, Mar 10, 1-3");
    expect(longVisitLabel(slot)).toBe("Tuesday, March 10, 1 p.m. to 3 p.m.");
    expect(visitWhen({ date: "2026-03-10", starts: "10:00", ends: "12:00" })).toBe("Tue, Mar 10, 10-12");
  });
});

describe("compact windows", () => {
  it("says the period once when both ends share it", () => {
    expect(windowCompact({ starts: "08:00", ends: "10:00" })).toBe("8–10 a.m.");
    expect(windowCompact({ starts: "10:00", ends: "12:00" })).toBe("10 a.m.–12 p.m.");
    expect(windowCompact({ starts: "13:00", ends: "15:00" })).toBe("1–3 p.m.");
    expect(windowCompact({ starts: "09:00", ends: "12:00" })).toBe("9 a.m.–12 p.m.");
  });
});
