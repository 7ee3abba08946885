import { z } from "zod";

import { jobValueSchema, lostReasons, type OutcomeChange, outcomes } from "./lead-outcome";

const outcomeList = outcomes.map((value) => `"${value}"`).join(", ");
const reasonList = lostReasons.map((value) => `"${value}"`).join(", ");

/**
 * PATCH /api/leads/{id}: `isContacted` as SPEC §7 has it, and next to it the
 * outcome (`outcome`, `jobValue` for a won lead, `lostReason` for a lost one).
 * Every field is optional, but one must be there; contradictions are refused.
 */
export const leadPatchSchema = z
  .object(
    {
      isContacted: z.boolean({ invalid_type_error: "isContacted must be true or false" }).optional(),
      outcome: z.enum(outcomes, { errorMap: () => ({ message: `outcome must be one of ${outcomeList}` }) }).optional(),
      jobValue: jobValueSchema.nullable().optional(),
      lostReason: z
        .enum(lostReasons, { errorMap: () => ({ message: `lostReason must be one of ${reasonList}` }) })
        .nullable()
        .optional(),
      // Checked against today's date by lead-schedule-patch.ts (issue #35).
      followUpOn: z.unknown().optional(),
      followUpReason: z.unknown().optional(),
      jobDoneOn: z.unknown().optional(),
    },
    { invalid_type_error: "Send a JSON object" },
  )
  .superRefine((patch, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    if (Object.values(patch).every((value) => value === undefined))
      return fail("Send isContacted, outcome, jobValue, lostReason, followUpOn or jobDoneOn");
    if (patch.outcome === undefined && (patch.jobValue !== undefined || patch.lostReason !== undefined))
      return fail("jobValue and lostReason go with an outcome");
    if (patch.jobValue != null && patch.outcome !== "won") return fail('jobValue goes with outcome "won"');
    if (patch.lostReason != null && patch.outcome !== "lost") return fail('lostReason goes with outcome "lost"');
    if (patch.outcome === "lost" && patch.lostReason == null)
      return fail(`lostReason is required with outcome "lost": one of ${reasonList}`);
    if (patch.isContacted === false && (patch.outcome === "won" || patch.outcome === "lost"))
      return fail("A won or lost lead is contacted: isContacted can't be false");
  })
  .transform(({ isContacted, outcome, jobValue, lostReason }) => {
    const change: OutcomeChange | undefined =
      outcome === "won"
        ? { outcome, jobValueCents: jobValue ?? null }
        : outcome === "lost"
          ? { outcome, lostReason: lostReason! }
          : outcome === "open"
            ? { outcome }
            : undefined;
    return { isContacted, change };
  });
