import { kickJob, startJob } from "~/platform/jobs.server";

import { endStormModeIfDue } from "./storm-settings.server";

export const STORM_JOB = "storm-desk";

/** Storm mode's upkeep, every minute: an end time that has passed switches it off. */
export function startStormDesk() {
  startJob({
    name: STORM_JOB,
    everyMs: 60_000,
    run: async () => {
      if (await endStormModeIfDue()) console.log("Storm mode reached its end time and is off.");
    },
  });
}

/** Runs the storm desk's upkeep now (after the test clock moved). */
export const kickStormDesk = () => kickJob(STORM_JOB);
