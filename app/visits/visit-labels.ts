import { DateTime } from "luxon";

import { VISIT_ZONE, type VisitSlot } from "./availability";

const hourLabel = (hhmm: string, withPeriod: boolean) => {
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minute ? `${twelve}:${String(minute).padStart(2, "0")}` : String(twelve);
  return withPeriod ? `${clock} ${hour < 12 ? "a.m." : "p.m."}` : clock;
};

const day = (date: string) => DateTime.fromISO(date, { zone: VISIT_ZONE, locale: "en-US" });

/** "10-12", "1-3": a window as the lists show it. */
export const windowRange = (slot: Pick<VisitSlot, "starts" | "ends">) =>
  `${hourLabel(slot.starts, false)}-${hourLabel(slot.ends, false)}`;

/** "Tue 10-12": a visit in one glance (lead lists, CSV, API). */
export const shortVisitLabel = (slot: VisitSlot) => `${day(slot.date).toFormat("ccc")} ${windowRange(slot)}`;

/** "10 a.m. to 12 p.m." */
export const windowHours = (slot: Pick<VisitSlot, "starts" | "ends">) =>
  `${hourLabel(slot.starts, true)} to ${hourLabel(slot.ends, true)}`;

/** "Tuesday, March 10" */
export const visitDay = (slot: Pick<VisitSlot, "date">) => day(slot.date).toFormat("cccc, LLLL d");

/** "Tuesday, March 10, 10 a.m. to 12 p.m." */
export const longVisitLabel = (slot: VisitSlot) => `${visitDay(slot)}, ${windowHours(slot)}`;
