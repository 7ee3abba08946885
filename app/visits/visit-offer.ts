import type { Locale } from "~/content/locale";
import type { VisitPageText } from "~/content/visitor-pages.server";

import type { FreeWindow } from "./availability";

/** The free windows the thank-you offers, the visitor's link token they post to, and its words in the lead's language. */
export interface VisitOffer {
  token: string;
  windows: FreeWindow[];
  locale: Locale;
  texts: VisitPageText;
}

/** The offer as the root loader sends it to the thank-you. */
export interface VisitOfferRootData {
  visitOffer: VisitOffer | null;
}

export const visitPath = (token: string) => `/visit/${token}`;
