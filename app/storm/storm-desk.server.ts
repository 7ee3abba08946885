import { db } from "~/platform/db.server";
import { kickJob, startJob } from "~/platform/jobs.server";

import { stormQueue } from "./storm-queue.server";
import { endStormModeIfDue, getStormSettings, setStormMode, type StormModeChange } from "./storm-settings.server";

const STORM_JOB = "storm-desk";

/**
 * The banner's waits, published into site settings only when what it shows changes: the write
 * moves the public pages' content version (migration 0018), so cached pages follow at once and
 * a lead that changes no shown wait re-renders nothing.
 */
async function publishWaits(now: Date) {
  const storm = await getStormSettings(db, now);
  if (!storm.on) return;
  const { waits } = await stormQueue(storm, now);
  if (JSON.stringify(waits) === JSON.stringify(storm.waits)) return;
  await db
    .updateTable("siteSettings")
    .set({ stormWaits: JSON.stringify(waits) })
    .where("id", "=", 1)
    .where("stormMode", "=", 1)
    .execute();
}

/** Storm mode on or off (Settings, the API), with its waits published at once. */
export async function switchStormMode(change: StormModeChange, now = new Date()) {
  await setStormMode(change, now);
  await publishWaits(now);
  return getStormSettings(db, now);
}

/**
 * Storm mode's upkeep, every minute and after each storm lead or call: its end time, the banner's
 * waits, then `afterWaits` (the slip updates, app/leads/messages, which this folder sits below).
 */
export function startStormDesk(afterWaits: (now: Date) => Promise<void>) {
  startJob({
    name: STORM_JOB,
    everyMs: 60_000,
    run: async () => {
      const now = new Date();
      if (await endStormModeIfDue(now)) console.log("Storm mode reached its end time and is off.");
      await publishWaits(now);
      await afterWaits(now);
    },
  });
}

/** Runs the storm desk's upkeep soon (a storm lead arrived or was called, the test clock moved). */
export const kickStormDesk = () => kickJob(STORM_JOB);
