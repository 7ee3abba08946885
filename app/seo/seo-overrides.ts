import { rootDataFromMatches, type RouteMatch, useRootData } from "~/platform/remix/root-data";

import type { StoredSeo } from "./seo-editor.server";
import { srcFromSelector } from "./seo-fields";

export type { StoredSeo };

/** What the root loader sends every page: its stored SEO record (null: the defaults) and the editor's data. */
export interface SeoRootData {
  seo: StoredSeo | null;
  seoEditor: unknown;
}

/** The page's stored SEO record, sent by the root loader; null when the page uses its defaults. */
export function useStoredSeo(): StoredSeo | null {
  return useRootData<SeoRootData>().seo ?? null;
}

/** True while staff have the SEO editor open, so the page is marked noindex. */
export function isSeoEditorOpen(matches: readonly RouteMatch[]) {
  return Boolean(rootDataFromMatches<SeoRootData>(matches).seoEditor);
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
