import { business } from "~/content/business";
import type { Locale } from "~/content/locale";
import { stormText } from "~/content/storm-text";
import { fillText } from "~/content/ui-text";

import type { StormTier } from "./tiers";

/** A shown wait in words: "within an hour", "about 5 hours", "about 2 days". */
export function waitPhrase(hours: number, locale: Locale) {
  const words = stormText[locale].wait;
  if (hours <= 1) return words.hour;
  if (hours < 24) return fillText(words.hours, { hours: Math.ceil(hours) });
  const days = Math.ceil(hours / 24);
  return days === 1 ? words.day : fillText(words.days, { days });
}

const callTimes = {
  en: new Intl.DateTimeFormat("en-US", {
    timeZone: business.timeZone,
    weekday: "long",
    hour: "numeric",
    minute: "2-digit",
  }),
  es: new Intl.DateTimeFormat("es-US", {
    timeZone: business.timeZone,
    weekday: "long",
    hour: "numeric",
    minute: "2-digit",
  }),
};

/** "Tuesday 4:30 PM" in Waco time (plain spaces, as the server and any later reader render it). */
export const callTime = (at: Date, locale: Locale) => callTimes[locale].format(at).replace(/[\u202f\u00a0]/g, " ");

/** The form's promise while storm mode is on: each tier's wait. */
export function formPromise(waits: Record<StormTier, number>, locale: Locale) {
  return fillText(stormText[locale].formPromise, {
    red: waitPhrase(waits.red, locale),
    orange: waitPhrase(waits.orange, locale),
    yellow: waitPhrase(waits.yellow, locale),
  });
}

/** What storm mode promises in place of the usual: each tier's wait, or how it calls until the first waits are published. */
export const stormPromise = (waits: Record<StormTier, number> | null, locale: Locale) =>
  waits ? formPromise(waits, locale) : stormText[locale].banner.body;

/** A lead's promise: its tier and when it will likely be called. */
export function leadPromise(tier: StormTier, likelyAt: Date, now: Date, locale: Locale) {
  const { name, what } = stormText[locale].tiers[tier];
  const hours = (likelyAt.getTime() - now.getTime()) / 3_600_000;
  return fillText(stormText[locale].leadPromise, {
    tier: name,
    what,
    wait: waitPhrase(hours, locale),
    time: callTime(likelyAt, locale),
  });
}
