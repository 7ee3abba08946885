/**
 * Follow-up dates (issue #35): staff pick a Waco calendar day to call a lead
 * again; on that day it is back in "Needs a call" and one reminder goes out
 * when the office opens. Shared by the lead page, the cards and the API.
 */
import { DateTime } from "luxon";
import { z } from "zod";

import { addBusinessMinutes, businessSchedule } from "~/clock/business-time";
import { business } from "~/content/business";
import { calendarDateSchema } from "~/platform/calendar-date";

export const followUpPicks = [
  { value: "tomorrow", label: "Tomorrow", days: 1 },
  { value: "in-3-days", label: "In 3 days", days: 3 },
  { value: "next-week", label: "Next week", days: 7 },
] as const;

type FollowUpPick = (typeof followUpPicks)[number]["value"];

export const MAX_FOLLOW_UP_REASON = 200;
/** Further than this is a note, not a follow-up. */
const MAX_FOLLOW_UP_DAYS = 366;

/** The calendar day in Waco at `at`, as YYYY-MM-DD. */
export function wacoDate(at: Date) {
  return DateTime.fromJSDate(at, { zone: business.timeZone }).toISODate()!;
}

const plusDays = (date: string, days: number) => DateTime.fromISO(date, { zone: "utc" }).plus({ days });

/** A quick pick's day: so many days on, moved to the next day the office is open (no Sunday calls). */
export function quickPickDate(pick: FollowUpPick, today: string) {
  const days = followUpPicks.find((option) => option.value === pick)!.days;
  let day = plusDays(today, days);
  while (!businessSchedule.days.has(day.weekday)) day = day.plus({ days: 1 });
  return day.toISODate()!;
}

/** When a follow-up's reminder goes out: the office's first opening on or after that day begins. */
export function followUpRemindAt(followUpOn: string) {
  return addBusinessMinutes(DateTime.fromISO(followUpOn, { zone: business.timeZone }).toJSDate(), 0);
}

/** On its day or after it, until staff clear or complete it, a follow-up puts the lead back in "Needs a call". */
export const isFollowUpDue = (followUpOn: string | null, today: string) => followUpOn !== null && followUpOn <= today;

/** "Thu, Dec 3": how staff read a follow-up day. */
export function formatFollowUpDate(date: string) {
  return DateTime.fromISO(date, { zone: "utc" }).toFormat("ccc, LLL d");
}

const isoDate = calendarDateSchema({ missing: "Pick a date", format: "Pick a date (YYYY-MM-DD)" });

/** A follow-up day must be from today on and within a year. */
export function followUpDateSchema(today: string) {
  return isoDate
    .refine((value) => value >= today, "Pick today or a later day")
    .refine((value) => value <= plusDays(today, MAX_FOLLOW_UP_DAYS).toISODate()!, "Pick a day within a year");
}

export const followUpReasonSchema = z
  .string()
  .trim()
  .max(MAX_FOLLOW_UP_REASON, `Keep the reason under ${MAX_FOLLOW_UP_REASON} characters`)
  .optional();

/** The lead page's follow-up form: a quick pick (its button) or a date, and an optional reason. */
export function followUpFormSchema(today: string) {
  return z
    .object({
      intent: z.literal("follow-up"),
      pick: z.enum(["tomorrow", "in-3-days", "next-week", "date"]).default("date"),
      on: z.string().optional(),
      reason: followUpReasonSchema,
    })
    .transform((form, ctx) => {
      if (form.pick !== "date") return { on: quickPickDate(form.pick, today), reason: form.reason ?? null };
      const on = followUpDateSchema(today).safeParse(form.on);
      if (!on.success) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["on"], message: on.error.issues[0]!.message });
        return z.NEVER;
      }
      return { on: on.data, reason: form.reason ?? null };
    });
}

/** One tap ends a follow-up: done (called) or cleared (not needed any more). */
export const followUpEndIntents = ["follow-up-done", "follow-up-clear"] as const;
