import { business } from "~/content/business";
import type { Faq } from "~/content/faqs";
import { towns } from "~/content/service-areas";
import type { Service } from "~/content/services";

import { phoneHref } from "~/platform/phone";
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
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
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

export function faqPageSchema(faqs: readonly Faq[]) {
  return {
    "@type": "FAQPage",
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
