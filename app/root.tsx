import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";

import { GeneralErrorBoundary, JsonLd, ToastProvider } from "~/components/kit";
import { useLocale, useSpanishTextsUrl, useUiText } from "~/components/use-locale-text";
import { startOnInteraction, useMarkAppStarted } from "~/platform/http/start-on-interaction";
import { useNonce } from "~/platform/remix/nonce-provider";
import { pageMeta } from "~/seo/meta";
import { forwardStaffHeaders } from "~/staff/staff-headers";

import { MobileCallBar } from "./components/layout/mobile-call-bar";
import { type PageChrome, usePageChrome } from "./components/layout/page-chrome";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { loadRootData } from "./root.server";
import stylesheet from "./tailwind.css";

// Staff-only: the browser loads the editor's code when it opens, never on a visitor's page.
const PageSeoEditor = lazy(() =>
  import("~/components/seo/page-seo-editor").then(({ PageSeoEditor }) => ({ default: PageSeoEditor })),
);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Pages without a meta export of their own (most) use this: their SEO values come with the root's data.
export const meta: MetaFunction = ({ matches }) => pageMeta(matches);

export const loader = ({ request }: LoaderFunctionArgs) => loadRootData(request);

// Public routes export no headers of their own, so these apply to them: the
// SEO editor's page is never cached or indexed.
export const headers: HeadersFunction = forwardStaffHeaders;

// A quote that never reached the server leaves the page (and what was typed) as it is.
export { keepPageAfterFailedSend as shouldRevalidate } from "~/leads/intake/quote-form";

/** The public pages leave room at the bottom for the phone's call bar. */
const bodyClass: Record<PageChrome, string> = {
  public: "flex min-h-screen flex-col pb-14 lg:pb-0",
  personal: "flex min-h-screen flex-col",
  staff: "min-h-screen",
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const chrome = usePageChrome();
  const publicChrome = chrome !== "staff";
  const callBar = chrome === "public";
  const root = useRouteLoaderData<typeof loader>("root");
  // A visitor's page needs JavaScript only once they act; a toast to dismiss or the SEO editor need it at once.
  const startsOnInteraction = publicChrome && !root?.toast && !root?.seoEditor;
  const locale = useLocale();
  const { skipToContent } = useUiText();
  const spanishTextsUrl = useSpanishTextsUrl();
  useMarkAppStarted();
  return (
    <html lang={locale} data-texts={spanishTextsUrl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#134e47" />
        <Meta />
        <Links />
        {/* Every visitor's page carries its route's `structuredData` export, written once here. */}
        {publicChrome ? <JsonLd part="page" /> : null}
      </head>
      <body className={bodyClass[chrome]} {...(startsOnInteraction ? startOnInteraction : {})}>
        <a href="#main" className="skip-link">
          {skipToContent}
        </a>
        {publicChrome ? (
          <>
            {/* Storm mode's banner: HTML made on the server (app/storm), absent while storm mode is off. */}
            {root?.storm ? <div dangerouslySetInnerHTML={{ __html: root.storm.banner }} /> : null}
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            {callBar ? <MobileCallBar /> : null}
          </>
        ) : (
          // Staff screens render their own header and <main> (StaffShell).
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, seo, seoEditor } = useLoaderData<typeof loader>();
  const callBar = usePageChrome() === "public";
  return (
    <ToastProvider serverToast={toast} aboveCallBar={callBar}>
      <Outlet />
      {seo?.structuredData ? <JsonLd part="stored" /> : null}
      {seoEditor ? (
        <Suspense fallback={null}>
          <PageSeoEditor data={seoEditor} />
        </Suspense>
      ) : null}
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
