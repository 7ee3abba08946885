import type { Locale, Localized } from "~/content/locale";

import type { FreeWindow, VisitSlot } from "./availability";

const hourLabel = (hhmm: string, withPeriod: boolean) => {
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minute ? `${twelve}:${String(minute).padStart(2, "0")}` : String(twelve);
  return withPeriod ? `${clock} ${hour < 12 ? "a.m." : "p.m."}` : clock;
};

// A window's date is a calendar date in Waco: formatted at noon UTC, it is that day in any zone.
// Intl, not luxon: staff screens format these in the browser. A visitor's pages get them made on
// the server, in the lead's language (labelWindows).
const dayFormat = (options: Intl.DateTimeFormatOptions, locale = "en-US") => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
};
const weekdayMonthDayShort = dayFormat({ weekday: "short", month: "short", day: "numeric" });
/** The visitor's words for a day: "Tuesday, March 10", "martes, 10 de marzo" (US Spanish). */
const weekdayMonthDay: Localized<(date: string) => string> = {
  en: dayFormat({ weekday: "long", month: "long", day: "numeric" }),
  es: dayFormat({ weekday: "long", month: "long", day: "numeric" }, "es-US"),
};

/** "10-12", "1-3": a window as the lists show it. */
export const windowRange = (slot: Pick<VisitSlot, "starts" | "ends">) =>
  `${hourLabel(slot.starts, false)}-${hourLabel(slot.ends, false)}`;

const dateShort: Localized<(date: string) => string> = {
  en: weekdayMonthDayShort,
  es: dayFormat({ weekday: "short", month: "short", day: "numeric" }, "es-US"),
};
const todayWords: Localized<{ today: string; tomorrow: string }> = {
  en: { today: "Today", tomorrow: "Tomorrow" },
  es: { today: "Hoy", tomorrow: "Mañana" },
};
const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A visit in one glance, the one way every list, toast, timeline and email subject names it:
 * "Today 9-12", "Tomorrow 8-10", "Sat, Dec 5, 9-12" ("Hoy 9-12", "sáb, 5 de dic, 9-12").
 * `today` is Waco's date when it is read at once (a screen, a toast); what is read later (a
 * timeline note, an email, the API) leaves it out and always carries the date.
 */
export function visitWhen(slot: VisitSlot, { today, locale = "en" }: { today?: string; locale?: Locale } = {}) {
  const words = todayWords[locale];
  if (slot.date === today) return `${words.today} ${windowRange(slot)}`;
  if (today && slot.date === nextDay(today)) return `${words.tomorrow} ${windowRange(slot)}`;
  return `${dateShort[locale](slot.date)}, ${windowRange(slot)}`;
}

/**
 * "10 a.m. to 12 p.m.", "de 10 a.m. a 12 p.m.": US Spanish writes the times as English does
 * (Intl's es-US agrees, visit-labels.test.ts), so only the words around them change.
 */
export const windowHours = (slot: Pick<VisitSlot, "starts" | "ends">, locale: Locale = "en") =>
  locale === "es"
    ? `de ${hourLabel(slot.starts, true)} a ${hourLabel(slot.ends, true)}`
    : `${hourLabel(slot.starts, true)} to ${hourLabel(slot.ends, true)}`;

/** "8–10 a.m.", "10 a.m.–12 p.m.": a window on a button, short enough for two a row on a phone (the same in Spanish). */
export function windowCompact(slot: Pick<VisitSlot, "starts" | "ends">) {
  const samePeriod = slot.starts < "12:00" === slot.ends < "12:00" || (slot.ends === "12:00" && slot.starts >= "12:00");
  return samePeriod
    ? `${hourLabel(slot.starts, false)}–${hourLabel(slot.ends, true)}`
    : `${hourLabel(slot.starts, true)}–${hourLabel(slot.ends, true)}`;
}

/** "Mon Mar 9, 8-10": a window in a staff member's list of choices. */
export const dayAndWindow = (slot: VisitSlot) =>
  `${weekdayMonthDayShort(slot.date).replace(",", "")}, ${windowRange(slot)}`;

/** "Tuesday, March 10", "martes, 10 de marzo" */
export const visitDay = (slot: Pick<VisitSlot, "date">, locale: Locale = "en") => weekdayMonthDay[locale](slot.date);

/** "Tuesday, March 10, 10 a.m. to 12 p.m.", "martes, 10 de marzo, de 10 a.m. a 12 p.m." */
export const longVisitLabel = (slot: VisitSlot, locale: Locale = "en") =>
  `${visitDay(slot, locale)}, ${windowHours(slot, locale)}`;

/** A free window with its words in the visitor's language, as the window picker shows it. */
export interface LabelledWindow extends FreeWindow {
  /** "Monday, March 9", "lunes, 9 de marzo" */
  day: string;
  /** "8–10 a.m." */
  hours: string;
}

/** Labelled on the server, so the visitor's pages carry no date formatting of their own. */
export const labelWindows = (windows: FreeWindow[], locale: Locale): LabelledWindow[] =>
  windows.map((window) => ({ ...window, day: visitDay(window, locale), hours: windowCompact(window) }));
