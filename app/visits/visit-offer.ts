import type { VisitPageText } from "~/content/visitor-pages.server";

import type { LabelledWindow } from "./visit-labels";

/** The free windows the thank-you offers, the visitor's link they post to, and its words in the lead's language. */
export interface VisitOffer {
  path: string;
  windows: LabelledWindow[];
  texts: VisitPageText;
}

/** The offer as the root loader sends it to the thank-you. */
export interface VisitOfferRootData {
  visitOffer: VisitOffer | null;
}
