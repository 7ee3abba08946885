import { useRootData } from "~/platform/root-data";

/** The public origin (SITE_URL), sent by the root loader for absolute URLs in structured data. */
export interface SiteUrlRootData {
  siteUrl: string;
}

export function useSiteUrl() {
  return useRootData<SiteUrlRootData>().siteUrl ?? "";
}
