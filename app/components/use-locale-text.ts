import { useLocation } from "@remix-run/react";

import { type Locale, localeFromPath } from "~/content/locale";
import { type Service, services } from "~/content/services";
import { englishUiText, type UiText } from "~/content/ui-text";
import type { ServiceWords } from "~/content/ui-text.es";
import { useRootData } from "~/platform/remix/root-data";

/**
 * What the root loader sends a Spanish page (null on English ones, whose words
 * are in the JavaScript): the components' words, the services' words, and the
 * Spanish address of every page they link to.
 */
export interface LocaleRootData {
  spanish: {
    uiText: UiText;
    services: Readonly<Record<string, ServiceWords>>;
    /** English path → Spanish path, for every public page. */
    paths: Readonly<Record<string, string>>;
  } | null;
  /** The same page in the other language (its home page for a page off the catalog). */
  languageSwitch: string;
}

/** The page's language, from its address. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The components' words in the page's language. */
export function useUiText(): UiText {
  return useRootData<LocaleRootData>().spanish?.uiText ?? englishUiText;
}

/** A page's address in the page's language: `to("/contact")` is "/es/contacto" on a Spanish page. */
export function useLocalizedPath() {
  const paths = useRootData<LocaleRootData>().spanish?.paths;
  return (path: string) => paths?.[path] ?? path;
}

export interface LocalizedService extends Service {
  /** The service page's address in the page's language. */
  path: string;
}

/** The services with their words and addresses in the page's language. */
export function useServices(): LocalizedService[] {
  const spanish = useRootData<LocaleRootData>().spanish;
  const to = useLocalizedPath();
  return services.map((service) => ({
    ...service,
    ...spanish?.services[service.slug],
    path: to(`/services/${service.slug}`),
  }));
}
