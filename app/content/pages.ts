import { business } from "./business";
import { getServiceDetails } from "./service-details";
import { type Service, servicePath, services } from "./services";
import { siteImages } from "./site-images";

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
}

export interface PageImage {
  src: string;
  alt: string;
}

export interface PublicPage {
  path: string;
  /** Link text in lists and breadcrumbs. */
  name: string;
  group: "main" | "services" | "legal";
  seo: PageSeo;
  /** The page's H1 (staff may override it in the SEO editor). */
  heading: string;
  /** The images the page shows, in order: the SEO editor lists them for alt text overrides. */
  images: readonly PageImage[];
}

const serviceImage = (service: Service): PageImage => ({ src: service.image, alt: service.imageAlt });

const keywordsBase = "tree service Waco TX, tree removal Waco, arborist Waco";

const mainPages: PublicPage[] = [
  {
    path: "/",
    name: "Home",
    heading: "Expert Tree Removal Services in Waco, TX",
    images: [siteImages.hero, siteImages.about],
    group: "main",
    seo: {
      title: "Tree Removal & Tree Service in Waco, TX | Waco Tree Service",
      description: `Family-owned tree service in Waco, TX since ${business.foundedYear}. Tree removal, trimming, stump grinding and 24/7 emergency storm service by licensed, insured arborists.`,
      keywords: `${keywordsBase}, tree trimming Waco, stump grinding Waco, emergency tree service Waco`,
    },
  },
  {
    path: "/about",
    name: "About Us",
    heading: "About Us",
    images: [siteImages.about],
    group: "main",
    seo: {
      title: `About Us | Family-Owned Waco Tree Service Since ${business.foundedYear}`,
      description: `Meet Waco Tree Service: a family-owned, licensed and insured tree care company with certified arborists serving Waco and Central Texas since ${business.foundedYear}.`,
      keywords: `${keywordsBase}, family-owned tree company Waco, certified arborists Waco`,
    },
  },
  {
    path: "/services",
    name: "Services",
    heading: "Our Services",
    images: services.map(serviceImage),
    group: "main",
    seo: {
      title: "Tree Services in Waco, TX | Removal, Trimming & More",
      description:
        "Tree removal, trimming, stump grinding, 24/7 emergency service, tree health care and land clearing in Waco, TX. Free estimates from certified arborists.",
      keywords: `${keywordsBase}, tree services Waco TX, tree care Central Texas`,
    },
  },
  {
    path: "/service-areas",
    name: "Service Areas",
    heading: "Our Service Areas",
    images: [],
    group: "main",
    seo: {
      title: "Service Areas | Tree Service in Waco, Hewitt, Woodway & More",
      description:
        "Tree service across Waco, Hewitt, Woodway, Robinson, Bellmead, Lorena, McGregor, China Spring and McLennan County. Free estimates, 24/7 emergencies.",
      keywords: `${keywordsBase}, tree service Hewitt, tree service Woodway, tree service Robinson`,
    },
  },
  {
    path: "/contact",
    name: "Contact Us",
    heading: "Contact Us",
    images: [],
    group: "main",
    seo: {
      title: "Contact Us | Free Tree Service Estimate in Waco, TX",
      description:
        "Request a free tree service estimate in Waco, TX or call us 24/7 for emergencies. We call back within one business hour. Licensed and insured arborists.",
      keywords: `${keywordsBase}, free tree estimate Waco, tree service quote`,
    },
  },
  {
    path: "/sitemap",
    name: "Sitemap",
    heading: "Sitemap",
    images: [],
    group: "main",
    seo: {
      title: "Sitemap | Waco Tree Service",
      description:
        "Every page of the Waco Tree Service website: our company, tree services, service areas, contact page and legal pages, all in one list of links.",
      keywords: keywordsBase,
    },
  },
];

const servicePages: PublicPage[] = services.map((service) => ({
  path: servicePath(service),
  name: service.title,
  group: "services",
  seo: getServiceDetails(service).seo,
  heading: service.title,
  images: [serviceImage(service)],
}));

const legalPages: PublicPage[] = [
  {
    path: "/privacy-policy",
    name: "Privacy Policy",
    heading: "Privacy Policy",
    images: [],
    group: "legal",
    seo: {
      title: "Privacy Policy | Waco Tree Service",
      description:
        "How Waco Tree Service collects, uses and protects the information you share when you call us, request a quote or use our website.",
      keywords: "Waco Tree Service privacy policy",
    },
  },
  {
    path: "/terms-of-service",
    name: "Terms of Service",
    heading: "Terms of Service",
    images: [],
    group: "legal",
    seo: {
      title: "Terms of Service | Waco Tree Service",
      description:
        "The terms that apply when you use the Waco Tree Service website and request estimates or tree care services in Waco and Central Texas.",
      keywords: "Waco Tree Service terms of service",
    },
  },
];

/** Every public, indexable page: the sitemaps and page titles read this list. */
export const publicPages: readonly PublicPage[] = [...mainPages, ...servicePages, ...legalPages];

export function getPublicPage(path: string) {
  return publicPages.find((page) => page.path === path);
}

/** A page the code knows is listed (a route reading its own entry); throws otherwise. */
export function catalogPage(path: string): PublicPage {
  const page = getPublicPage(path);
  if (!page) throw new Error(`${path} is not in the page catalog`);
  return page;
}

/** SEO defaults for a path; a generic fallback for anything not listed. */
export function getPageSeo(path: string): PageSeo {
  return (
    getPublicPage(path)?.seo ?? {
      title: `${business.name} | Tree Care in ${business.city}, ${business.state}`,
      description:
        "Family-owned tree removal, trimming, stump grinding and 24/7 emergency tree service in Waco, TX, by licensed and insured certified arborists.",
      keywords: keywordsBase,
    }
  );
}
