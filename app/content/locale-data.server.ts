import { createHash } from "node:crypto";

import { type Locale, otherLocale } from "./locale";
import { localizedPath } from "./localized-paths";
import { getPublicPage, publicPages } from "./pages";
import { englishUiText, type SpanishDocumentTexts, type SpanishTexts } from "./ui-text";
import { spanishServices, spanishUiText } from "./ui-text.es";

/** Every public page's Spanish path by its English path. */
const spanishPaths = Object.fromEntries(
  publicPages.filter((page) => page.locale === "es").map((page) => [page.alternates.en, page.path]),
);

const spanishTexts: SpanishTexts = { uiText: spanishUiText, services: spanishServices, paths: spanishPaths };

/** The file a Spanish page fetches its words from: versioned by its content, so cached for a year. */
export const spanishTextsFile = (() => {
  const body = JSON.stringify(spanishTexts);
  const version = createHash("sha256").update(body).digest("hex").slice(0, 10);
  return { body, version, url: `/spanish-texts.json?v=${version}` };
})();

/** What a Spanish document renders with (components/use-locale-text.ts): the words and the file they are in. */
export const spanishDocumentTexts: SpanishDocumentTexts = { url: spanishTextsFile.url, texts: spanishTexts };

/** What the root loader sends every page about its language: where its language switch leads. */
export function localeRootData(pathname: string, locale: Locale) {
  const page = getPublicPage(pathname);
  const other = otherLocale(locale);
  // A page off the catalog (a 404) switches to the other language's home page.
  return { languageSwitch: page ? page.alternates[other] : localizedPath("/", other) };
}

/** A page off the catalog's title, in the language of its address. */
export function notFoundTitle(locale: Locale) {
  return (locale === "es" ? spanishUiText : englishUiText).errors.notFoundTitle;
}
