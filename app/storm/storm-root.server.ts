import type { Locale } from "~/content/locale";
import { db } from "~/platform/db.server";

import { stormBannerHtml } from "./storm-banner.server";
import type { StormRootData } from "./storm-root";
import { getStormSettings } from "./storm-settings.server";

/** What every public page shows while storm mode is on; nothing at all (not even the key) while it is off. */
export async function loadStormRootData(locale: Locale, leadPromise?: string): Promise<StormRootData> {
  const storm = await getStormSettings(db);
  if (!storm.on) return {};
  return {
    storm: {
      banner: stormBannerHtml(storm.waits, locale, leadPromise),
    },
  };
}
