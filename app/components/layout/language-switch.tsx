import { Link } from "@remix-run/react";

import { otherLocale } from "~/content/locale";
import type { LocaleRootData } from "~/content/ui-text";
import { useRootData } from "~/platform/remix/root-data";

import { useLocale, useUiText } from "../use-locale-text";

/**
 * The same page in the other language, named in that language ("Español" /
 * "English"). A plain link: a visitor chooses, the site never guesses from
 * the browser's language. It loads a whole document: a Spanish one starts
 * with its words (entry.client.tsx), an English one without them.
 */
export function LanguageSwitch() {
  const { languageSwitch } = useUiText();
  const href = useRootData<LocaleRootData>().languageSwitch;
  const other = otherLocale(useLocale());
  if (!href) return null;
  return (
    <Link
      to={href}
      reloadDocument
      lang={other}
      hrefLang={other}
      title={languageSwitch.title}
      className="inline-flex min-h-8 items-center font-semibold underline underline-offset-2 hover:text-secondary-300"
      data-testid="language-switch"
    >
      {languageSwitch.label}
    </Link>
  );
}
