import { business } from "~/content/business";

// Staff read every time in Waco time, on screens, in emails and in CSV files.
const timeZone = business.timeZone;

const withZone = new Intl.DateTimeFormat("en-US", {
  timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const compact = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });

const sortable = new Intl.DateTimeFormat("en-US", {
  timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

const toDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

// Newer ICU versions put a narrow no-break space before AM/PM; server and browser must render the same text.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** "Mar 1, 2026, 9:04 AM CST": the zone named, for emails and the lead page. */
export function formatWacoTime(value: string | Date) {
  return plainSpaces(withZone.format(toDate(value)));
}

/** "Mar 1, 2026, 9:04 AM": for tables, whose heading says the zone. */
export function formatWacoTimeCompact(value: string | Date) {
  return plainSpaces(compact.format(toDate(value)));
}

const HOUR_MS = 60 * 60 * 1000;
/** Local date and hour with the zone's name, by UTC hour (counted from 1970): Waco's clock changes on the hour. */
const localHours = new Map<number, { dateHour: string; zone: string }>();

function localHour(hour: number) {
  let cached = localHours.get(hour);
  if (!cached) {
    const part = Object.fromEntries(sortable.formatToParts(hour * HOUR_MS).map(({ type, value }) => [type, value]));
    cached = { dateHour: `${part.year}-${part.month}-${part.day} ${part.hour}`, zone: part.timeZoneName! };
    // A CSV of years of leads touches tens of thousands of hours; a bound keeps the memory small.
    if (localHours.size >= 50_000) localHours.clear();
    localHours.set(hour, cached);
  }
  return cached;
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * "2026-03-01 09:04:05 CST": sorts as text in a spreadsheet and names the
 * zone. A CSV formats thousands of times, so the zone is worked out once per
 * hour and minutes and seconds (the same on both clocks) are added to it.
 */
export function formatWacoTimeSortable(value: string | Date) {
  const time = toDate(value).getTime();
  const hour = Math.floor(time / HOUR_MS);
  const { dateHour, zone } = localHour(hour);
  const secondsIntoHour = Math.floor((time - hour * HOUR_MS) / 1000);
  return `${dateHour}:${two(Math.floor(secondsIntoHour / 60))}:${two(secondsIntoHour % 60)} ${zone}`;
}

/** A length of time as people say it: "45 min", "2 h 5 min", "3 days 4 h". */
export function formatDuration(milliseconds: number) {
  const minutes = Math.max(1, Math.round(milliseconds / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return [`${days} day${days === 1 ? "" : "s"}`, hours ? `${hours} h` : ""].filter(Boolean).join(" ");
  if (hours > 0) return [`${hours} h`, rest ? `${rest} min` : ""].filter(Boolean).join(" ");
  return `${rest} min`;
}
