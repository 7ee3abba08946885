import { useLocation } from "@remix-run/react";
import { createContext, useContext } from "react";

import { type Locale, localeFromPath } from "~/content/locale";
import { type Service, services } from "~/content/services";
import { englishUiText, type SpanishDocumentTexts, type UiText } from "~/content/ui-text";

declare global {
  interface Window {
    /** Set by entry.client.tsx before it hydrates a Spanish document (a global: an import would split the bundle). */
    spanishTexts?: SpanishDocumentTexts;
  }
}

/**
 * A Spanish document's words and the file they come from: entry.server.tsx
 * provides them as it renders, and entry.client.tsx fetches that file (named
 * on <html data-texts>) before it hydrates, so both render the same.
 */
export const SpanishTextsContext = createContext<SpanishDocumentTexts | null>(null);

function useSpanishDocumentTexts() {
  const rendering = useContext(SpanishTextsContext);
  return typeof window === "undefined" ? rendering : window.spanishTexts;
}

/** The page's language, from its address. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The Spanish words, on a Spanish page. */
function useSpanishTexts() {
  const spanish = useSpanishDocumentTexts();
  return useLocale() === "es" ? spanish?.texts : undefined;
}

/** Where a Spanish document's words come from, for <html data-texts>. */
export function useSpanishTextsUrl() {
  return useSpanishDocumentTexts()?.url;
}

/** The components' words in the page's language. */
export function useUiText(): UiText {
  return useSpanishTexts()?.uiText ?? englishUiText;
}

/** A page's address in the page's language: `to("/contact")` is "/es/contacto" on a Spanish page. */
export function useLocalizedPath() {
  const paths = useSpanishTexts()?.paths;
  return (path: string) => paths?.[path] ?? path;
}

export interface LocalizedService extends Service {
  /** The service page's address in the page's language. */
  path: string;
}

/** The services with their words and addresses in the page's language. */
export function useServices(): LocalizedService[] {
  const spanish = useSpanishTexts();
  const to = useLocalizedPath();
  return services.map((service) => ({
    ...service,
    ...spanish?.services[service.slug],
    path: to(`/services/${service.slug}`),
  }));
}
