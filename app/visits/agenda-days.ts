import { DateTime } from "luxon";

import { VISIT_ZONE } from "./availability";

/**
 * The agenda's sections as days in Waco (issue #42): today, tomorrow, the rest of this week and
 * next week, a week being Monday to Sunday as on the dashboard. On a Saturday, "This week" held
 * next Monday to Thursday; now it ends on Sunday and the days after are "Next week". A section
 * with no day left (the rest of the week on a Saturday) has `first` after `last`.
 */
export function agendaDays(now: Date) {
  const today = DateTime.fromJSDate(now, { zone: VISIT_ZONE }).startOf("day");
  const tomorrow = today.plus({ days: 1 });
  const sunday = today.endOf("week").startOf("day");
  const day = (date: DateTime) => date.toISODate()!;
  return {
    today: day(today),
    tomorrow: day(tomorrow),
    thisWeek: { first: day(tomorrow.plus({ days: 1 })), last: day(sunday) },
    nextWeek: { first: day(DateTime.max(sunday, tomorrow).plus({ days: 1 })), last: day(sunday.plus({ weeks: 1 })) },
  };
}
