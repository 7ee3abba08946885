import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LegalPage } from "~/components/kit";
import { legalDocuments } from "~/content/legal";
import { localeFromRequest } from "~/content/locale";
import { localizedPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  const { terms: document, lastUpdated } = legalDocuments[locale];
  const { legalDocumentHtml } = await import("~/components/legal-text.server");
  const html = await legalDocumentHtml(document, locale);
  return { heading: localizedPage("/terms-of-service", locale).heading, html, lastUpdated };
}

export const structuredData: StructuredDataFunction = ({ locale }) =>
  catalogStructuredData("/terms-of-service", locale);

export default function TermsOfServicePage() {
  const { heading, html, lastUpdated } = useLoaderData<typeof loader>();
  return (
    <>
      <LegalPage title={heading} html={html} lastUpdated={lastUpdated} />
    </>
  );
}
