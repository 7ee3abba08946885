import { business } from "./business";
import type { IconName } from "./icons";

export interface Point {
  title: string;
  text: string;
  icon: IconName;
}

/** The four reasons to hire us, on home and the services pages. */
export const whyChooseUs: readonly Point[] = [
  {
    title: "Certified Arborists",
    text: "Trained tree experts plan every job, so the right trees are saved and the right ones come down.",
    icon: "award",
  },
  {
    title: "Licensed & Insured",
    text: "Full liability and workers' comp coverage. Proof of insurance is sent before we start.",
    icon: "shieldCheck",
  },
  {
    title: "24/7 Emergency Response",
    text: `Storm damage doesn't wait for business hours. We answer day and night, typically on site within ${business.emergencyResponse}.`,
    icon: "clock",
  },
  {
    title: "100% Satisfaction Guarantee",
    text: "Free written estimates, fixed prices and a clean yard. If something isn't right, we come back and fix it.",
    icon: "badgeCheck",
  },
];

export const aboutStory = [
  `${business.name} started in ${business.foundedYear} with one truck, one chipper and a family that grew up climbing the live oaks of Central Texas. Our founder had spent years working for larger tree companies and believed Waco homeowners deserved a crew that showed up on time, explained the work honestly and left every yard cleaner than they found it.`,
  "More than a decade later we are still family-owned and still local. Our certified arborists and trained crews have removed storm-damaged trees after some of the worst spring storms the Brazos valley has seen, fought oak wilt across McLennan County, and trimmed thousands of the cedar elms, pecans and oaks that shade our neighbors' homes.",
  "Every job, from a single stump to acres of cedar, gets the same care: a free written estimate, a crew that treats your property like their own, and our 100% satisfaction guarantee.",
] as const;

/** Short trust points beside the story on /about. */
export const aboutTrustPoints = [
  `Family-owned and operated since ${business.foundedYear}`,
  "Licensed, fully insured and certified arborists on staff",
  `${business.rating.value}-star average from ${business.rating.count} local reviews`,
  "Free estimates and a 100% satisfaction guarantee",
] as const;

export const companyValues: readonly Point[] = [
  {
    title: "Safety First",
    text: "Helmets, rigging, traffic control and a job briefing every morning. Nobody, and nothing on your property, gets hurt.",
    icon: "hardHat",
  },
  {
    title: "Excellence",
    text: "Proper pruning cuts, careful takedowns and cleanup you can inspect with bare feet.",
    icon: "award",
  },
  {
    title: "Reliability",
    text: "We show up when we say, call if anything changes and finish what we start, for the price we quoted.",
    icon: "users",
  },
  {
    title: "Innovation",
    text: "Cranes, compact equipment and modern treatments that get the job done faster and with less impact on your yard.",
    icon: "lightbulb",
  },
];

export const workProcess: readonly Point[] = [
  {
    title: "Property Assessment",
    text: "An arborist walks your property with you, checks each tree's health and notes access, lines and structures.",
    icon: "search",
  },
  {
    title: "Detailed Quote",
    text: "You get a free written quote with the work, the schedule and a fixed price. No pressure, no surprises.",
    icon: "clipboardList",
  },
  {
    title: "Safe Execution",
    text: "A trained, insured crew does the work with the right equipment, protecting your home, lawn and neighbors.",
    icon: "clipboardCheck",
  },
  {
    title: "Complete Cleanup",
    text: "We haul debris, rake and blow off every surface, and walk the job with you before we leave.",
    icon: "trash2",
  },
];

/** Our promises, listed on /services. */
export const commitments = [
  "Free, written, fixed-price estimates",
  "Certified arborists on every assessment",
  "Pruning to ANSI A300 industry standards",
  "Oak wilt-safe practices on every oak",
  "Full cleanup and debris hauling included",
  "Licensed and insured crews; proof on request",
  `24/7 emergency response, typically within ${business.emergencyResponse}`,
  "100% satisfaction guarantee on every job",
] as const;
