import { z } from "zod";

import { lostReasons, MAX_JOB_VALUE, type OutcomeChange } from "./lead-outcome";

/** Dollars as staff type them: "1800", "1,800", "$1,800.50". */
const jobValueText = z
  .string()
  .trim()
  .regex(/^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/, "Enter dollars, like 1,800 or 1800.50")
  .transform((text) => Math.round(Number(text.replace(/[$,\s]/g, "")) * 100))
  .refine((cents) => cents <= MAX_JOB_VALUE * 100, `Enter at most $${MAX_JOB_VALUE.toLocaleString("en-US")}`);

/**
 * The lead page's outcome actions, one object per intent, for the page's
 * `discriminatedUnion("intent")`: Won (an optional job value), Lost (a reason
 * from the list), Reopen.
 */
export const outcomeIntentSchemas = [
  z.object({ intent: z.literal("mark-won"), jobValue: jobValueText.optional() }),
  z.object({
    intent: z.literal("mark-lost"),
    lostReason: z.enum(lostReasons, { errorMap: () => ({ message: "Choose why it was lost" }) }),
  }),
  z.object({ intent: z.literal("reopen") }),
] as const;

export const outcomeFormSchema = z.discriminatedUnion("intent", [...outcomeIntentSchemas]);

export type OutcomeIntent = z.output<typeof outcomeFormSchema>;

export function toOutcomeChange(submission: OutcomeIntent): OutcomeChange {
  if (submission.intent === "mark-won") return { outcome: "won", jobValueCents: submission.jobValue ?? null };
  if (submission.intent === "mark-lost") return { outcome: "lost", lostReason: submission.lostReason };
  return { outcome: "open" };
}
