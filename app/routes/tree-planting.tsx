import { useLoaderData } from "@remix-run/react";

import { PageHero } from "~/components/kit";
import { catalogPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const page = catalogPage("/tree-planting");

export function loader() {
  return { heading: page.heading };
}

export const structuredData: StructuredDataFunction = () => catalogStructuredData(page);

export default function TreePlantingPage() {
  const { heading } = useLoaderData<typeof loader>();
  return <PageHero title={heading}>Native shade trees, planted and staked to last.</PageHero>;
}
