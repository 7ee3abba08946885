import { describe, expect, it } from "vitest";

import { nextEstimator } from "./estimator-rotation";

const morning = { starts: "08:00", ends: "10:00" };
const visit = (staffUserId: number, starts = "08:00", ends = "10:00") => ({ staffUserId, starts, ends });

describe("whose turn a visitor's booking is", () => {
  it("starts with the first estimator, then goes round them on ties", () => {
    const estimators = [4, 7, 9];
    expect(nextEstimator({ estimators, dayVisits: [], slot: morning, lastId: null })).toBe(4);
    expect(nextEstimator({ estimators, dayVisits: [], slot: morning, lastId: 4 })).toBe(7);
    expect(nextEstimator({ estimators, dayVisits: [], slot: morning, lastId: 9 })).toBe(4);
    // The last one went to someone no longer ticked: the first again.
    expect(nextEstimator({ estimators, dayVisits: [], slot: morning, lastId: 2 })).toBe(4);
  });

  it("skips whoever has a visit overlapping the window, whatever the turn", () => {
    const dayVisits = [visit(7, "09:00", "11:00"), visit(9, "10:00", "12:00")];
    expect(nextEstimator({ estimators: [7, 9], dayVisits, slot: morning, lastId: 9 })).toBe(9);
  });

  it("gives it to the free one with the fewest visits that day before the one whose turn it is", () => {
    const dayVisits = [visit(4, "13:00", "15:00"), visit(4, "15:00", "17:00"), visit(7, "13:00", "15:00")];
    expect(nextEstimator({ estimators: [4, 7], dayVisits, slot: morning, lastId: 7 })).toBe(7);
  });

  it("when nobody is free, still picks one of them: the fewest that day", () => {
    const dayVisits = [visit(4), visit(7), visit(7, "13:00", "15:00")];
    expect(nextEstimator({ estimators: [4, 7], dayVisits, slot: morning, lastId: 4 })).toBe(4);
  });
});
