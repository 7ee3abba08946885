import type { VisitSlot } from "./availability";

/** A booked visit of one of the estimators on the day of the window being booked. */
export interface EstimatorVisit {
  staffUserId: number;
  starts: string;
  ends: string;
}

/**
 * Whose turn a visitor's booking is (docs/decisions/093-estimator-rotation.md): among the
 * estimators free in the window (all of them when none is), the one with the fewest visits that
 * day; on a tie, the first after `lastId` (the one the last visitor's booking went to) in the
 * estimators' order, round and round.
 */
export function nextEstimator({
  estimators,
  dayVisits,
  slot,
  lastId,
}: {
  estimators: number[];
  dayVisits: EstimatorVisit[];
  slot: Pick<VisitSlot, "starts" | "ends">;
  lastId: number | null;
}) {
  const busy = new Set(
    dayVisits.filter((visit) => visit.starts < slot.ends && slot.starts < visit.ends).map((visit) => visit.staffUserId),
  );
  const free = estimators.filter((id) => !busy.has(id));
  const candidates = free.length ? free : estimators;
  const visitsOf = (id: number) => dayVisits.filter((visit) => visit.staffUserId === id).length;
  const fewest = Math.min(...candidates.map(visitsOf));
  const start = lastId === null ? 0 : estimators.indexOf(lastId) + 1;
  const inTurn = estimators.map((_, step) => estimators[(start + step) % estimators.length]!);
  return inTurn.find((id) => candidates.includes(id) && visitsOf(id) === fewest) ?? null;
}
