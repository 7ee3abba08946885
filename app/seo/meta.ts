import type { MetaDescriptor } from "@remix-run/node";

import { business } from "~/content/business";
import { type Locale, ogLocales } from "~/content/locale";
import { rootDataFromMatches, type RouteMatch } from "~/platform/remix/root-data";

import { isSeoEditorOpen } from "./seo-overrides";

/** Shared with social sites when a page has no image of its own; replaceable in public/images/. */
export const DEFAULT_OG_IMAGE = "/images/og-image.png";

/** A page's SEO values as the root loader sends them: catalog defaults with the stored overrides applied. */
export interface ResolvedSeo {
  title: string;
  description: string;
  keywords: string;
  ogImage: string;
  canonicalUrl: string;
  locale: Locale;
  /** The page in each language, and the English one for everyone else (hreflang x-default). */
  alternates: readonly { hrefLang: "en" | "es" | "x-default"; href: string }[];
}

/** What the root loader sends for the requested page; null off the list of public pages. */
export interface PageSeoRootData {
  pageSeo: ResolvedSeo | null;
}

/** A path or URL made absolute against the site origin. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string) {
  if (!siteUrl) return pathOrUrl;
  return new URL(pathOrUrl, siteUrl).href;
}

/** The meta array for a page: title, description, keywords, canonical, Open Graph tags and X's card type. */
export function buildMeta(seo: ResolvedSeo): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    ...seo.alternates.map(({ hrefLang, href }) => ({ tagName: "link", rel: "alternate", hrefLang, href })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: ogLocales[seo.locale] },
    { property: "og:locale:alternate", content: ogLocales[seo.locale === "en" ? "es" : "en"] },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    { property: "og:image", content: seo.ogImage },
    // X reads the title, description and image from the Open Graph tags when its own are missing.
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** For pages off the public list (error pages): the business and what it does. */
const fallbackMeta: MetaDescriptor[] = [
  { title: `${business.name} | Waco, TX` },
  {
    name: "description",
    content: `${business.name}: family-owned tree care in Waco, TX since ${business.foundedYear}.`,
  },
];

/**
 * Meta for the current page from the root loader's data, so the catalog's
 * SEO texts of every page stay on the server; noindex while staff edit it.
 */
export function pageMeta(matches: readonly RouteMatch[]): MetaDescriptor[] {
  const { pageSeo } = rootDataFromMatches<PageSeoRootData>(matches);
  const meta = pageSeo ? buildMeta(pageSeo) : fallbackMeta;
  return isSeoEditorOpen(matches) ? [...meta, { name: "robots", content: "noindex, nofollow" }] : meta;
}
