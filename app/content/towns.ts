/**
 * Every town we serve, each named once, nearest first; the footer names the
 * first six. Kept apart from the service-area cards (service-areas.ts): the
 * footer is on every page, and the cards' text should not travel with it.
 */
export const towns = [
  "Waco",
  "Hewitt",
  "Woodway",
  "Robinson",
  "Bellmead",
  "Lorena",
  "McGregor",
  "Mart",
  "Lacy Lakeview",
  "Beverly Hills",
  "China Spring",
  "Valley Mills",
  "Crawford",
  "Elm Mott",
] as const;

export const footerTowns = towns.slice(0, 6);
