import { z } from "zod";

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
