import type { IconName } from "./icons";

/**
 * The six services and their canonical slugs. Navigation, footer, cards, the
 * quote form's options, the sitemaps and structured data all read this; what
 * only a service's own page shows is in service-details.ts.
 */
export type ServiceSlug =
  "tree-removal" | "tree-trimming" | "stump-removal" | "emergency-tree-service" | "tree-health" | "land-clearing";

export interface Service {
  slug: ServiceSlug;
  /** Older slugs that answer with a 301 to the canonical one. */
  aliases: readonly string[];
  title: string;
  /** Answered around the clock: the call-back promise for its leads counts every hour, not business hours. */
  emergency?: true;
  /** Short name where the full title would crowd a heading (the sidebar's FAQ heading). */
  shortTitle: string;
  description: string;
  /** Under public/images/, so operators can replace it with a file of the same name. */
  image: string;
  imageAlt: string;
  icon: IconName;
}

export const services: readonly Service[] = [
  {
    slug: "tree-removal",
    aliases: [],
    title: "Tree Removal",
    shortTitle: "Tree Removal",
    description: "Safe removal of dead, leaning or unwanted trees of any size, with full cleanup.",
    image: "/images/service-tree-removal.svg",
    imageAlt: "Arborist in a helmet taking down a large tree in sections beside a house",
    icon: "axe",
  },
  {
    slug: "tree-trimming",
    aliases: [],
    title: "Tree Trimming & Pruning",
    shortTitle: "Tree Trimming",
    description: "Pruning that keeps trees healthy, shapely and clear of roofs and power lines.",
    image: "/images/service-tree-trimming.svg",
    imageAlt: "Climber in a helmet pruning the crown of a live oak from a rope",
    icon: "scissors",
  },
  {
    slug: "stump-removal",
    aliases: ["stump-grinding"],
    title: "Stump Grinding & Removal",
    shortTitle: "Stump Removal",
    description: "Stumps ground below grade so you can mow, plant or build over the spot.",
    image: "/images/service-stump-removal.svg",
    imageAlt: "Compact stump grinder cutting an old stump down below the lawn",
    icon: "treePine",
  },
  {
    slug: "emergency-tree-service",
    aliases: [],
    title: "24/7 Emergency Tree Service",
    emergency: true,
    shortTitle: "Emergency Service",
    description: "Storm-damaged and fallen trees cleared day or night, typically within 2-4 hours.",
    image: "/images/service-emergency-tree-service.svg",
    imageAlt: "Storm-fallen limb resting on a house roof under dark clouds",
    icon: "siren",
  },
  {
    slug: "tree-health",
    aliases: ["tree-health-assessment"],
    title: "Tree Health & Disease Treatment",
    shortTitle: "Tree Health",
    description: "Certified arborists diagnose oak wilt, pests and decline and treat them early.",
    image: "/images/service-tree-health.svg",
    imageAlt: "Arborist inspecting the trunk and leaves of a live oak with a magnifying glass",
    icon: "heartPulse",
  },
  {
    slug: "land-clearing",
    aliases: [],
    title: "Land Clearing",
    shortTitle: "Land Clearing",
    description: "Brush, cedar and trees cleared for building sites, pasture and fence lines.",
    image: "/images/service-land-clearing.svg",
    imageAlt: "Forestry mulcher clearing cedar brush from a field with oak trees kept standing",
    icon: "tractor",
  },
];

/** What a service's own page adds to its catalog entry; loaders send it, so it never ships in the JavaScript. */
export interface ServiceDetails {
  longDescription: string;
  /** A longer paragraph written for people (and search engines) comparing local providers. */
  seoContent: string;
  /** Eight features; cards show the first three. */
  features: readonly string[];
  benefits: readonly string[];
  seo: { title: string; description: string; keywords: string };
}

export function getServiceBySlug(slug: string) {
  return services.find((service) => service.slug === slug);
}

/** A lead that came by text or a missed call: nobody has said which service yet (issue #43). */
export const UNSTATED_SERVICE = "not-said-yet";

/** The service's title for a stored slug; the slug itself if the catalog no longer has it. */
export function serviceTitle(slug: string) {
  if (slug === UNSTATED_SERVICE) return "Service not said yet";
  return getServiceBySlug(slug)?.title ?? slug;
}

/** The service's short name ("Tree Removal"), for tight places such as a phone's table cell. */
export function serviceShortTitle(slug: string) {
  if (slug === UNSTATED_SERVICE) return "Not said yet";
  return getServiceBySlug(slug)?.shortTitle ?? slug;
}

export function isEmergencyService(slug: string) {
  return getServiceBySlug(slug)?.emergency === true;
}

/** The service an old slug stands for, so its URL can redirect (and the API can store the canonical one). */
export function getServiceByAlias(slug: string) {
  return services.find((service) => service.aliases.includes(slug));
}

export function servicePath(service: Pick<Service, "slug">) {
  return `/services/${service.slug}`;
}
