import type { EntryContext } from "@remix-run/node";

import { localeFromPath } from "~/content/locale";

import { serializeJsonLd } from "./json-ld";
import type { StructuredDataFunction } from "./structured-data";

/**
 * The JSON-LD of the page rendered as a document: the `structuredData` export of
 * its route (the deepest match), serialized for its script element. Search
 * engines read it from the document; the page's data stream does not carry it
 * a second time (issue #25). Pages answering with an error have none.
 */
export async function documentJsonLd({ routeModules, staticHandlerContext }: EntryContext) {
  if (staticHandlerContext.errors) return undefined;
  const page = staticHandlerContext.matches.at(-1);
  if (!page) return undefined;
  const route = routeModules[page.route.id] as { structuredData?: StructuredDataFunction } | undefined;
  const data = await route?.structuredData?.({ params: page.params, locale: localeFromPath(page.pathname) });
  return data ? serializeJsonLd(data) : undefined;
}
