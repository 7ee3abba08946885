import { business } from "~/content/business";
import { useRootData } from "~/platform/remix/root-data";

/** What the root loader sends every page from the site settings. */
export interface SiteSettingsRootData {
  phoneNumber: string;
}

/** Site settings from the root loader; the default number only when the root failed to load. */
export function useSiteSettings() {
  const { phoneNumber } = useRootData<SiteSettingsRootData>();
  return { phoneNumber: phoneNumber ?? business.defaultPhoneNumber };
}
