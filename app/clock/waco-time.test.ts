import { describe, expect, it } from "vitest";

import { formatDuration, formatWacoTime, formatWacoTimeCompact, formatWacoTimeSortable } from "./waco-time";

describe("Waco time", () => {
  it("names the zone, standard time in winter and daylight time in summer", () => {
    expect(formatWacoTime("2026-03-01T15:04:05.000Z")).toBe("Mar 1, 2026, 9:04 AM CST");
    expect(formatWacoTime(new Date("2026-07-01T15:04:05.000Z"))).toBe("Jul 1, 2026, 10:04 AM CDT");
  });

  it("gives the Waco date, not the UTC one, late in the evening", () => {
    expect(formatWacoTimeCompact("2026-07-02T03:30:00.000Z")).toBe("Jul 1, 2026, 10:30 PM");
  });

  it("writes a sortable form for spreadsheets", () => {
    expect(formatWacoTimeSortable("2026-03-01T15:04:05.000Z")).toBe("2026-03-01 09:04:05 CST");
    expect(formatWacoTimeSortable("2026-07-02T03:30:00.000Z")).toBe("2026-07-01 22:30:00 CDT");
  });

  it("sorts times right through both clock changes of the year, to the second", () => {
    const reference = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    });
    const expected = (time: number) => {
      const part = Object.fromEntries(reference.formatToParts(time).map(({ type, value }) => [type, value]));
      return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${part.timeZoneName}`;
    };
    for (const change of ["2026-03-08T08:00:00.000Z", "2026-11-01T07:00:00.000Z"]) {
      const start = Date.parse(change) - 3 * 60 * 60 * 1000;
      for (let time = start; time < start + 6 * 60 * 60 * 1000; time += 61_001) {
        expect(formatWacoTimeSortable(new Date(time))).toBe(expected(time));
      }
    }
    expect(formatWacoTimeSortable("2026-11-01T06:59:59.000Z")).toBe("2026-11-01 01:59:59 CDT");
    expect(formatWacoTimeSortable("2026-11-01T07:00:00.000Z")).toBe("2026-11-01 01:00:00 CST");
  });
});

describe("formatDuration", () => {
  it.each([
    [10_000, "1 min"],
    [45 * 60_000, "45 min"],
    [60 * 60_000, "1 h"],
    [125 * 60_000, "2 h 5 min"],
    [(24 * 60 + 30) * 60_000, "1 day"],
    [(3 * 24 * 60 + 4 * 60) * 60_000, "3 days 4 h"],
  ])("says %i ms as %j", (milliseconds, text) => {
    expect(formatDuration(milliseconds)).toBe(text);
  });
});
