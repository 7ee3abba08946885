import type { Locale } from "./locale";
import { spanishPaths } from "./spanish-paths.js";

// The Spanish pages' addresses. Kept out of the browser's JavaScript (a Spanish page fetches the
// paths it links to with its words, locale-data.server.ts): remix.config.js reads the same file to route them.

type EnglishPagePath = keyof typeof spanishPaths.pages;
type ServiceSlug = keyof typeof spanishPaths.services;

const pagePaths = spanishPaths.pages as Readonly<Record<string, string | undefined>>;
const serviceSlugs = spanishPaths.services as Readonly<Record<string, string | undefined>>;

/** A service's slug in a language: the Spanish pages use Spanish slugs, for searches in Spanish. */
export function localizedSlug(slug: string, locale: Locale) {
  return locale === "es" ? (serviceSlugs[slug] ?? slug) : slug;
}

/** The English slug a Spanish service slug stands for. */
export function englishSlug(spanishSlug: string) {
  return Object.keys(serviceSlugs).find((slug) => serviceSlugs[slug] === spanishSlug);
}

/** A visitor's own page for a token (`/visit/<token>`, `/es/baja/<token>`), in the visitor's language. */
export function visitorPagePath(page: keyof typeof spanishPaths.visitorPages, token: string, locale: Locale) {
  return `${locale === "es" ? spanishPaths.visitorPages[page] : page}/${token}`;
}

/** An English page's path in a language ("/contact" → "/es/contacto"); unknown paths stay as they are. */
export function localizedPath(path: EnglishPagePath | `/services/${ServiceSlug}` | string, locale: Locale): string {
  if (locale === "en") return path;
  const service = path.match(/^\/services\/([^/]+)$/);
  if (service) return `${pagePaths["/services"]}/${localizedSlug(service[1]!, "es")}`;
  return pagePaths[path] ?? path;
}
