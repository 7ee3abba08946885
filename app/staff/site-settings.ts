import { useRouteLoaderData } from "@remix-run/react";

import { business } from "~/content/business";
import type { loader as rootLoader } from "~/root";

/** Site settings from the root loader; the default number only when the root failed to load. */
export function useSiteSettings() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return { phoneNumber: data?.phoneNumber ?? business.defaultPhoneNumber };
}
