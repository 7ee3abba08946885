import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LegalPage } from "~/components/kit";
import { legalDocuments } from "~/content/legal";
import { localeFromRequest } from "~/content/locale";
import { localizedPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  const { privacy: document, lastUpdated } = legalDocuments[locale];
  const { legalDocumentHtml } = await import("~/components/legal-text.server");
  const html = await legalDocumentHtml(document, locale);
  return { heading: localizedPage("/privacy-policy", locale).heading, html, lastUpdated };
}

export const structuredData: StructuredDataFunction = ({ locale }) => catalogStructuredData("/privacy-policy", locale);

export default function PrivacyPolicyPage() {
  const { heading, html, lastUpdated } = useLoaderData<typeof loader>();
  return (
    <>
      <LegalPage title={heading} html={html} lastUpdated={lastUpdated} />
    </>
  );
}
