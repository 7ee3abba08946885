import { describe, expect, it } from "vitest";

import { agendaDays } from "./agenda-days";

/** Noon in Waco (CST, UTC-6) on a day of late November 2026. */
const noon = (day: number) => new Date(`2026-11-${String(day).padStart(2, "0")}T18:00:00Z`);

describe("the agenda's days, a week being Monday to Sunday", () => {
  it("on a Saturday holds no day of next week in this week", () => {
    expect(agendaDays(noon(28))).toEqual({
      today: "2026-11-28",
      tomorrow: "2026-11-29",
      thisWeek: { first: "2026-11-30", last: "2026-11-29" },
      nextWeek: { first: "2026-11-30", last: "2026-12-06" },
    });
  });

  it("on a Sunday, tomorrow is next week's Monday, and next week goes on from Tuesday", () => {
    expect(agendaDays(noon(29))).toMatchObject({
      tomorrow: "2026-11-30",
      thisWeek: { first: "2026-12-01", last: "2026-11-29" },
      nextWeek: { first: "2026-12-01", last: "2026-12-06" },
    });
  });

  it("on a Wednesday, this week is Friday to Sunday and next week all of it", () => {
    expect(agendaDays(noon(25))).toMatchObject({
      tomorrow: "2026-11-26",
      thisWeek: { first: "2026-11-27", last: "2026-11-29" },
      nextWeek: { first: "2026-11-30", last: "2026-12-06" },
    });
  });

  it("counts the day in Waco: Saturday 11 p.m. there is already Sunday in UTC", () => {
    expect(agendaDays(new Date("2026-11-29T05:00:00Z")).today).toBe("2026-11-28");
  });
});
