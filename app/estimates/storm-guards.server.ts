import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";
import { getStormSettings, stormPeriods } from "~/storm/storm-settings.server";
import { withinDaysOfStorm } from "~/storm/storm-window";

import type { EstimateLine } from "./estimate-lines";
import { checkStormPrices, preStormPriceList } from "./storm-prices";

/** Issue #47's guards hold while storm mode is on and for this many days after it ends. */
const STORM_GUARD_DAYS = 30;
/** The pre-storm price list looks this far back from the switch: this year's prices, not old ones. */
const PRICE_LIST_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The storm whose guards hold now (decision 091): storm mode on, or ended less than 30 days ago.
 * Null outside that window. `guardsUntil` is the day they stop, once the storm has ended.
 */
export async function stormGuards(executor: Kysely<Database> = db, now = new Date()) {
  const storm = await getStormSettings(executor, now);
  // Past its end time but not yet switched off by the job: it ended at that time.
  const endedAt = storm.on ? null : (storm.endedAt ?? storm.endsAt);
  if (
    !storm.startedAt ||
    !withinDaysOfStorm({ on: storm.on, startedAt: storm.startedAt, endedAt }, STORM_GUARD_DAYS, now)
  )
    return null;
  return {
    startedAt: storm.startedAt,
    guardsUntil: endedAt ? new Date(Date.parse(endedAt) + STORM_GUARD_DAYS * DAY_MS).toISOString() : null,
  };
}

/**
 * The owner's pre-storm price list: unit prices on the estimates sent in the year before this storm
 * went on, leaving out those sent while an earlier storm's guards held (a storm's prices are not
 * pre-storm prices).
 */
async function preStormPrices(startedAt: string, executor: Kysely<Database>) {
  const since = new Date(Date.parse(startedAt) - PRICE_LIST_DAYS * DAY_MS).toISOString();
  const [versions, periods] = await Promise.all([
    executor
      .selectFrom("estimateVersions")
      .select(["lines", "sentAt"])
      .where("sentAt", "<", startedAt)
      .where("sentAt", ">=", since)
      .execute(),
    stormPeriods(100, executor),
  ]);
  const start = Date.parse(startedAt);
  const earlier = periods.filter((period) => Date.parse(period.startedAt) < start);
  // From an earlier storm's start to 30 days after its end: that storm's guards held.
  const inAStorm = (sentAt: string) =>
    earlier.some(
      (period) =>
        Date.parse(period.startedAt) <= Date.parse(sentAt) &&
        (!period.endedAt || Date.parse(sentAt) - Date.parse(period.endedAt) < STORM_GUARD_DAYS * DAY_MS),
    );
  return preStormPriceList(
    versions
      .filter((version) => !inAStorm(version.sentAt))
      .map((version) => JSON.parse(version.lines) as EstimateLine[]),
  );
}

/** The lines priced well above the pre-storm list, or null outside the storm's window. */
export async function stormPriceCheck(
  lines: readonly Pick<EstimateLine, "description" | "unitPriceCents">[],
  executor: Kysely<Database> = db,
  now = new Date(),
) {
  const guards = await stormGuards(executor, now);
  if (!guards) return null;
  return checkStormPrices(lines, await preStormPrices(guards.startedAt, executor));
}
