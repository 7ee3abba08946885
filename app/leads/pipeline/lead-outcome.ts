/**
 * What became of a lead (open, won, lost): labels, the job value in dollars,
 * the lead page's outcome forms and the API's values, and what the timeline
 * says. The state machine that allows a change is lead-state.ts.
 */
import { z } from "zod";

import type { LeadOutcome, LostReason } from "../../../db/schema";

export type { LeadOutcome, LostReason };

export const outcomeLabels: Record<LeadOutcome, string> = { open: "Open", won: "Won", lost: "Lost" };

/** The short list staff choose from when a lead is lost. */
export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  timing: "Timing",
  "no-answer": "No answer",
  "out-of-area": "Out of area",
  "not-a-fit": "Not a fit",
  other: "Other",
};

const keysOf = <Key extends string>(record: Record<Key, string>) => Object.keys(record) as [Key, ...Key[]];
export const outcomes = keysOf(outcomeLabels);
export const lostReasons = keysOf(lostReasonLabels);

/** A job worth more than this is a typo. */
export const MAX_JOB_VALUE = 10_000_000;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,800", or "$1,800.50" when there are cents. */
export function formatDollars(cents: number) {
  return (cents % 100 === 0 ? dollars : dollarsAndCents).format(cents / 100);
}

/** A lead's job value as screens and the API hold it (dollars), as formatDollars writes it. */
export const formatJobValue = (jobValue: number) => formatDollars(Math.round(jobValue * 100));

/** Dollars as sent (a number, at most two decimals) to whole cents. */
export const jobValueSchema = z
  .number({ invalid_type_error: "jobValue must be a number of dollars or null" })
  .finite("jobValue must be a number of dollars or null")
  .min(0, "jobValue can't be negative")
  .max(MAX_JOB_VALUE, `jobValue must be at most ${MAX_JOB_VALUE.toLocaleString("en-US")}`)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), "jobValue has at most two decimals")
  .transform((value) => Math.round(value * 100));

/** A change of outcome: Won (with an optional value), Lost (with a reason) or Reopen. */
export type OutcomeChange =
  { outcome: "won"; jobValueCents: number | null } | { outcome: "lost"; lostReason: LostReason } | { outcome: "open" };

/** What the timeline says about a change of outcome. */
export function describeOutcomeEvent(kind: "won" | "lost" | "reopened", note: string | null) {
  if (kind === "won")
    return { title: "Marked won", detail: note ? `Job value ${formatDollars(Number(note))}` : undefined };
  if (kind === "lost")
    return {
      title: "Marked lost",
      detail: note ? `Reason: ${lostReasonLabels[note as LostReason] ?? note}` : undefined,
    };
  return { title: "Reopened", detail: note ?? undefined };
}

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
