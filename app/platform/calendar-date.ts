import { DateTime } from "luxon";
import { z } from "zod";

const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether text is a day of the calendar written YYYY-MM-DD: the one date parser of every date
 * field (Job done, follow-ups, visits, closed days, the API). 2026-02-30 is not a day, though
 * `Date.parse` reads it as March 2.
 */
export const isCalendarDate = (text: string) =>
  YYYY_MM_DD.test(text) && DateTime.fromISO(text, { zone: "utc" }).isValid;

/** A date field: its messages for a missing value, another format, and a day the calendar doesn't have. */
export const calendarDateSchema = (messages: { missing: string; format: string; noSuchDay?: string }) =>
  z
    .string({ required_error: messages.missing, invalid_type_error: messages.format })
    .regex(YYYY_MM_DD, messages.format)
    .refine(isCalendarDate, (value) => ({ message: messages.noSuchDay ?? `${value} is not a day of the calendar` }));
