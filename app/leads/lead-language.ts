/** What staff see on a lead written from the Spanish pages (badge, lead page, email): call back in Spanish. */
export const PREFERS_SPANISH = "Prefers Spanish";
