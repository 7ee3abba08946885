import { z } from "zod";

/** "Job done" is for a won job, on a day that has come (a job is often won weeks before it is done). */
export function jobDoneDateSchema(today: string) {
  return z
    .string({ required_error: "Give the day the job was done" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day the job was done (YYYY-MM-DD)")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), "That date does not exist")
    .refine((value) => value <= today, "A job can't be done in the future");
}

export function jobDoneFormSchema(today: string) {
  return z.object({ intent: z.literal("job-done"), on: jobDoneDateSchema(today).default(today) });
}

export const JOB_NOT_DONE_INTENT = "job-not-done";

export const jobDoneRefusal = (outcome: string) =>
  outcome === "won" ? undefined : "Mark the lead won before marking its job done.";
