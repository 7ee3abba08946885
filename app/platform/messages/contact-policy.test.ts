import { describe, expect, it } from "vitest";

import { type ContactFacts, contactRules, decideContact, MAILBOX_PER_DAY } from "./contact-policy";

// Wednesday, December 2, 2026, 10 a.m. and 8 p.m. in Waco.
const MORNING = new Date("2026-12-02T16:00:00Z");
const EVENING = new Date("2026-12-03T02:00:00Z");

const customer: ContactFacts = { audience: "customer", answersCustomer: false, now: MORNING, lead: "open" };
const office: ContactFacts = { audience: "office", answersCustomer: false, now: MORNING, lead: "open" };

describe("the contact policy, rule by rule", () => {
  it("has one test below per rule", () => {
    expect(contactRules.map((rule) => rule.name)).toEqual([
      "deleted lead",
      "closed lead",
      "review only for a job done",
      "visit still booked",
      "On my way inside the window",
      "unsubscribed",
      "ration per mailbox",
      "ration per subject",
      "stale",
    ]);
  });

  it("deleted lead: nothing about it goes, to anyone", () => {
    expect(decideContact({ ...office, lead: "deleted" })).toEqual({ action: "hold", why: "lead is deleted" });
    expect(decideContact({ ...customer, lead: "deleted" })).toEqual({ action: "hold", why: "lead is deleted" });
  });

  it("closed lead: a Lost lead's customer gets nothing automatic; the office still hears", () => {
    expect(decideContact({ ...customer, lead: "lost" })).toEqual({ action: "hold", why: "lead is Lost" });
    expect(decideContact({ ...customer, lead: "lost", answersCustomer: true })).toMatchObject({ action: "hold" });
    expect(decideContact({ ...office, lead: "lost" })).toMatchObject({ action: "send" });
  });

  it("review only for a job done: Won with its job-done day, not open, Won alone or Lost", () => {
    const review = { ...customer, needsJobDone: true };
    expect(decideContact({ ...review, lead: "job-done" })).toMatchObject({ action: "send" });
    expect(decideContact({ ...review, lead: "won" })).toEqual({
      action: "hold",
      why: "lead is Won without a job-done day",
    });
    expect(decideContact({ ...review, lead: "contacted" })).toEqual({ action: "hold", why: "lead is contacted" });
    expect(decideContact({ ...review, lead: "lost" })).toEqual({ action: "hold", why: "lead is Lost" });
  });

  it("visit still booked: a reminder of a cancelled visit is held", () => {
    expect(decideContact({ ...customer, visit: { booked: false } })).toEqual({
      action: "hold",
      why: "visit is no longer booked",
    });
    expect(decideContact({ ...customer, visit: { booked: true } })).toMatchObject({ action: "send" });
  });

  it("On my way inside the window: from three hours before it opens until it ends", () => {
    const window = {
      booked: true,
      needsWindow: true,
      startsAt: new Date("2026-12-02T18:00:00Z"),
      endsAt: new Date("2026-12-02T20:00:00Z"),
    };
    const onMyWay = { ...customer, answersCustomer: true, visit: window };
    expect(decideContact({ ...onMyWay, now: new Date("2026-12-02T19:00:00Z") })).toMatchObject({ action: "send" });
    expect(decideContact({ ...onMyWay, now: new Date("2026-12-02T15:30:00Z") })).toMatchObject({ action: "send" });
    expect(decideContact({ ...onMyWay, now: new Date("2026-12-02T20:01:00Z") })).toEqual({
      action: "hold",
      why: "outside the visit's window",
    });
    expect(decideContact({ ...onMyWay, now: new Date("2026-12-01T19:00:00Z") })).toMatchObject({ action: "hold" });
  });

  it("unsubscribed: every customer message is held, staff email is not theirs to stop", () => {
    expect(decideContact({ ...customer, unsubscribed: true })).toEqual({ action: "hold", why: "address unsubscribed" });
    expect(decideContact({ ...customer, answersCustomer: true, unsubscribed: true })).toMatchObject({
      action: "hold",
    });
    expect(decideContact({ ...office, unsubscribed: true })).toMatchObject({ action: "send" });
    expect(decideContact({ ...customer, channel: "text", unsubscribed: true })).toEqual({
      action: "hold",
      why: "number texted an opt-out word (STOP, BAJA)",
    });
  });

  it("ration per mailbox: past the day's emails to one mailbox, held", () => {
    expect(decideContact({ ...customer, mailboxSentToday: MAILBOX_PER_DAY - 1 })).toMatchObject({ action: "send" });
    expect(decideContact({ ...customer, mailboxSentToday: MAILBOX_PER_DAY })).toEqual({
      action: "hold",
      why: `rationed: ${MAILBOX_PER_DAY} emails to this address in a day`,
    });
  });

  it("ration per subject: a visit's 3 moves a day, then held", () => {
    const ration = { perDay: 3, what: "3 moves of this visit in a day" };
    expect(decideContact({ ...customer, ration: { ...ration, sentToday: 2 } })).toMatchObject({ action: "send" });
    expect(decideContact({ ...customer, ration: { ...ration, sentToday: 3 } })).toEqual({
      action: "hold",
      why: "rationed: 3 moves of this visit in a day",
    });
  });

  it("stale: no 'Tomorrow' on the day itself", () => {
    const staleAt = new Date("2026-12-02T06:00:00Z");
    expect(decideContact({ ...customer, staleAt, staleWhy: "the visit is today, not tomorrow" })).toEqual({
      action: "hold",
      why: "too late: the visit is today, not tomorrow",
    });
    expect(decideContact({ ...customer, staleAt: new Date("2026-12-03T06:00:00Z") })).toMatchObject({ action: "send" });
  });

  it("quiet hours: a customer message that answers nothing waits for 9 a.m. in Waco; answers and staff email go", () => {
    expect(decideContact({ ...customer, now: EVENING })).toEqual({
      action: "later",
      at: new Date("2026-12-03T15:00:00Z"),
    });
    expect(decideContact({ ...customer, now: EVENING, answersCustomer: true })).toMatchObject({ action: "send" });
    expect(decideContact({ ...office, now: EVENING })).toMatchObject({ action: "send" });
  });

  it("quiet hours, Texas: a text that answers nothing waits for noon on a Sunday; an email goes at 9", () => {
    // Sunday, December 6, 2026, 10 a.m. in Waco.
    const sundayMorning = new Date("2026-12-06T16:00:00Z");
    expect(decideContact({ ...customer, channel: "text", now: sundayMorning })).toEqual({
      action: "later",
      at: new Date("2026-12-06T18:00:00Z"),
    });
    expect(decideContact({ ...customer, now: sundayMorning })).toMatchObject({ action: "send" });
    expect(decideContact({ ...customer, channel: "text", now: EVENING })).toEqual({
      action: "later",
      at: new Date("2026-12-03T15:00:00Z"),
    });
    expect(decideContact({ ...customer, channel: "text", now: sundayMorning, answersCustomer: true })).toMatchObject({
      action: "send",
    });
  });

  it("free text: the visitor's own words go only to a confirmed address (or with staff's say-so)", () => {
    expect(decideContact({ ...customer, addressConfirmed: false })).toEqual({ action: "send", withFreeText: false });
    expect(decideContact({ ...customer, addressConfirmed: true })).toEqual({ action: "send", withFreeText: true });
  });
});
