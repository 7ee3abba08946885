import type { FreeWindow } from "./availability";

/** The free windows the thank-you offers, and the visitor's link token they post to. */
export interface VisitOffer {
  token: string;
  windows: FreeWindow[];
}

/** The offer as the root loader sends it to the thank-you. */
export interface VisitOfferRootData {
  visitOffer: VisitOffer | null;
}

export const visitPath = (token: string) => `/visit/${token}`;
