import type { Locale } from "./locale";
import { getPublicPage, publicPages } from "./pages";
import { spanishServices, spanishUiText } from "./ui-text.es";

/** Every public page's Spanish path by its English path. */
const spanishPaths = Object.fromEntries(
  publicPages.filter((page) => page.locale === "es").map((page) => [page.alternates.en, page.path]),
);

/**
 * What the root loader sends for the page's language: on a Spanish page the
 * components' Spanish words and paths (English pages have theirs in the
 * JavaScript), and on every page where its language switch leads.
 */
export function localeRootData(pathname: string, locale: Locale) {
  const page = getPublicPage(pathname);
  const other: Locale = locale === "en" ? "es" : "en";
  return {
    spanish: locale === "es" ? { uiText: spanishUiText, services: spanishServices, paths: spanishPaths } : null,
    // A page off the catalog (a 404) switches to the other language's home page.
    languageSwitch: page ? page.alternates[other] : other === "es" ? "/es" : "/",
  };
}
