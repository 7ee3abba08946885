/**
 * Honest waits (issue #47, decision 080): how soon a lead will likely be called, from the
 * office's measured pace: the storm's calls in the last hours, or an assumed pace before any.
 */
import { type StormTier, stormTiers, tierRank } from "./tiers";

/** The calls that make the pace: those of the last few hours. */
export const PACE_WINDOW_HOURS = 3;
/** Before the first call of a storm is recorded: a call every 10 minutes. */
export const ASSUMED_CALLS_PER_HOUR = 6;
/** A later estimate past the promised time by more than this sends the lead one update. */
export const SLIP_NOTICE_HOURS = 1;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Calls per hour: the calls recorded in the window over the window's hours (from the storm's
 * start when it began less than a window ago, an hour at least); the assumed pace until one is.
 */
export function callsPerHour(calls: number, stormStartedAt: Date | null, now: Date) {
  if (calls <= 0) return ASSUMED_CALLS_PER_HOUR;
  const sinceStart = stormStartedAt ? (now.getTime() - stormStartedAt.getTime()) / HOUR_MS : PACE_WINDOW_HOURS;
  const hours = Math.min(PACE_WINDOW_HOURS, Math.max(1, sinceStart));
  return calls / hours;
}

/** When the lead at `position` (1: next to be called) will likely be called. */
export function likelyCallAt(position: number, pace: number, now: Date) {
  return new Date(now.getTime() + (position / pace) * HOUR_MS);
}

/**
 * A wait as the banner says it: an hour at least, whole hours within a day, whole days after,
 * so the published waits (and the cached pages) change only when what is shown does.
 */
export function shownWaitHours(hours: number) {
  if (hours <= 1) return 1;
  if (hours <= 24) return Math.ceil(hours);
  return Math.ceil(hours / 24) * 24;
}

/** What the queue is made of, for each tier: its open leads. */
export type OpenCounts = Record<StormTier, number>;

/** Each tier's wait for a new lead: behind every open lead of its tier and the tiers above it. */
export function tierWaits(open: OpenCounts, pace: number): Record<StormTier, number> {
  const waits = {} as Record<StormTier, number>;
  for (const tier of stormTiers) {
    const ahead = stormTiers.filter((other) => tierRank(other) <= tierRank(tier)).reduce((n, t) => n + open[t], 0);
    waits[tier] = shownWaitHours((ahead + 1) / pace);
  }
  return waits;
}

/** Whether a new estimate is later than the promise by more than the slip that earns an update. */
export const hasSlipped = (promisedAt: Date, estimate: Date) =>
  estimate.getTime() - promisedAt.getTime() > SLIP_NOTICE_HOURS * HOUR_MS;
