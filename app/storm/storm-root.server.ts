import type { Locale } from "~/content/locale";
import { stormText } from "~/content/storm-text";
import { db } from "~/platform/db.server";

import { intakeHtml } from "./intake-html.server";
import { stormBannerHtml } from "./storm-banner.server";
import type { StormRootData } from "./storm-root";
import { getStormSettings, type PublishedWaits } from "./storm-settings.server";
import { formPromise } from "./storm-words";

interface StormPageOptions {
  /** The lead just sent: its tier and likely call time, said in the banner. */
  leadPromise?: string;
  /** The page shows the quote form (its id): the form's promise and the intake's questions come too. */
  quoteFormId?: string;
}

/** The form's promise: each tier's wait, or what storm mode means until the first waits are published. */
const promiseOf = (waits: PublishedWaits | null, locale: Locale) =>
  waits ? formPromise(waits, locale) : stormText[locale].banner.body;

/** What every public page shows while storm mode is on; nothing at all (not even the key) while it is off. */
export async function loadStormRootData(locale: Locale, options: StormPageOptions = {}): Promise<StormRootData> {
  const storm = await getStormSettings(db);
  if (!storm.on) return {};
  const banner = stormBannerHtml(storm.waits, locale, options.leadPromise);
  if (!options.quoteFormId) return { storm: { banner } };
  return {
    storm: { banner, promise: promiseOf(storm.waits, locale), intake: intakeHtml(locale, options.quoteFormId) },
  };
}
