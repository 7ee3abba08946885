import { DateTime } from "luxon";

import { business } from "~/content/business";
import { isEmergencyService } from "~/content/services";

/** A week of opening hours on a local clock. */
export interface WeeklySchedule {
  timeZone: string;
  /** Opening intervals by ISO weekday (1 = Monday … 7 = Sunday), in minutes after local midnight. */
  days: ReadonlyMap<number, ReadonlyArray<readonly [opens: number, closes: number]>>;
}

const isoWeekday: Record<string, number> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 7,
};

const minutesOfDay = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Reads schema.org-style opening hours ("Monday", "07:00") into a schedule. */
export function scheduleFromOpeningHours(
  openingHours: ReadonlyArray<{ dayOfWeek: readonly string[]; opens: string; closes: string }>,
  timeZone: string,
): WeeklySchedule {
  const days = new Map<number, Array<readonly [number, number]>>();
  for (const { dayOfWeek, opens, closes } of openingHours) {
    for (const name of dayOfWeek) {
      const weekday = isoWeekday[name];
      if (!weekday) throw new Error(`Unknown day of the week: ${name}`);
      days.set(weekday, [...(days.get(weekday) ?? []), [minutesOfDay(opens), minutesOfDay(closes)]]);
    }
  }
  if (days.size === 0) throw new Error("A schedule needs at least one opening interval");
  return { timeZone, days };
}

/** The company's office hours in Waco time, from the catalog. */
export const businessSchedule = scheduleFromOpeningHours(business.openingHours, business.timeZone);

const MINUTE_MS = 60_000;

/** A calendar day on the schedule's local clock. */
interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

// Every zone's offset is a whole number of quarter hours, so the local day is the same across one.
const QUARTER_HOUR_MS = 15 * 60_000;
const localDays = new Map<string, LocalDay>();

/** The calendar day at `instant` on the zone's clock; remembered per quarter hour (the dashboard asks for thousands). */
function localDayOf(instant: number, timeZone: string): LocalDay {
  const key = `${timeZone} ${Math.floor(instant / QUARTER_HOUR_MS)}`;
  let day = localDays.get(key);
  if (!day) {
    if (localDays.size > 20_000) localDays.clear();
    day = readLocalDay(instant, timeZone);
    localDays.set(key, day);
  }
  return day;
}

function readLocalDay(instant: number, timeZone: string): LocalDay {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    dateFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

// Calendar arithmetic needs no time zone: a UTC date stands for the local one.
const asUtcDate = ({ year, month, day }: LocalDay) => new Date(Date.UTC(year, month - 1, day));

function nextDay(local: LocalDay): LocalDay {
  const date = asUtcDate(local);
  date.setUTCDate(date.getUTCDate() + 1);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

interface DayHours {
  /** Local midnight and the next one, as UTC milliseconds (23 or 25 hours apart on clock-change days). */
  start: number;
  end: number;
  open: Array<[opens: number, closes: number]>;
}

// Turning local times into instants is the costly part: cached per day (a year of leads touches a few hundred).
const dayCache = new WeakMap<WeeklySchedule, Map<string, DayHours>>();

function hoursOn(local: LocalDay, schedule: WeeklySchedule): DayHours {
  let cache = dayCache.get(schedule);
  if (!cache) dayCache.set(schedule, (cache = new Map()));
  const key = `${local.year}-${local.month}-${local.day}`;
  let hours = cache.get(key);
  if (!hours) {
    const midnight = DateTime.fromObject(local, { zone: schedule.timeZone });
    const at = (minutes: number) =>
      minutes >= 24 * 60
        ? midnight.plus({ days: 1 }).toMillis()
        : midnight.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toMillis();
    const weekday = asUtcDate(local).getUTCDay() || 7;
    hours = {
      start: midnight.toMillis(),
      end: midnight.plus({ days: 1 }).toMillis(),
      open: (schedule.days.get(weekday) ?? []).map(([opens, closes]): [number, number] => [at(opens), at(closes)]),
    };
    if (cache.size > 5_000) cache.clear();
    cache.set(key, hours);
  }
  return hours;
}

/** The schedule's days from the one holding `instant` onwards. */
function* daysFrom(instant: number, schedule: WeeklySchedule) {
  for (let local = localDayOf(instant, schedule.timeZone); ; local = nextDay(local)) yield hoursOn(local, schedule);
}

/** Minutes of opening hours between two instants (0 when end is not after start). */
export function businessMinutesBetween(start: Date, end: Date, schedule = businessSchedule) {
  const from = start.getTime();
  const to = end.getTime();
  let total = 0;
  for (const day of daysFrom(from, schedule)) {
    if (day.start >= to) break;
    for (const [opens, closes] of day.open) total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
  }
  return total / MINUTE_MS;
}

/** The instant when `minutes` of opening hours have passed since `start`. */
export function addBusinessMinutes(start: Date, minutes: number, schedule = businessSchedule) {
  let remaining = minutes * MINUTE_MS;
  const from = start.getTime();
  for (const day of daysFrom(from, schedule)) {
    for (const [opens, closes] of day.open) {
      const begin = Math.max(opens, from);
      if (begin >= closes) continue;
      if (remaining <= closes - begin) return new Date(begin + remaining);
      remaining -= closes - begin;
    }
  }
  throw new Error("unreachable: the days never end");
}

/**
 * When a lead must have been called back: `callbackMinutes` of business time
 * after it arrived, or of any time for emergency services (answered 24/7).
 */
export function callbackDueAt(receivedAt: Date, service: string, callbackMinutes: number, schedule = businessSchedule) {
  if (isEmergencyService(service)) return new Date(receivedAt.getTime() + callbackMinutes * MINUTE_MS);
  return addBusinessMinutes(receivedAt, callbackMinutes, schedule);
}

/** Minutes of the call-back promise used up so far: business minutes, or every minute for emergencies. */
export function callbackMinutesElapsed(receivedAt: Date, service: string, now: Date, schedule = businessSchedule) {
  if (isEmergencyService(service)) return Math.max(0, (now.getTime() - receivedAt.getTime()) / MINUTE_MS);
  return businessMinutesBetween(receivedAt, now, schedule);
}

/** Whether the office is open at `at` (its opening hours, Waco time). */
export function isOfficeOpen(at: Date, schedule = businessSchedule) {
  const instant = at.getTime();
  return hoursOn(localDayOf(instant, schedule.timeZone), schedule).open.some(
    ([opens, closes]) => instant >= opens && instant < closes,
  );
}
