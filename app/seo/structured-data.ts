import type { Params } from "@remix-run/react";

import { business } from "~/content/business";
import type { Faq } from "~/content/faqs";
import type { Locale } from "~/content/locale";
import { localizedPath } from "~/content/localized-paths";
import { localizedPage, type PublicPage } from "~/content/pages";
import { type Service, servicePath } from "~/content/services";
import { towns } from "~/content/towns";
import { spanishServices } from "~/content/ui-text.es";
import { getEnv } from "~/platform/env.server";
import { phoneHref } from "~/platform/phone";
import { getSiteSettings } from "~/staff/site-settings.server";

import { absoluteUrl, DEFAULT_OG_IMAGE } from "./meta";

interface Site {
  siteUrl: string;
  phoneNumber: string;
}

export interface Crumb {
  name: string;
  path: string;
}

const businessId = (siteUrl: string) => absoluteUrl(siteUrl, "/#business");

export function localBusinessSchema({ siteUrl, phoneNumber }: Site) {
  return {
    "@type": "LocalBusiness",
    "@id": businessId(siteUrl),
    name: business.name,
    url: absoluteUrl(siteUrl, "/"),
    telephone: phoneHref(phoneNumber).replace(/^tel:/, ""),
    image: absoluteUrl(siteUrl, DEFAULT_OG_IMAGE),
    priceRange: "$$",
    foundingDate: String(business.foundedYear),
    address: {
      "@type": "PostalAddress",
      addressLocality: business.city,
      addressRegion: business.state,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", ...business.geo },
    areaServed: towns.map((name) => ({
      "@type": "City",
      name: `${name}, ${business.state}`,
    })),
    openingHoursSpecification: business.openingHours.map((spec) => ({
      "@type": "OpeningHoursSpecification",
      ...spec,
    })),
    // SPEC's figure. Google shows no stars for a business's ratings of itself (decision 059): the
    // review engine (app/reviews) asks customers to review us on Google instead, and writes nothing here.
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
    knowsLanguage: ["en", "es"],
  };
}

/** The page itself, in its language (`inLanguage`), so search engines pair it with its translation. */
export function webPageSchema(page: PublicPage, siteUrl: string) {
  return {
    "@type": "WebPage",
    "@id": absoluteUrl(siteUrl, page.path),
    url: absoluteUrl(siteUrl, page.path),
    name: page.seo.title,
    inLanguage: page.locale,
    isPartOf: { "@type": "WebSite", url: absoluteUrl(siteUrl, "/"), name: business.name },
  };
}

export function serviceSchema(service: Service, site: Site, path: string) {
  return {
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(site.siteUrl, path),
    image: absoluteUrl(site.siteUrl, service.image),
    areaServed: {
      "@type": "City",
      name: `${business.city}, ${business.state}`,
    },
    provider: { "@id": businessId(site.siteUrl) },
  };
}

export function breadcrumbSchema(crumbs: readonly Crumb[], siteUrl: string) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function faqPageSchema(faqs: readonly Faq[], locale: Locale) {
  return {
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** One JSON-LD document holding every entity of a page. */
export function schemaGraph(entities: readonly object[]) {
  return { "@context": "https://schema.org", "@graph": entities };
}

interface PageEntities {
  /** Trail after Home; none on the home page itself. */
  breadcrumbs?: readonly Crumb[];
  faqs?: readonly Faq[];
  /** The service a service page is about. */
  service?: Service;
}

/**
 * A route's `structuredData` export: its page's JSON-LD, built on the server for
 * the document only (entry.server.tsx calls it; see documentJsonLd). The browser
 * never re-renders it, so it is not in the loader data the page hydrates from.
 */
export type StructuredDataFunction = (args: { params: Params; locale: Locale }) => Promise<object | undefined>;

const homeName = { en: "Home", es: "Inicio" } as const;

/**
 * A page's JSON-LD: the LocalBusiness on every page, plus breadcrumbs, FAQs,
 * the page's service and the page itself, in the page's language.
 */
export async function pageStructuredData(page: PublicPage, { breadcrumbs, faqs, service }: PageEntities = {}) {
  const { locale } = page;
  const site = { siteUrl: getEnv().SITE_URL, phoneNumber: (await getSiteSettings()).phoneNumber };
  const entities: object[] = [localBusinessSchema(site)];
  if (breadcrumbs?.length) {
    const home = { name: homeName[locale], path: localizedPath("/", locale) };
    entities.push(breadcrumbSchema([home, ...breadcrumbs], site.siteUrl));
  }
  if (faqs?.length) entities.push(faqPageSchema(faqs, locale));
  if (service) {
    const words = locale === "es" ? spanishServices[service.slug] : service;
    entities.push(serviceSchema({ ...service, ...words }, site, localizedPath(servicePath(service), locale)));
  }
  entities.push(webPageSchema(page, site.siteUrl));
  return schemaGraph(entities);
}

/** A catalog page's JSON-LD, its breadcrumb named as the catalog names the page. */
export function catalogStructuredData(
  englishPath: string,
  locale: Locale,
  entities: Omit<PageEntities, "breadcrumbs"> = {},
) {
  const page = localizedPage(englishPath, locale);
  return pageStructuredData(page, { breadcrumbs: [{ name: page.name, path: page.path }], ...entities });
}
