import { data } from "@remix-run/node";

import { localeFromPath } from "~/content/locale";
import { localeRootData } from "~/content/locale-data.server";
import type { LocaleRootData } from "~/content/ui-text";
import { getHoneypot } from "~/leads/intake/honeypot.server";
import { type HoneypotRootData, QUOTE_FORM_ID, type QuoteSentRootData } from "~/leads/intake/quote-form-fields";
import { isQuoteFormPage, readQuoteSent } from "~/leads/intake/quote-sent.server";
import { combineHeaders, getToast } from "~/platform/remix/toast.server";
import type { PageSeoRootData } from "~/seo/meta";
import { resolvePageSeo } from "~/seo/page-seo.server";
import { loadSeoEditor, loadStoredSeo } from "~/seo/seo-editor.server";
import type { SeoRootData } from "~/seo/seo-overrides";
import type { SiteSettingsRootData } from "~/staff/site-settings";
import { getSiteSettings } from "~/staff/site-settings.server";
import { withStormPromises } from "~/storm/storm-promises-on-pages.server";
import type { StormRootData } from "~/storm/storm-root";
import { loadStormRootData } from "~/storm/storm-root.server";
import type { VisitOfferRootData } from "~/visits/visit-offer";
import { loadVisitOffer } from "~/visits/visit-offer.server";

/**
 * The root loader's work. Kept in one module that only root.tsx imports: the
 * browser build turns each server module into an empty one, and a server
 * module that root shares with other routes becomes a file of its own that
 * every page loads (scripts/bundle-budget.js counts them).
 */
export async function loadRootData(request: Request) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const [{ phoneNumber }, { toast, headers }, seo, thankYou] = await Promise.all([
    getSiteSettings(),
    getToast(request),
    loadStoredSeo(request),
    readQuoteSent(request),
  ]);
  const [seoEditor, visitOffer, storm] = await Promise.all([
    loadSeoEditor(request),
    loadVisitOffer(thankYou.quoteSent),
    loadStormRootData(locale, {
      leadPromise: thankYou.quoteSent && "promise" in thankYou.quoteSent ? thankYou.quoteSent.promise : undefined,
      quoteFormId: isQuoteFormPage(pathname) ? QUOTE_FORM_ID : undefined,
    }),
  ]);
  // The page's title and description promise no usual response time while storm mode is on.
  const pageSeo = await withStormPromises(locale, resolvePageSeo(pathname, seo));
  // The parts of the root data that hooks in the domain folders read (useRootData).
  const shared: SiteSettingsRootData &
    SeoRootData &
    PageSeoRootData &
    HoneypotRootData &
    QuoteSentRootData &
    VisitOfferRootData &
    StormRootData &
    LocaleRootData = {
    ...localeRootData(pathname, locale),
    phoneNumber,
    seo,
    pageSeo,
    seoEditor: seoEditor?.editor ?? null,
    // The quote form's spam trap, rendered on whichever page shows the form.
    honeypotInputProps: getHoneypot().getInputProps(),
    quoteSent: thankYou.quoteSent,
    visitOffer,
    ...storm,
  };
  return data(
    { ...shared, seoEditor: seoEditor?.editor ?? null, toast },
    { headers: combineHeaders(headers, seoEditor?.headers, thankYou.headers) },
  );
}
