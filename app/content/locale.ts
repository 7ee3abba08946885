/** The site's languages: English at the root, Spanish under /es (docs/decisions/060-spanish-pages.md). */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];

/** A text, or anything else, written once per language: a missing language fails the type check. */
export type Localized<T> = Readonly<Record<Locale, T>>;

/** The language of a page is its address: /es and everything under it is Spanish. Never the browser's headers. */
export function localeFromPath(pathname: string): Locale {
  return /^\/es(\/|$)/.test(pathname) ? "es" : "en";
}

export function localeFromRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}

/** Open Graph's locale tag per language. */
export const ogLocales: Localized<string> = { en: "en_US", es: "es_US" };
