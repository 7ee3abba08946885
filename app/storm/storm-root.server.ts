import type { Locale } from "~/content/locale";
import { db } from "~/platform/db.server";

import { intakeHtml } from "./intake-html.server";
import { stormBannerHtml } from "./storm-banner.server";
import type { StormRootData } from "./storm-root";
import { getStormSettings } from "./storm-settings.server";
import { stormPromise } from "./storm-words";

interface StormPageOptions {
  /** The lead just sent: its tier and likely call time, said in the banner. */
  leadPromise?: string;
  /** The page shows the quote form (its id): the form's promise and the intake's questions come too. */
  quoteFormId?: string;
}

/** What every public page shows while storm mode is on; nothing at all (not even the key) while it is off. */
export async function loadStormRootData(locale: Locale, options: StormPageOptions = {}): Promise<StormRootData> {
  const storm = await getStormSettings(db);
  if (!storm.on) return {};
  const banner = stormBannerHtml(storm.waits, locale, options.leadPromise);
  const promise = stormPromise(storm.waits, locale);
  if (!options.quoteFormId) return { storm: { banner, promise } };
  return { storm: { banner, promise, intake: intakeHtml(locale, options.quoteFormId) } };
}
