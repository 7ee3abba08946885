import { z } from "zod";

import { calendarDateSchema } from "~/platform/calendar-date";

/** "Job done" is for a won job, on a day that has come (a job is often won weeks before it is done). */
export function jobDoneDateSchema(today: string) {
  return calendarDateSchema({
    missing: "Give the day the job was done",
    format: "Give the day the job was done (YYYY-MM-DD)",
  }).refine((value) => value <= today, "A job can't be done in the future");
}

export function jobDoneFormSchema(today: string) {
  return z.object({ intent: z.literal("job-done"), on: jobDoneDateSchema(today).default(today) });
}

export const JOB_NOT_DONE_INTENT = "job-not-done";

export const jobDoneRefusal = (outcome: string) =>
  outcome === "won" ? undefined : "Mark the lead won before marking its job done.";
