import { DateTime } from "luxon";
import { z } from "zod";

import { calendarDateSchema } from "~/platform/calendar-date";

/** Visits are always offered, booked and shown in Waco's wall-clock time, whatever the server's zone. */
export const VISIT_ZONE = "America/Chicago";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 08:00");
const isoDate = calendarDateSchema({
  missing: "Use a date such as 2026-12-24",
  format: "Use a date such as 2026-12-24",
});

/** One weekly estimate window: luxon's weekday (1 = Monday … 7 = Sunday) and its wall-clock start and end. */
export const weeklyWindowSchema = z
  .object({ weekday: z.number().int().min(1).max(7), starts: time, ends: time })
  .refine((window) => window.starts < window.ends, { message: "A window ends after it starts", path: ["ends"] });

export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

/** What the stored rules can hold: the form says these limits when it refuses more. */
export const availabilityLimits = { windows: 70, blackoutDates: 366, rotation: 50 } as const;

/** The owner's availability (Settings → Availability); stored as JSON in `visit_settings`. */
export const availabilitySchema = z.object({
  selfBooking: z.boolean(),
  windows: z.array(weeklyWindowSchema).max(availabilityLimits.windows),
  placesPerWindow: z.number().int().min(1).max(20),
  blackoutDates: z.array(isoDate).max(availabilityLimits.blackoutDates),
  /** Days between today and the first day offered: 1 offers tomorrow's windows (the next day that has any). */
  minNoticeDays: z.number().int().min(0).max(30),
  /** The last day offered, counted from today. */
  horizonDays: z.number().int().min(1).max(120),
  /** The share of each day's places (percent) kept for staff: visitors may book a day while more than that is free. */
  heldBackPercent: z.number().int().min(0).max(90).default(0),
  /** Who gets the visits visitors book: a staff account, or null for the first owner. */
  estimatorId: z.number().int().positive().nullable().default(null),
  /** The staff who take visitors' bookings in turn (estimator-rotation.ts); empty: all go to `estimatorId`. */
  rotation: z.array(z.number().int().positive()).max(availabilityLimits.rotation).default([]),
});

export type Availability = z.infer<typeof availabilitySchema>;

const weekdays = (days: number[], starts: string, ends: string) => days.map((weekday) => ({ weekday, starts, ends }));

/** Works out of the box: Mon-Fri four two-hour windows, Saturday morning, one place each, two weeks ahead. */
export const defaultAvailability: Availability = {
  selfBooking: true,
  windows: [
    ...[
      ["08:00", "10:00"],
      ["10:00", "12:00"],
      ["13:00", "15:00"],
      ["15:00", "17:00"],
    ].flatMap(([starts = "", ends = ""]) => weekdays([1, 2, 3, 4, 5], starts, ends)),
    { weekday: 6, starts: "09:00", ends: "12:00" },
  ].sort((a, b) => a.weekday - b.weekday || a.starts.localeCompare(b.starts)),
  placesPerWindow: 1,
  blackoutDates: [],
  minNoticeDays: 1,
  horizonDays: 14,
  heldBackPercent: 0,
  estimatorId: null,
  rotation: [],
};

/**
 * A stored rule set, or the defaults when there is none. A row that no longer reads fails
 * closed: the default windows for staff, self-booking off (the owner may have switched it off),
 * and `unreadable` for the log and the settings page.
 */
export function readAvailability(json: string | null | undefined): Availability & { unreadable?: true } {
  if (!json) return defaultAvailability;
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    stored = undefined;
  }
  const parsed = availabilitySchema.safeParse(stored);
  return parsed.success ? parsed.data : { ...defaultAvailability, selfBooking: false, unreadable: true };
}

/** A window on one day: the unit that is offered, booked and shown. */
export interface VisitSlot {
  date: string;
  starts: string;
  ends: string;
}

export interface FreeWindow extends VisitSlot {
  placesLeft: number;
}

/** Booked visits per window, as the database counts them. */
export interface WindowBookings {
  date: string;
  starts: string;
  booked: number;
}

/**
 * Storm mode's share (percent of places visitors may book, app/storm): 0 pauses self-booking, more
 * holds the rest back for the storm's own visits; undefined (no storm) leaves the rules as they are.
 */
export function withStormShare(rules: Availability, share: number | undefined): Availability {
  if (share === undefined) return rules;
  if (share === 0) return { ...rules, selfBooking: false };
  return { ...rules, heldBackPercent: Math.max(rules.heldBackPercent, 100 - share) };
}

/** Staff book any window not yet begun, 60 days ahead, whatever the visitors' notice and horizon (decision 056). */
export const staffRules = (rules: Availability): Availability => ({ ...rules, minNoticeDays: 0, horizonDays: 60 });

/** The first and last day offered (inclusive), as Waco dates. */
export function bookableDays(rules: Availability, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: VISIT_ZONE }).startOf("day");
  return { first: today.plus({ days: rules.minNoticeDays }), last: today.plus({ days: rules.horizonDays }) };
}

/** The moment a slot begins or ends, in Waco time (a clock change moves the UTC instant, never the wall clock). */
export function slotInstant(date: string, hhmm: string) {
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  return DateTime.fromISO(date, { zone: VISIT_ZONE }).set({ hour, minute });
}

/**
 * Every window with a place left, soonest first: the rules' weekly windows on each day from
 * the minimum notice to the horizon, less blackout dates, days already begun and full windows.
 * For visitors, a day whose free places are down to the share held back offers none.
 * A pure function of its arguments, so every DST day and midnight can be tested.
 */
export function freeWindows(
  rules: Availability,
  bookings: WindowBookings[],
  now: Date,
  limit = Infinity,
  audience: "staff" | "visitors" = "staff",
) {
  const booked = new Map(bookings.map((row) => [`${row.date} ${row.starts}`, row.booked]));
  const bookedOnDay = new Map<string, number>();
  for (const row of bookings) bookedOnDay.set(row.date, (bookedOnDay.get(row.date) ?? 0) + row.booked);
  const blackout = new Set(rules.blackoutDates);
  const { first, last } = bookableDays(rules, now);
  const free: FreeWindow[] = [];
  for (let day = first; day <= last && free.length < limit; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    if (blackout.has(date)) continue;
    if (audience === "visitors" && !openToVisitors(rules, date, bookedOnDay.get(date) ?? 0)) continue;
    for (const window of windowsOn(rules, day.weekday)) {
      if (!existsOn(date, window) || slotInstant(date, window.starts).toMillis() <= now.getTime()) continue;
      const placesLeft = rules.placesPerWindow - (booked.get(`${date} ${window.starts}`) ?? 0);
      if (placesLeft > 0) free.push({ date, starts: window.starts, ends: window.ends, placesLeft });
      if (free.length >= limit) break;
    }
  }
  return free;
}

/**
 * Whether visitors may still book on this day: more of its places are free than the share the
 * owner keeps back for staff (Settings → Availability; rounded down, so 25% of 3 places keeps none).
 */
export function openToVisitors(rules: Availability, date: string, bookedThatDay: number) {
  const weekday = DateTime.fromISO(date, { zone: VISIT_ZONE }).weekday;
  const places = windowsOn(rules, weekday).length * rules.placesPerWindow;
  return places - bookedThatDay > Math.floor((places * rules.heldBackPercent) / 100);
}

function windowsOn(rules: Availability, weekday: number) {
  return rules.windows.filter((window) => window.weekday === weekday).sort((a, b) => a.starts.localeCompare(b.starts));
}

/** Whether a window's start and end are times of that day: 02:00 does not exist on the Sunday clocks spring forward. */
function existsOn(date: string, window: Pick<VisitSlot, "starts" | "ends">) {
  return [window.starts, window.ends].every((hhmm) => slotInstant(date, hhmm).toFormat("HH:mm") === hhmm);
}

/** Whether the rules offer this window on this date (now or later): what a booking must name. */
export function isOfferedWindow(rules: Availability, slot: VisitSlot) {
  const day = DateTime.fromISO(slot.date, { zone: VISIT_ZONE });
  if (!day.isValid || rules.blackoutDates.includes(slot.date) || !existsOn(slot.date, slot)) return false;
  return windowsOn(rules, day.weekday).some((window) => window.starts === slot.starts && window.ends === slot.ends);
}
