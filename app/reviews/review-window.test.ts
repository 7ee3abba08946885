import { describe, expect, it } from "vitest";

import {
  inCustomerHours as inSendingWindow,
  nextCustomerHour as nextSendingTime,
} from "~/platform/messages/contact-policy";

import { reminderSendAt, requestSendAt } from "./review-window";

const waco = (local: string) => new Date(`${local}-06:00`);

describe("the customer hours (contact policy), 9 a.m. to 7 p.m. in Waco, and the review times", () => {
  it("sends within the hours, and nothing at 7 p.m. or before 9", () => {
    expect(inSendingWindow(waco("2026-12-03T09:00:00"))).toBe(true);
    expect(inSendingWindow(waco("2026-12-03T18:59:59"))).toBe(true);
    expect(inSendingWindow(waco("2026-12-03T19:00:00"))).toBe(false);
    expect(inSendingWindow(waco("2026-12-03T08:59:59"))).toBe(false);
  });

  it("waits for 9 a.m. the same morning, or the next one after 7 p.m.", () => {
    expect(nextSendingTime(waco("2026-12-03T06:30:00"))).toEqual(waco("2026-12-03T09:00:00"));
    expect(nextSendingTime(waco("2026-12-03T19:30:00"))).toEqual(waco("2026-12-04T09:00:00"));
    expect(nextSendingTime(waco("2026-12-03T12:00:00"))).toEqual(waco("2026-12-03T12:00:00"));
  });

  it("adds the delay after Job done, then the window: a job done at 6 p.m. is asked about the next morning", () => {
    expect(requestSendAt(waco("2026-12-03T10:00:00"), 120)).toEqual(waco("2026-12-03T12:00:00"));
    expect(requestSendAt(waco("2026-12-03T18:00:00"), 120)).toEqual(waco("2026-12-04T09:00:00"));
  });

  it("reminds three days after the request, within the hours", () => {
    expect(reminderSendAt(waco("2026-12-03T10:00:00"))).toEqual(waco("2026-12-06T10:00:00"));
    expect(reminderSendAt(waco("2026-12-03T18:59:00"))).toEqual(waco("2026-12-06T18:59:00"));
  });
});
