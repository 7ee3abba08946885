import { describe, expect, it } from "vitest";

import { calendarDateSchema, isCalendarDate } from "./calendar-date";

describe("isCalendarDate", () => {
  it("takes real days, leap days included, and nothing else", () => {
    expect(["2026-02-28", "2028-02-29", "2026-12-31"].every(isCalendarDate)).toBe(true);
    for (const text of [
      "2026-02-30",
      "2026-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-2-3",
      "2026-02-03T00:00",
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it("names the day the calendar doesn't have in its field message", () => {
    const schema = calendarDateSchema({ missing: "Pick a date", format: "Pick a date (YYYY-MM-DD)" });
    expect(schema.safeParse("2026-02-30").error?.issues[0]?.message).toBe("2026-02-30 is not a day of the calendar");
    expect(schema.safeParse("tomorrow").error?.issues[0]?.message).toBe("Pick a date (YYYY-MM-DD)");
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Pick a date");
  });
});
