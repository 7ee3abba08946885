import { describe, expect, it } from "vitest";

import { defaultAvailability } from "./availability";
import { availabilityFormSchema, availabilityFormValues, windowsText } from "./availability-form";

const form = (changes: Record<string, unknown>) => ({
  intent: "save-availability",
  selfBooking: true,
  placesPerWindow: 1,
  minNoticeDays: 1,
  horizonDays: 14,
  windows: "Mon 08:00-10:00",
  blackoutDates: "",
  ...changes,
});

describe("the availability form", () => {
  it("reads the defaults back as they are written", () => {
    const values = availabilityFormValues(defaultAvailability);
    const parsed = availabilityFormSchema.parse(form(values));
    expect(parsed.windows).toEqual(defaultAvailability.windows);
    expect(windowsText(parsed.windows).split("\n")[0]).toBe("Mon 08:00-10:00");
  });

  it("takes full day names, one-digit hours and blank lines", () => {
    const parsed = availabilityFormSchema.parse(form({ windows: "saturday 9:00-12:00\n\nTuesday 13:00 - 15:00" }));
    expect(parsed.windows).toEqual([
      { weekday: 2, starts: "13:00", ends: "15:00" },
      { weekday: 6, starts: "09:00", ends: "12:00" },
    ]);
  });

  it("says which line is wrong", () => {
    const result = availabilityFormSchema.safeParse(form({ windows: "Mon 10:00-08:00" }));
    expect(result.error?.issues[0]?.message).toContain("Mon 10:00-08:00");
    const dates = availabilityFormSchema.safeParse(form({ blackoutDates: "Christmas" }));
    expect(dates.error?.issues[0]?.message).toContain("Christmas");
  });
});

describe("the availability form refuses what can't be stored or booked", () => {
  const messageOf = (changes: Record<string, unknown>) =>
    availabilityFormSchema.safeParse(form(changes)).error?.issues.map((issue) => issue.message);

  it("more than 70 weekly windows or 366 closed days, saying the limit", () => {
    const windows = Array.from({ length: 71 }, (_, index) => {
      const day = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][index % 7];
      const hour = String(Math.floor(index / 7)).padStart(2, "0");
      return `${day} ${hour}:00-${hour}:30`;
    });
    expect(messageOf({ windows: windows.join("\n") })).toEqual([
      "At most 70 weekly windows can be saved; this has 71. Remove 1.",
    ]);
    expect(availabilityFormSchema.safeParse(form({ windows: windows.slice(0, 70).join("\n") })).success).toBe(true);
    const days = Array.from({ length: 367 }, (_, index) =>
      new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
    );
    expect(messageOf({ blackoutDates: days.join("\n") })).toEqual([
      "At most 366 closed days can be saved; this has 367. Remove 1.",
    ]);
  });

  it("overlapping and duplicate windows, naming them", () => {
    expect(messageOf({ windows: "Mon 08:00-10:00\nTue 08:00-10:00\nMon 09:00-11:00" })).toEqual([
      '"Mon 08:00-10:00" and "Mon 09:00-11:00" overlap: a visit can\'t be in both',
    ]);
    expect(messageOf({ windows: "Mon 08:00-10:00\nmonday 8:00-10:00" })).toEqual([
      '"Mon 08:00-10:00" is written twice',
    ]);
    // Back to back is not an overlap.
    expect(availabilityFormSchema.safeParse(form({ windows: "Mon 08:00-10:00\nMon 10:00-12:00" })).success).toBe(true);
  });

  it("a closed day the calendar doesn't have", () => {
    expect(messageOf({ blackoutDates: "2026-02-30" })).toEqual(['Write "2026-02-30" as a date such as 2026-12-24']);
  });
});
