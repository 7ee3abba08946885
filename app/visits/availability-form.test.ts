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
