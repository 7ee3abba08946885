import { DateTime } from "luxon";

import { business } from "~/content/business";

/** Review requests and reminders reach customers only between these hours, Waco time, any day. */
export const SENDING_HOURS = { from: 9, until: 19 } as const;

/** The reminder goes this many days after the request, unless the link was clicked. */
export const REMINDER_AFTER_DAYS = 3;

/** Whether a customer may get a message at `at`. */
export function inSendingWindow(at: Date) {
  const { hour } = DateTime.fromJSDate(at, { zone: business.timeZone });
  return hour >= SENDING_HOURS.from && hour < SENDING_HOURS.until;
}

/** `at` itself when it is within the sending hours, otherwise the next 9 a.m. in Waco. */
export function nextSendingTime(at: Date) {
  if (inSendingWindow(at)) return at;
  const local = DateTime.fromJSDate(at, { zone: business.timeZone });
  const day = local.hour < SENDING_HOURS.from ? local : local.plus({ days: 1 });
  return day.set({ hour: SENDING_HOURS.from, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

/** When a review request goes: `delayMinutes` after Job done was marked, moved into the sending hours. */
export function requestSendAt(jobDoneMarkedAt: Date, delayMinutes: number) {
  return nextSendingTime(new Date(jobDoneMarkedAt.getTime() + delayMinutes * 60_000));
}

/** When the one reminder may go: three days after the request, moved into the sending hours. */
export function reminderSendAt(requestedAt: Date) {
  return nextSendingTime(DateTime.fromJSDate(requestedAt).plus({ days: REMINDER_AFTER_DAYS }).toJSDate());
}
