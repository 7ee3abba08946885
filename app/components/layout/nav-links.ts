/** The main navigation; the Services menu sits between About and Service Areas. */
export const mainNavLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/service-areas", label: "Service Areas" },
  { to: "/contact", label: "Contact" },
] as const;
