import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/kit";
import { localeFromRequest } from "~/content/locale";
import { pageText } from "~/content/page-text";
import { localizedPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  return { heading: localizedPage("/tree-planting", locale).heading, intro: pageText[locale].treePlanting.intro };
}

export const structuredData: StructuredDataFunction = ({ locale }) => catalogStructuredData("/tree-planting", locale);

export default function TreePlantingPage() {
  const { heading, intro } = useLoaderData<typeof loader>();
  return <PageHero title={heading}>{intro}</PageHero>;
}
