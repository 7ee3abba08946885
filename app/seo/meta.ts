import type { MetaDescriptor } from "@remix-run/node";

import { business } from "~/content/business";
import { getPageSeo, type PageSeo } from "~/content/pages";

import type { RouteMatch } from "~/platform/root-data";

import { isSeoEditorOpen, storedSeoFromMatches } from "./seo-overrides";
import { rootDataFromMatches } from "~/platform/root-data";
import type { SiteUrlRootData } from "./site-url";

/** Shared with social sites when a page has no image of its own; replaceable in public/images/. */
export const DEFAULT_OG_IMAGE = "/images/og-image.png";

/**
 * Per-page values that win over the catalog defaults, e.g. a stored SEO
 * record edited by staff. Empty strings count as "not set".
 */
export interface SeoOverrides {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  ogImage?: string | null;
  canonicalUrl?: string | null;
  h1Text?: string | null;
}

export interface BuildMetaOptions {
  /** The page's path, e.g. "/about": the canonical URL is built from it. */
  path: string;
  defaults: PageSeo;
  /** The public origin from SITE_URL, e.g. "https://www.example.com". */
  siteUrl: string;
  overrides?: SeoOverrides | null;
  ogType?: "website" | "article";
}

function pick(override: string | null | undefined, fallback: string) {
  return override?.trim() ? override.trim() : fallback;
}

/** A path or URL made absolute against the site origin. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string) {
  if (!siteUrl) return pathOrUrl;
  return new URL(pathOrUrl, siteUrl).href;
}

/** The resolved SEO values for a page: overrides where set, otherwise the defaults. */
export function resolveSeo({ path, defaults, siteUrl, overrides }: BuildMetaOptions) {
  return {
    title: pick(overrides?.title, defaults.title),
    description: pick(overrides?.description, defaults.description),
    keywords: pick(overrides?.keywords, defaults.keywords),
    ogImage: absoluteUrl(siteUrl, pick(overrides?.ogImage, DEFAULT_OG_IMAGE)),
    canonicalUrl: absoluteUrl(siteUrl, pick(overrides?.canonicalUrl, path)),
    h1Text: overrides?.h1Text?.trim() || undefined,
  };
}

/** The meta array for a route: title, description, keywords, canonical, Open Graph and Twitter tags. */
export function buildMeta(options: BuildMetaOptions): MetaDescriptor[] {
  const seo = resolveSeo(options);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    { property: "og:image", content: seo.ogImage },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.ogImage },
  ];
}

/** The public origin the root loader sent (SITE_URL). */
export function siteUrlFromMatches(matches: readonly RouteMatch[]) {
  return rootDataFromMatches<SiteUrlRootData>(matches).siteUrl ?? "";
}

/**
 * Meta for a page, in one call from a route's `meta`: the catalog defaults,
 * overridden by the page's stored SEO record, and noindex while staff edit it.
 */
export function pageMeta(path: string, matches: readonly RouteMatch[], defaults: PageSeo = getPageSeo(path)) {
  const meta = buildMeta({
    path,
    defaults,
    siteUrl: siteUrlFromMatches(matches),
    overrides: storedSeoFromMatches(matches),
  });
  return isSeoEditorOpen(matches) ? [...meta, { name: "robots", content: "noindex, nofollow" }] : meta;
}
