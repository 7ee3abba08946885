import { type Locale, locales } from "~/content/locale";
import { type ResponsePromise, responsePromises } from "~/content/response-promises";
import { stormText } from "~/content/storm-text";
import { fillText } from "~/content/ui-text";
import { db } from "~/platform/db.server";

import { getStormSettings } from "./storm-settings.server";
import { stormPromise } from "./storm-words";

/** Each language's usual response promises by their words. */
const promiseKeys = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Map(Object.entries(responsePromises[locale]).map(([key, text]) => [text, key as ResponsePromise])),
  ]),
) as Record<Locale, Map<string, ResponsePromise>>;

function replaceTexts(value: unknown, say: (text: string) => string): unknown {
  if (typeof value === "string") return say(value);
  if (Array.isArray(value)) return value.map((item) => replaceTexts(item, say));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceTexts(item, say)]));
  return value;
}

/**
 * A page's data (a loader's content, its SEO values, its JSON-LD) as the page shows it: while
 * storm mode is on, every usual response promise in it (content/response-promises.ts) is replaced
 * by storm mode's words of the same key around each tier's wait, so no page promises "within one
 * business hour" or "2-4 hours" while storm calls queue; as it is while storm mode is off. The
 * page cache follows, since switching and every new wait move the public content version.
 */
export async function withStormPromises<T>(locale: Locale, data: T): Promise<T> {
  const storm = await getStormSettings(db);
  if (!storm.on) return data;
  const promise = stormPromise(storm.waits, locale);
  const said = stormText[locale].promises;
  const say = (text: string) => {
    const key = promiseKeys[locale].get(text);
    return key ? fillText(said[key], { promise }) : text;
  };
  return replaceTexts(data, say) as T;
}
