import type { Kysely } from "kysely";

import { type Database, db } from "~/platform/db.server";
import { getStormSettings } from "~/storm/storm-settings.server";
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

/** The owner's pre-storm price list: unit prices on the estimates sent in the year before storm mode went on. */
async function preStormPrices(startedAt: string, executor: Kysely<Database>) {
  const since = new Date(Date.parse(startedAt) - PRICE_LIST_DAYS * DAY_MS).toISOString();
  const versions = await executor
    .selectFrom("estimateVersions")
    .select("lines")
    .where("sentAt", "<", startedAt)
    .where("sentAt", ">=", since)
    .execute();
  return preStormPriceList(versions.map((version) => JSON.parse(version.lines) as EstimateLine[]));
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
