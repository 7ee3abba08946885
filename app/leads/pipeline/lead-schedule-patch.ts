import { z } from "zod";

import { followUpDateSchema, followUpReasonSchema } from "../follow-up";
import { jobDoneDateSchema } from "./job-done";

/**
 * PATCH /api/leads/{id}'s follow-up and Job done (issue #35): `followUpOn` a
 * day from today on (null clears it), with an optional `followUpReason`;
 * `jobDoneOn` a day that has come (null takes it back).
 */
export function leadSchedulePatchSchema(today: string) {
  return z.object({
    followUpOn: followUpDateSchema(today).nullable().optional(),
    followUpReason: followUpReasonSchema.nullable(),
    jobDoneOn: jobDoneDateSchema(today).nullable().optional(),
  });
}

/** The patch, or the first problem with the field named ("followUpOn: Pick today or a later day"). */
export function parseLeadSchedulePatch(body: unknown, today: string) {
  const result = leadSchedulePatchSchema(today).safeParse(body);
  if (result.success) return { patch: result.data, error: undefined };
  const issue = result.error.issues[0]!;
  const message = issue.code === "invalid_type" ? "must be a date (YYYY-MM-DD) or null" : issue.message;
  return { error: `${issue.path.join(".")}: ${message}` };
}
