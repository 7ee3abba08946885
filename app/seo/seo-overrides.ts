import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

import { srcFromSelector } from "./seo-fields";

interface MatchLike {
  id: string;
  data?: unknown;
}

export interface StoredSeo {
  title: string;
  description: string;
  keywords: string | null;
  ogImage: string | null;
  canonicalUrl: string | null;
  structuredData: string | null;
  h1Text: string | null;
  imageAltTexts: Array<{ selector: string; alt: string }>;
}

/** The page's stored SEO record, sent by the root loader; null when the page uses its defaults. */
export function useStoredSeo(): StoredSeo | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.seo ?? null;
}

/** The same record, for a route's `meta` function. */
export function storedSeoFromMatches(matches: readonly MatchLike[]): StoredSeo | null {
  const rootData = matches.find((match) => match.id === "root")?.data as { seo?: StoredSeo | null } | undefined;
  return rootData?.seo ?? null;
}

/** True while staff have the SEO editor open, so the page is marked noindex. */
export function isSeoEditorOpen(matches: readonly MatchLike[]) {
  const rootData = matches.find((match) => match.id === "root")?.data as { seoEditor?: unknown } | undefined;
  return Boolean(rootData?.seoEditor);
}

/** The page's H1: the staff override when one is stored, else the page's own. */
export function usePageHeading(defaultText: string) {
  return useStoredSeo()?.h1Text?.trim() || defaultText;
}

/** An image's alt text: the staff override for its src when one is stored, else the catalog's. */
export function useImageAlt(src: string, defaultAlt: string) {
  const override = useStoredSeo()?.imageAltTexts.find((entry) => srcFromSelector(entry.selector) === src);
  return override?.alt.trim() || defaultAlt;
}
