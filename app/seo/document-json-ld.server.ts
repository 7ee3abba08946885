import type { EntryContext } from "@remix-run/node";

import { localeFromPath } from "~/content/locale";
import { withStormPromises } from "~/storm/storm-promises-on-pages.server";

import { type DocumentJsonLdTexts, parseStructuredData, serializeJsonLd } from "./json-ld";
import type { SeoRootData } from "./seo-overrides";
import type { StructuredDataFunction } from "./structured-data";

/**
 * The JSON-LD of the page rendered as a document: the `structuredData` export of
 * its route (the deepest match) and the record staff added in the SEO editor,
 * each serialized for its script element (a staff text that is not valid JSON-LD
 * is left out). Search engines read it from the document; the page's data
 * stream does not carry it a second time (issue #25). Pages answering with an
 * error have none.
 */
export async function documentJsonLd({
  routeModules,
  staticHandlerContext,
}: EntryContext): Promise<DocumentJsonLdTexts> {
  if (staticHandlerContext.errors) return {};
  const page = staticHandlerContext.matches.at(-1);
  if (!page) return {};
  const route = routeModules[page.route.id] as { structuredData?: StructuredDataFunction } | undefined;
  const locale = localeFromPath(page.pathname);
  // Its FAQ answers and service descriptions say what the page says, storm mode's promises included.
  const data = await withStormPromises(locale, await route?.structuredData?.({ params: page.params, locale }));
  const rootData = staticHandlerContext.loaderData.root as Partial<SeoRootData> | undefined;
  const stored = rootData?.seo?.structuredData ? parseStructuredData(rootData.seo.structuredData) : undefined;
  return {
    page: data ? serializeJsonLd(data) : undefined,
    stored: stored ? serializeJsonLd(stored) : undefined,
  };
}
