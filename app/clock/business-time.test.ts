import { describe, expect, it } from "vitest";

import {
  addBusinessMinutes,
  businessMinutesBetween,
  businessSchedule,
  callbackDueAt,
  callbackMinutesElapsed,
  scheduleFromOpeningHours,
} from "./business-time";

// March 2026: Monday the 2nd; clocks go forward on Sunday the 8th (CST, UTC-6 → CDT, UTC-5).
// November 2026: clocks go back on Sunday the 1st (CDT → CST).
const at = (iso: string) => new Date(iso);
const due = (iso: string, minutes = 60) => addBusinessMinutes(at(iso), minutes).toISOString();

describe("businessSchedule (from the catalog)", () => {
  it("is Monday to Friday 7-18 and Saturday 8-16 in Waco time", () => {
    expect(businessSchedule.timeZone).toBe("America/Chicago");
    expect([...businessSchedule.days]).toEqual([
      [1, [[420, 1080]]],
      [2, [[420, 1080]]],
      [3, [[420, 1080]]],
      [4, [[420, 1080]]],
      [5, [[420, 1080]]],
      [6, [[480, 960]]],
    ]);
  });
});

describe("addBusinessMinutes (the call-back due time)", () => {
  it("adds plain minutes inside opening hours", () => {
    // Monday 10:00 CST → 11:00 CST
    expect(due("2026-03-02T16:00:00.000Z")).toBe("2026-03-02T17:00:00.000Z");
  });

  it("ends exactly at closing time when the hour fits", () => {
    // Monday 17:00 → 18:00
    expect(due("2026-03-02T23:00:00.000Z")).toBe("2026-03-03T00:00:00.000Z");
  });

  it("carries what is left of the evening over to the next morning", () => {
    // Monday 17:30 → 30 minutes on Monday, 30 on Tuesday from 7:00 → Tuesday 7:30 CST
    expect(due("2026-03-02T23:30:00.000Z")).toBe("2026-03-03T13:30:00.000Z");
  });

  it("starts counting at opening time for a lead sent in the evening or the night", () => {
    // Tuesday 20:00 → Wednesday 8:00; Wednesday 5:00 → Wednesday 8:00
    expect(due("2026-03-04T02:00:00.000Z")).toBe("2026-03-04T14:00:00.000Z");
    expect(due("2026-03-04T11:00:00.000Z")).toBe("2026-03-04T14:00:00.000Z");
  });

  it("uses Saturday's shorter hours", () => {
    // Friday 17:30 → 30 minutes on Friday, 30 on Saturday from 8:00 → Saturday 8:30
    expect(due("2026-03-06T23:30:00.000Z")).toBe("2026-03-07T14:30:00.000Z");
    // Saturday 15:00 → 16:00
    expect(due("2026-03-07T21:00:00.000Z")).toBe("2026-03-07T22:00:00.000Z");
  });

  it("skips Sunday: a Sunday lead is due Monday at 8:00", () => {
    expect(due("2026-03-01T18:00:00.000Z")).toBe("2026-03-02T14:00:00.000Z");
  });

  it("follows the clocks going forward over the weekend", () => {
    // Saturday 7 March 15:30 CST → 30 minutes Saturday, then Monday 9 March 7:30 CDT (UTC-5)
    expect(due("2026-03-07T21:30:00.000Z")).toBe("2026-03-09T12:30:00.000Z");
  });

  it("follows the clocks going back over the weekend", () => {
    // Saturday 31 October 15:30 CDT → 30 minutes Saturday, then Monday 2 November 7:30 CST (UTC-6)
    expect(due("2026-10-31T20:30:00.000Z")).toBe("2026-11-02T13:30:00.000Z");
  });

  it("spans several days for long promises", () => {
    // Monday 7:00 + 11 h (one full weekday) + 60 min → Tuesday 8:00
    expect(due("2026-03-02T13:00:00.000Z", 11 * 60 + 60)).toBe("2026-03-03T14:00:00.000Z");
    // a whole week of hours (5 × 11 h + 8 h) from Monday 7:00 → Saturday 16:00
    expect(due("2026-03-02T13:00:00.000Z", 5 * 11 * 60 + 8 * 60)).toBe("2026-03-07T22:00:00.000Z");
  });

  it("takes fractions of a minute", () => {
    expect(due("2026-03-02T16:00:00.000Z", 0.05)).toBe("2026-03-02T16:00:03.000Z");
  });
});

describe("businessMinutesBetween (business time elapsed)", () => {
  const between = (from: string, to: string) => businessMinutesBetween(at(from), at(to));

  it("counts plain minutes inside opening hours", () => {
    expect(between("2026-03-02T16:00:00.000Z", "2026-03-02T16:45:00.000Z")).toBe(45);
  });

  it("counts nothing overnight or on Sunday", () => {
    // Monday 18:00 → Tuesday 7:00
    expect(between("2026-03-03T00:00:00.000Z", "2026-03-03T13:00:00.000Z")).toBe(0);
    // all of Sunday 1 March
    expect(between("2026-03-01T06:00:00.000Z", "2026-03-02T06:00:00.000Z")).toBe(0);
  });

  it("adds up a weekend: Friday 17:00 to Monday 8:00 is 60 + 480 + 60 minutes", () => {
    expect(between("2026-03-06T23:00:00.000Z", "2026-03-09T13:00:00.000Z")).toBe(600);
  });

  it("is zero when the end is not after the start", () => {
    expect(between("2026-03-02T17:00:00.000Z", "2026-03-02T16:00:00.000Z")).toBe(0);
  });

  it("is the inverse of addBusinessMinutes, whatever the start", () => {
    for (let hour = 0; hour < 24 * 14; hour += 5) {
      const start = new Date(Date.UTC(2026, 2, 1, hour, 17));
      for (const minutes of [1, 60, 600, 3000]) {
        expect(businessMinutesBetween(start, addBusinessMinutes(start, minutes))).toBeCloseTo(minutes, 6);
      }
    }
  });
});

describe("callbackDueAt", () => {
  it("counts business time for ordinary services", () => {
    // Saturday 23:30 CST → Monday 8:00 CST
    expect(callbackDueAt(at("2026-03-01T05:30:00.000Z"), "tree-removal", 60).toISOString()).toBe(
      "2026-03-02T14:00:00.000Z",
    );
  });

  it("counts every minute for the emergency service, nights, Sundays and clock changes included", () => {
    expect(callbackDueAt(at("2026-03-01T05:30:00.000Z"), "emergency-tree-service", 60).toISOString()).toBe(
      "2026-03-01T06:30:00.000Z",
    );
    // 1:30 CST on 8 March + 60 minutes = 3:30 CDT: one real hour
    expect(callbackDueAt(at("2026-03-08T07:30:00.000Z"), "emergency-tree-service", 60).toISOString()).toBe(
      "2026-03-08T08:30:00.000Z",
    );
  });
});

describe("callbackMinutesElapsed", () => {
  const monday9 = at("2026-03-02T15:00:00.000Z");
  const sunday9 = at("2026-03-01T15:00:00.000Z");

  it("counts business minutes for ordinary services", () => {
    // Sunday 9:00 → Monday 9:00: only Monday 7:00-9:00 counts
    expect(callbackMinutesElapsed(sunday9, "tree-trimming", monday9)).toBe(120);
  });

  it("counts every minute for the emergency service", () => {
    expect(callbackMinutesElapsed(sunday9, "emergency-tree-service", monday9)).toBe(24 * 60);
  });
});

describe("scheduleFromOpeningHours", () => {
  it("rejects a schedule without any opening hours or with an unknown day", () => {
    expect(() => scheduleFromOpeningHours([], "America/Chicago")).toThrow(/at least one/);
    expect(() =>
      scheduleFromOpeningHours([{ dayOfWeek: ["Caturday"], opens: "07:00", closes: "08:00" }], "UTC"),
    ).toThrow(/Caturday/);
  });

  it("works in any zone, including whole-day openings", () => {
    const allDay = scheduleFromOpeningHours([{ dayOfWeek: ["Sunday"], opens: "00:00", closes: "24:00" }], "UTC");
    // Saturday noon UTC → Sunday 01:00 UTC
    expect(addBusinessMinutes(at("2026-03-07T12:00:00.000Z"), 60, allDay).toISOString()).toBe(
      "2026-03-08T01:00:00.000Z",
    );
  });
});
