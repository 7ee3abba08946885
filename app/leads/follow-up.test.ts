import { describe, expect, it } from "vitest";

import { followUpFormSchema, followUpRemindAt, isFollowUpDue, quickPickDate, wacoDate } from "./follow-up";

describe("follow-up dates", () => {
  it("reads today's date on Waco's clock, not UTC's", () => {
    // 11 p.m. Thursday in Waco is already Friday in UTC.
    expect(wacoDate(new Date("2026-12-04T05:00:00Z"))).toBe("2026-12-03");
  });

  it("moves a quick pick off Sunday, when the office is closed", () => {
    // Thursday Dec 3, 2026: in 3 days is Sunday, so Monday.
    expect(quickPickDate("tomorrow", "2026-12-03")).toBe("2026-12-04");
    expect(quickPickDate("in-3-days", "2026-12-03")).toBe("2026-12-07");
    expect(quickPickDate("next-week", "2026-12-03")).toBe("2026-12-10");
  });

  it("reminds when the office opens that day: 7 a.m. on a weekday, 8 a.m. on Saturday, Monday for a Sunday", () => {
    expect(followUpRemindAt("2026-12-03").toISOString()).toBe("2026-12-03T13:00:00.000Z");
    expect(followUpRemindAt("2026-12-05").toISOString()).toBe("2026-12-05T14:00:00.000Z");
    expect(followUpRemindAt("2026-12-06").toISOString()).toBe("2026-12-07T13:00:00.000Z");
  });

  it("is due on its day and after, never before", () => {
    expect(isFollowUpDue("2026-12-03", "2026-12-02")).toBe(false);
    expect(isFollowUpDue("2026-12-03", "2026-12-03")).toBe(true);
    expect(isFollowUpDue("2026-12-03", "2026-12-09")).toBe(true);
    expect(isFollowUpDue(null, "2026-12-09")).toBe(false);
  });

  it("refuses a past day, an impossible one and a long reason, with a message for the field", () => {
    const schema = followUpFormSchema("2026-12-03");
    const issue = (form: Record<string, string>) => schema.safeParse({ intent: "follow-up", ...form }).error?.issues[0];
    expect(issue({ on: "2026-12-02" })).toMatchObject({ path: ["on"], message: "Pick today or a later day" });
    expect(issue({ on: "2026-02-30" })?.message).toBe("2026-02-30 is not a day of the calendar");
    expect(issue({ on: "2026-12-05", reason: "x".repeat(201) })?.path).toEqual(["reason"]);
    expect(schema.parse({ intent: "follow-up", pick: "tomorrow", reason: " after payday " })).toEqual({
      on: "2026-12-04",
      reason: "after payday",
    });
  });
});
