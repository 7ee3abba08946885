/**
 * The six services and their canonical slugs. Navigation, footer, pages,
 * the quote form's options, the sitemaps and structured data all read this.
 */
export interface Service {
  slug: string;
  /** Older slugs that answer with a 301 to the canonical one. */
  aliases: readonly string[];
  title: string;
  /** Short name for menus and form options. */
  shortTitle: string;
  description: string;
}

export const services: readonly Service[] = [
  {
    slug: "tree-removal",
    aliases: [],
    title: "Tree Removal",
    shortTitle: "Tree Removal",
    description: "Safe removal of dead, leaning or unwanted trees of any size, with full cleanup.",
  },
  {
    slug: "tree-trimming",
    aliases: [],
    title: "Tree Trimming & Pruning",
    shortTitle: "Tree Trimming",
    description: "Pruning that keeps trees healthy, shapely and clear of roofs and power lines.",
  },
  {
    slug: "stump-removal",
    aliases: ["stump-grinding"],
    title: "Stump Grinding & Removal",
    shortTitle: "Stump Removal",
    description: "Stumps ground below grade so you can mow, plant or build over the spot.",
  },
  {
    slug: "emergency-tree-service",
    aliases: [],
    title: "24/7 Emergency Tree Service",
    shortTitle: "Emergency Service",
    description: "Storm-damaged and fallen trees cleared day or night, typically within 2-4 hours.",
  },
  {
    slug: "tree-health",
    aliases: ["tree-health-assessment"],
    title: "Tree Health & Disease Treatment",
    shortTitle: "Tree Health",
    description: "Certified arborists diagnose oak wilt, pests and decline and treat them early.",
  },
  {
    slug: "land-clearing",
    aliases: [],
    title: "Land Clearing",
    shortTitle: "Land Clearing",
    description: "Brush, cedar and trees cleared for building sites, pasture and fence lines.",
  },
];

export function getServiceBySlug(slug: string) {
  return services.find((service) => service.slug === slug);
}

/** The service an old slug stands for, so its URL can redirect. */
export function getServiceByAlias(slug: string) {
  return services.find((service) => service.aliases.includes(slug));
}

export function servicePath(service: Pick<Service, "slug">) {
  return `/services/${service.slug}`;
}
