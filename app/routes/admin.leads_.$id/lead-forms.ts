import { z } from "zod";

import { followUpEndIntents } from "~/leads/follow-up";
import { JOB_NOT_DONE_INTENT } from "~/leads/pipeline/job-done";
import { isCalendarDate } from "~/platform/calendar-date";
import type { VisitSlot } from "~/visits/availability";

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

/** A window as one form value: "2026-03-09 10:00-12:00" (read back by `slotField`). */
export const slotValue = (slot: VisitSlot) => `${slot.date} ${slot.starts}-${slot.ends}`;

const slotField = z
  .string({ required_error: "Pick a window" })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}$/, "Pick a window")
  .transform((value): VisitSlot => {
    const [date = "", range = ""] = value.split(" ");
    const [starts = "", ends = ""] = range.split("-");
    return { date, starts, ends };
  })
  .refine((slot) => isCalendarDate(slot.date), "Pick a window");
const staffField = z
  .string()
  .optional()
  .transform((value) => (value ? Number(value) : null))
  .pipe(z.number().int().positive().nullable());

/** Which visit a card's form changes: the estimate visit, or the accepted job's. */
const purposeField = z.enum(["estimate", "job"]).default("estimate");

/** A visit card (the estimate visit, or the job's): book or move a visit (a window and who goes), or cancel it. */
export const leadVisitSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("visit-book"), purpose: purposeField, slot: slotField, staffUserId: staffField }),
  z.object({ intent: z.literal("visit-move"), purpose: purposeField, slot: slotField, staffUserId: staffField }),
  z.object({ intent: z.literal("visit-cancel"), purpose: purposeField }),
]);

/** "Don't send" on one of the lead's pending messages (its id as the form's scope). */
export const dontSendSchema = z.object({
  intent: z.literal("dont-send"),
  messageId: z.coerce.number().int().positive(),
});

export const textReplySchema = z.object({
  intent: z.literal("text-reply"),
  body: z
    .string({ required_error: "Please write the text" })
    .trim()
    .min(1, "Please write the text")
    .max(600, "Please keep a text under 600 characters"),
});

/** An estimate's acceptance given by phone (its id as the form's scope). */
export const phoneAcceptanceSchema = z.object({
  intent: z.literal("estimate-phone-accept"),
  estimateId: z.coerce.number().int().positive(),
  signerName: z.string({ required_error: "Type the customer's full name" }).trim().max(120),
});

/** The insurance packet's "Email it to the customer". */
export const sendPacketSchema = z.object({ intent: z.literal("packet-send") });
