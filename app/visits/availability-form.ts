import { z } from "zod";

import { isCalendarDate } from "~/platform/calendar-date";

import { type Availability, availabilityLimits, availabilitySchema, type WeeklyWindow } from "./availability";

const dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** "Mon 08:00-10:00", one window a line: how the owner reads and writes the weekly windows. */
export const windowsText = (windows: WeeklyWindow[]) =>
  windows.map((window) => `${dayNames[window.weekday - 1]} ${window.starts}-${window.ends}`).join("\n");

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const windowLine = /^(mon|tue|wed|thu|fri|sat|sun)\w*\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/i;
const padTime = (time: string) => time.padStart(5, "0");

const tooMany = (what: string, max: number, count: number) =>
  `At most ${max} ${what} can be saved; this has ${count}. Remove ${count - max}.`;

/** Two windows of one day that overlap (or one written twice), as the owner wrote them; windows sorted. */
function overlap(windows: WeeklyWindow[]) {
  for (const [index, window] of windows.entries()) {
    const next = windows[index + 1];
    if (next?.weekday === window.weekday && next.starts < window.ends) {
      const [first, second] = [window, next].map((each) => windowsText([each]));
      return first === second
        ? `"${first}" is written twice`
        : `"${first}" and "${second}" overlap: a visit can't be in both`;
    }
  }
  return undefined;
}

const windowsField = z
  .string()
  .max(4000, `At most ${availabilityLimits.windows} weekly windows can be saved`)
  .default("")
  .transform((text, context) => {
    const windows: WeeklyWindow[] = [];
    for (const line of lines(text)) {
      const match = windowLine.exec(line);
      const weekday = match
        ? dayNames.findIndex((day) => day.toLowerCase() === match[1]!.slice(0, 3).toLowerCase()) + 1
        : 0;
      const window = { weekday, starts: padTime(match?.[2] ?? ""), ends: padTime(match?.[3] ?? "") };
      if (!match || !availabilitySchema.shape.windows.element.safeParse(window).success) {
        context.addIssue({ code: "custom", message: `Write "${line}" as a day and two times, e.g. Mon 08:00-10:00` });
        return z.NEVER;
      }
      windows.push(window);
    }
    windows.sort((a, b) => a.weekday - b.weekday || a.starts.localeCompare(b.starts));
    const refusal =
      windows.length > availabilityLimits.windows
        ? tooMany("weekly windows", availabilityLimits.windows, windows.length)
        : overlap(windows);
    if (refusal) {
      context.addIssue({ code: "custom", message: refusal });
      return z.NEVER;
    }
    return windows;
  });

const datesField = z
  .string()
  .max(8000, `At most ${availabilityLimits.blackoutDates} closed days can be saved`)
  .default("")
  .transform((text, context) => {
    const dates = lines(text);
    const wrong = dates.find((date) => !isCalendarDate(date));
    if (wrong) {
      context.addIssue({ code: "custom", message: `Write "${wrong}" as a date such as 2026-12-24` });
      return z.NEVER;
    }
    const days = [...new Set(dates)].sort();
    if (days.length > availabilityLimits.blackoutDates) {
      context.addIssue({
        code: "custom",
        message: tooMany("closed days", availabilityLimits.blackoutDates, days.length),
      });
      return z.NEVER;
    }
    return days;
  });

/** The Availability form (Settings → Availability), as Conform sends it. */
export const availabilityFormSchema = z.object({
  intent: z.literal("save-availability"),
  selfBooking: z.boolean().default(false),
  windows: windowsField,
  placesPerWindow: z.number({ invalid_type_error: "Enter a number" }).int().min(1, "At least 1").max(20, "At most 20"),
  minNoticeDays: z.number({ invalid_type_error: "Enter a number" }).int().min(0, "0 or more").max(30, "At most 30"),
  horizonDays: z.number({ invalid_type_error: "Enter a number" }).int().min(1, "At least 1").max(120, "At most 120"),
  blackoutDates: datesField,
  heldBackPercent: z
    .number({ invalid_type_error: "Enter a number" })
    .int()
    .min(0, "0 or more")
    .max(90, "At most 90")
    .default(0),
  /** Empty: the owner. */
  estimatorId: z
    .number()
    .int()
    .positive()
    .optional()
    .transform((id) => id ?? null),
  /** The staff ticked as estimators: visitors' bookings go round them. */
  rotation: z
    .array(z.number().int().positive())
    .max(availabilityLimits.rotation, `Tick at most ${availabilityLimits.rotation} estimators`)
    .default([]),
});

/** The stored rules as the form's starting values. */
export const availabilityFormValues = (rules: Availability) => ({
  ...rules,
  windows: windowsText(rules.windows),
  blackoutDates: rules.blackoutDates.join("\n"),
  estimatorId: rules.estimatorId ? String(rules.estimatorId) : undefined,
  rotation: rules.rotation.map(String),
});
