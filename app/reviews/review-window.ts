import { DateTime } from "luxon";

import { nextCustomerHour } from "~/platform/messages/contact-policy";

/** The reminder goes this many days after the request, unless the link was clicked. */
export const REMINDER_AFTER_DAYS = 3;

/** When a review request goes: `delayMinutes` after Job done was marked, moved into the customer hours. */
export function requestSendAt(jobDoneMarkedAt: Date, delayMinutes: number) {
  return nextCustomerHour(new Date(jobDoneMarkedAt.getTime() + delayMinutes * 60_000));
}

/** When the one reminder may go: three days after the request, moved into the customer hours. */
export function reminderSendAt(requestedAt: Date) {
  return nextCustomerHour(DateTime.fromJSDate(requestedAt).plus({ days: REMINDER_AFTER_DAYS }).toJSDate());
}
