import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";

import { MobileCallBar } from "./components/layout/mobile-call-bar";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { GeneralErrorBoundary, JsonLd, ToastProvider, pageMeta } from "~/components/kit";
import { getSiteSettings } from "~/staff/site-settings.server";
import stylesheet from "./tailwind.css";
import { parseStructuredData } from "~/seo/json-ld";
import type { SeoRootData } from "~/seo/seo-overrides";
import type { PageSeoRootData } from "~/seo/meta";
import { resolvePageSeo } from "~/seo/page-seo.server";
import type { SiteUrlRootData } from "~/seo/site-url";
import type { SiteSettingsRootData } from "~/staff/site-settings";
import { getEnv } from "~/platform/env.server";
import { getHoneypot } from "~/leads/honeypot.server";
import type { HoneypotRootData } from "~/leads/quote-form-fields";
import { useNonce } from "~/platform/nonce-provider";
import { loadSeoEditor, loadStoredSeo } from "~/seo/seo-editor.server";
import { forwardStaffHeaders } from "~/staff/staff-page";
import { combineHeaders, getToast } from "~/platform/toast.server";

// Staff-only: the browser loads the editor's code when it opens, never on a visitor's page.
const SeoEditor = lazy(() => import("~/components/staff/seo-editor").then(({ SeoEditor }) => ({ default: SeoEditor })));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Pages without a meta export of their own (most) use this: their SEO values come with the root's data.
export const meta: MetaFunction = ({ matches }) => pageMeta(matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ phoneNumber }, { toast, headers }, seo] = await Promise.all([
    getSiteSettings(),
    getToast(request),
    loadStoredSeo(request),
  ]);
  const seoEditor = await loadSeoEditor(request, seo);
  const pageSeo = resolvePageSeo(new URL(request.url).pathname, seo);
  // The public origin for canonical URLs and structured data comes from configuration, never the request.
  const siteUrl = getEnv().SITE_URL;
  // The parts of the root data that hooks in the domain folders read (useRootData).
  const shared: SiteSettingsRootData & SiteUrlRootData & SeoRootData & PageSeoRootData & HoneypotRootData = {
    phoneNumber,
    siteUrl,
    seo,
    pageSeo,
    seoEditor: seoEditor?.editor ?? null,
    // The quote form's spam trap, rendered on whichever page shows the form.
    honeypotInputProps: getHoneypot().getInputProps(),
  };
  return data(
    { ...shared, seoEditor: seoEditor?.editor ?? null, toast },
    { headers: combineHeaders(headers, seoEditor?.headers) },
  );
}

// Public routes export no headers of their own, so these apply to them: the
// SEO editor's page is never cached or indexed.
export const headers: HeadersFunction = forwardStaffHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#134e47" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col pb-14 lg:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-primary-900 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <MobileCallBar />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, seo, seoEditor } = useLoaderData<typeof loader>();
  return (
    <ToastProvider serverToast={toast}>
      <Outlet />
      {seo?.structuredData ? <StoredStructuredData text={seo.structuredData} /> : null}
      {seoEditor ? (
        <Suspense fallback={null}>
          <SeoEditor data={seoEditor} />
        </Suspense>
      ) : null}
    </ToastProvider>
  );
}

/** Staff-added JSON-LD, re-serialized so that no text in it can close its script tag. */
function StoredStructuredData({ text }: { text: string }) {
  const data = parseStructuredData(text);
  return data ? <JsonLd data={data} /> : null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
