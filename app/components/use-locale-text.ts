import { useLocation } from "@remix-run/react";

import { type Locale, localeFromPath } from "~/content/locale";
import { type Service, services } from "~/content/services";
import { englishUiText, type LocaleRootData, type UiText } from "~/content/ui-text";
import { useRootData } from "~/platform/remix/root-data";

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
