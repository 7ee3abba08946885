/** The main navigation; the Services menu sits between About and Service Areas. */
export const mainNavLinks = [
  { to: "/", label: "home" },
  { to: "/about", label: "about" },
  { to: "/service-areas", label: "serviceAreas" },
  { to: "/contact", label: "contact" },
] as const;
