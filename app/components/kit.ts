/**
 * The components the browser shares between pages, in one import: root, every
 * public route and the staff screens (and the components outside this list
 * that they use) import these from "~/components/kit". Components only, with
 * the hooks and class helpers that come with them (useShowToast,
 * buttonClasses): data, SEO and staff helpers are imported from their own
 * modules.
 *
 * Why one module: the Remix compiler (esbuild) puts each file into the chunk
 * of the exact set of routes that reach it, so building blocks imported
 * route by route end up in dozens of tiny chunks, each a request on a slow
 * phone. Everything reached through this module by every page lands in one
 * chunk instead, with the modules these components use: a route that imports
 * the kit may import those directly (the business facts, `siteImages`) at no
 * extra file (`npm test` checks the files and bytes each public page loads:
 * scripts/bundle-budget.js; docs/decisions/017-public-page-javascript.md).
 * A page's own sections live in its route module: a separate module that
 * only the English and the Spanish route of one page import becomes a file of
 * its own (docs/decisions/062-spanish-route-files.md).
 */
export { BusinessHours, ContactDetails, WacoMap } from "./contact-details";
export { CtaBannerSection } from "./cta-banner-section";
export { GeneralErrorBoundary } from "./error-boundary";
export { ErrorLayout, NotFoundPage } from "./error-page";
export { JsonLd } from "./json-ld";
export { LegalPage } from "./legal-page";
export { PageHero } from "./page-hero";
export { FormattedPhone, PhoneLink } from "./phone-link";
export { QuoteForm } from "./quote-form";
export { ServiceAreaCard, TownList } from "./service-area-card";
export { ServicesGridSection } from "./services-grid-section";
export { SiteIllustration, SiteImage } from "./site-image";
export { ToastProvider, useShowToast } from "./toaster";
export { buttonClasses, ButtonLink } from "./ui/button-link";
export { CheckList } from "./ui/check-list";
export { FaqList } from "./ui/faq-list";
export { TextAreaField, TextField } from "./ui/field";
// The home page's, here so that its heading splitter rides in the shared chunk instead of a
// file of its own that only the two home routes would load.
export { HeroHeading } from "./ui/hero-heading";
export { Icon } from "./ui/icon";
export { IconCard } from "./ui/icon-card";
export { Section } from "./ui/section";
export { SectionHeading } from "./ui/section-heading";
export { StarRating } from "./ui/star-rating";
export { WhyChooseUsSection } from "./why-choose-us-section";
