import { z } from "zod";

import { followUpEndIntents } from "~/leads/follow-up";
import { JOB_NOT_DONE_INTENT } from "~/leads/job-done";

/** Longest note staff can add to a lead (the form and the server agree). */
export const NOTE_MAX_LENGTH = 2000;

/** The lead page's note form, read the same in the browser (Conform) and on the server. */
export const leadNoteSchema = z.object({
  intent: z.literal("add-note"),
  note: z
    .string({ required_error: "Please write a note" })
    .trim()
    .min(1, "Please write a note")
    .max(NOTE_MAX_LENGTH, `Please keep a note under ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters`),
});

/** A follow-up's one-tap ends: Done (called) or Clear. */
export const followUpEndSchema = z.object({ intent: z.enum(followUpEndIntents) });

/** "Not done yet": takes a job's Done back. */
export const jobNotDoneSchema = z.object({ intent: z.literal(JOB_NOT_DONE_INTENT) });

/** An owner's deletions: the lead's photos, or the whole lead. */
export const leadDeletionSchema = z.object({ intent: z.enum(["delete-photos", "delete-lead"]) });
