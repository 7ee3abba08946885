/** What a storm's window reads from its settings (storm-settings.server.ts). */
export interface StormTimes {
  on: boolean;
  startedAt: string | null;
  endedAt: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Storm mode on, or a storm that ended less than `days` ago (issue #47's guards: prices above
 * the pre-storm list are warned about while storm mode is on and for 30 days after).
 */
export function withinDaysOfStorm({ on, startedAt, endedAt }: StormTimes, days: number, now = new Date()) {
  if (on) return true;
  if (!startedAt || !endedAt) return false;
  return now.getTime() - Date.parse(endedAt) < days * DAY_MS;
}
