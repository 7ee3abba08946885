import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useLoaderData } from "@remix-run/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MobileCallBar } from "./components/layout/mobile-call-bar";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { JsonLd } from "./components/json-ld";
import { SeoEditor } from "~/components/staff/seo-editor";
import { ToastProvider } from "./components/toaster";
import { business } from "./content/business";
import { getSiteSettings } from "~/staff/site-settings.server";
import stylesheet from "./tailwind.css";
import { parseStructuredData } from "~/seo/json-ld";
import type { SeoRootData } from "~/seo/seo-overrides";
import type { SiteUrlRootData } from "~/seo/site-url";
import type { SiteSettingsRootData } from "~/staff/site-settings";
import { getEnv } from "~/platform/env.server";
import { getHoneypot } from "~/leads/honeypot.server";
import { useNonce } from "~/platform/nonce-provider";
import { loadSeoEditor, loadStoredSeo } from "~/seo/seo-editor.server";
import { forwardStaffHeaders } from "~/staff/staff-page";
import { combineHeaders, getToast } from "~/platform/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Routes set their own meta; this covers error pages rendered by the root boundary.
export const meta: MetaFunction = () => [
  { title: `${business.name} | Waco, TX` },
  {
    name: "description",
    content: `${business.name}: family-owned tree care in Waco, TX since ${business.foundedYear}.`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ phoneNumber }, { toast, headers }, seo] = await Promise.all([
    getSiteSettings(),
    getToast(request),
    loadStoredSeo(request),
  ]);
  const seoEditor = await loadSeoEditor(request, seo);
  // The public origin for canonical URLs and structured data comes from configuration, never the request.
  const siteUrl = getEnv().SITE_URL;
  // The quote form's spam trap, rendered on whichever page shows the form.
  const honeypotInputProps = getHoneypot().getInputProps();
  // The parts of the root data that hooks in the domain folders read (useRootData).
  const shared: SiteSettingsRootData & SiteUrlRootData & SeoRootData = {
    phoneNumber,
    siteUrl,
    seo,
    seoEditor: seoEditor?.editor ?? null,
  };
  return data(
    { ...shared, seoEditor: seoEditor?.editor ?? null, toast, honeypotInputProps },
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
  const { toast, seo, seoEditor, honeypotInputProps } = useLoaderData<typeof loader>();
  return (
    <HoneypotProvider {...honeypotInputProps}>
      <ToastProvider serverToast={toast}>
        <Outlet />
        {seo?.structuredData ? <StoredStructuredData text={seo.structuredData} /> : null}
        {seoEditor ? <SeoEditor data={seoEditor} /> : null}
      </ToastProvider>
    </HoneypotProvider>
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
