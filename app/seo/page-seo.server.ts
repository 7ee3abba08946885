import { getPublicPage, type PageSeo } from "~/content/pages";
import { getEnv } from "~/platform/env.server";

import { absoluteUrl, DEFAULT_OG_IMAGE, type ResolvedSeo } from "./meta";

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
}

export interface ResolveSeoOptions {
  /** The page's path, e.g. "/about": the canonical URL is built from it. */
  path: string;
  defaults: PageSeo;
  /** The public origin from SITE_URL, e.g. "https://www.example.com". */
  siteUrl: string;
  overrides?: SeoOverrides | null;
}

function pick(override: string | null | undefined, fallback: string) {
  return override?.trim() ? override.trim() : fallback;
}

/** The resolved SEO values for a page: overrides where set, otherwise the defaults. */
export function resolveSeo({
  path,
  defaults,
  siteUrl,
  overrides,
}: ResolveSeoOptions): Omit<ResolvedSeo, "locale" | "alternates"> {
  return {
    title: pick(overrides?.title, defaults.title),
    description: pick(overrides?.description, defaults.description),
    keywords: pick(overrides?.keywords, defaults.keywords),
    ogImage: absoluteUrl(siteUrl, pick(overrides?.ogImage, DEFAULT_OG_IMAGE)),
    canonicalUrl: absoluteUrl(siteUrl, pick(overrides?.canonicalUrl, path)),
  };
}

/** The SEO values of a public page for the root loader; null for any other path. */
export function resolvePageSeo(path: string, stored: SeoOverrides | null): ResolvedSeo | null {
  const page = getPublicPage(path);
  if (!page) return null;
  const siteUrl = getEnv().SITE_URL;
  const { en, es } = page.alternates;
  return {
    ...resolveSeo({ path, defaults: page.seo, siteUrl, overrides: stored }),
    locale: page.locale,
    alternates: [
      { hrefLang: "en", href: absoluteUrl(siteUrl, en) },
      { hrefLang: "es", href: absoluteUrl(siteUrl, es) },
      { hrefLang: "x-default", href: absoluteUrl(siteUrl, en) },
    ],
  };
}
