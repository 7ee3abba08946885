import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

/** The public origin (SITE_URL) from the root loader, for absolute URLs in structured data. */
export function useSiteUrl() {
  return useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
}
