import { business } from "./business";
import type { Locale, Localized } from "./locale";
import { localizedPath } from "./localized-paths";
import { responsePromises } from "./response-promises";
import { getServiceDetails } from "./service-details";
import { type Service, servicePath, services } from "./services";
import { siteImages } from "./site-images";
import { spanishServices, spanishUiText } from "./ui-text.es";

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
  locale: Locale;
  /** The same page's path in each language: its hreflang alternates. */
  alternates: Localized<string>;
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

type EnglishPage = Omit<PublicPage, "locale" | "alternates">;

const mainPages: EnglishPage[] = [
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
      description: responsePromises.en.contactMeta,
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

const servicePages: EnglishPage[] = services.map((service) => ({
  path: servicePath(service),
  name: service.title,
  group: "services",
  seo: getServiceDetails(service).seo,
  heading: service.title,
  images: [serviceImage(service)],
}));

const legalPages: EnglishPage[] = [
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

/** A Spanish page's own words; its path, group and images' files are its English page's. */
type SpanishPage = Pick<PublicPage, "name" | "heading" | "seo">;

const spanishKeywords = "servicio de árboles Waco TX, quitar árboles Waco, arbolista Waco";

const spanishMainPages: Readonly<Record<string, SpanishPage>> = {
  "/": {
    name: "Inicio",
    heading: "Quitamos árboles en Waco, TX",
    seo: {
      title: "Quitar y podar árboles en Waco, TX | Waco Tree Service",
      description: `Servicio de árboles familiar en Waco, TX desde ${business.foundedYear}. Quitamos y podamos árboles, trituramos tocones y atendemos emergencias 24/7, con arbolistas con licencia y seguro.`,
      keywords: `${spanishKeywords}, poda de árboles Waco, árbol caído Waco, presupuesto gratis`,
    },
  },
  "/about": {
    name: "Quiénes somos",
    heading: "Quiénes somos",
    seo: {
      title: `Quiénes somos | Empresa familiar de árboles en Waco desde ${business.foundedYear}`,
      description: `Conozca a Waco Tree Service: una empresa familiar de cuidado de árboles, con licencia y seguro y arbolistas certificados, en Waco y el centro de Texas desde ${business.foundedYear}.`,
      keywords: `${spanishKeywords}, empresa familiar de árboles Waco, arbolistas certificados Waco`,
    },
  },
  "/services": {
    name: "Servicios",
    heading: "Nuestros servicios",
    seo: {
      title: "Servicios de árboles en Waco, TX | Quitar, podar y más",
      description:
        "Quitar árboles, poda, triturado de tocones, emergencias 24/7, salud de árboles y limpieza de terrenos en Waco, TX. Presupuesto gratis de arbolistas certificados.",
      keywords: `${spanishKeywords}, servicios de árboles Waco TX, poda de árboles centro de Texas`,
    },
  },
  "/service-areas": {
    name: "Áreas de servicio",
    heading: "Nuestras áreas de servicio",
    seo: {
      title: "Áreas de servicio | Árboles en Waco, Hewitt, Woodway y más",
      description:
        "Servicio de árboles en Waco, Hewitt, Woodway, Robinson, Bellmead, Lorena, McGregor, China Spring y el condado de McLennan. Presupuesto gratis, emergencias 24/7.",
      keywords: `${spanishKeywords}, árboles Hewitt, árboles Woodway, árboles Robinson`,
    },
  },
  "/contact": {
    name: "Contáctenos",
    heading: "Contáctenos",
    seo: {
      title: "Contáctenos | Presupuesto gratis para sus árboles en Waco, TX",
      description: responsePromises.es.contactMeta,
      keywords: `${spanishKeywords}, presupuesto gratis árboles Waco, cotización poda de árboles`,
    },
  },
  "/sitemap": {
    name: "Mapa del sitio",
    heading: "Mapa del sitio",
    seo: {
      title: "Mapa del sitio | Waco Tree Service",
      description:
        "Todas las páginas del sitio de Waco Tree Service: la empresa, los servicios de árboles, las áreas de servicio, el contacto y las páginas legales, en una sola lista.",
      keywords: spanishKeywords,
    },
  },
  "/privacy-policy": {
    name: "Política de privacidad",
    heading: "Política de privacidad",
    seo: {
      title: "Política de privacidad | Waco Tree Service",
      description:
        "Cómo Waco Tree Service recoge, usa y protege la información que usted comparte cuando nos llama, pide un presupuesto o usa nuestro sitio web.",
      keywords: "política de privacidad Waco Tree Service",
    },
  },
  "/terms-of-service": {
    name: "Términos del servicio",
    heading: "Términos del servicio",
    seo: {
      title: "Términos del servicio | Waco Tree Service",
      description:
        "Los términos que aplican cuando usa el sitio de Waco Tree Service y pide presupuestos o servicios de árboles en Waco y el centro de Texas.",
      keywords: "términos del servicio Waco Tree Service",
    },
  },
};

const spanishImageAlts: Readonly<Record<string, string>> = {
  [siteImages.hero.src]: spanishUiText.imageAlts.hero,
  [siteImages.about.src]: spanishUiText.imageAlts.about,
  ...Object.fromEntries(services.map((service) => [service.image, spanishServices[service.slug].imageAlt])),
};

function spanishPage(page: EnglishPage): SpanishPage {
  const service = services.find((candidate) => servicePath(candidate) === page.path);
  if (service) {
    const { title } = spanishServices[service.slug];
    return { name: title, heading: title, seo: getServiceDetails(service, "es").seo };
  }
  const spanish = spanishMainPages[page.path];
  if (!spanish) throw new Error(`${page.path} has no Spanish words`);
  return spanish;
}

const englishPages = [...mainPages, ...servicePages, ...legalPages];

/**
 * Every public, indexable page in both languages: the sitemaps, page titles and
 * the SEO editor read this list (staff tune each language's page on its own).
 */
export const publicPages: readonly PublicPage[] = [
  ...englishPages.map((page): PublicPage => {
    const alternates = { en: page.path, es: localizedPath(page.path, "es") };
    return { ...page, locale: "en", alternates };
  }),
  ...englishPages.map((page): PublicPage => {
    const alternates = { en: page.path, es: localizedPath(page.path, "es") };
    return {
      ...page,
      ...spanishPage(page),
      path: alternates.es,
      locale: "es",
      alternates,
      images: page.images.map((image) => ({ src: image.src, alt: spanishImageAlts[image.src] ?? image.alt })),
    };
  }),
];

export function getPublicPage(path: string) {
  return publicPages.find((page) => page.path === path);
}

/** A page the code knows is listed (a route reading its own entry); throws otherwise. */
export function catalogPage(path: string): PublicPage {
  const page = getPublicPage(path);
  if (!page) throw new Error(`${path} is not in the page catalog`);
  return page;
}

/** The page at an English path, in a language ("/contact", "es" → the Spanish contact page). */
export function localizedPage(englishPath: string, locale: Locale): PublicPage {
  return catalogPage(localizedPath(englishPath, locale));
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
