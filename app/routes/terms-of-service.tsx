import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LegalPage } from "~/components/kit";
import { legalDocuments } from "~/content/legal";
import { localeFromRequest } from "~/content/locale";
import { localizedPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  const { terms: document, lastUpdated } = legalDocuments[locale];
  return { heading: localizedPage("/terms-of-service", locale).heading, document, lastUpdated };
}

export const structuredData: StructuredDataFunction = ({ locale }) =>
  catalogStructuredData("/terms-of-service", locale);

export default function TermsOfServicePage() {
  const { heading, document, lastUpdated } = useLoaderData<typeof loader>();
  return (
    <>
      <LegalPage title={heading} document={document} lastUpdated={lastUpdated} />
    </>
  );
}
