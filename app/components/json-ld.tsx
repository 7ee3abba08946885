import type { Faq } from "~/content/faqs";
import { serializeJsonLd } from "~/seo/json-ld";
import { useSiteSettings } from "~/staff/site-settings";
import { useSiteUrl } from "~/seo/site-url";
import { breadcrumbSchema, faqPageSchema, localBusinessSchema, schemaGraph, type Crumb } from "~/seo/structured-data";

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

interface PageStructuredDataProps {
  /** Trail after Home; none on the home page itself. */
  breadcrumbs?: readonly Crumb[];
  faqs?: readonly Faq[];
  /** Page-specific entities, e.g. a Service. */
  extra?: readonly object[];
}

/** The LocalBusiness on every page, plus breadcrumbs, FAQs and whatever the page adds. */
export function PageStructuredData({ breadcrumbs, faqs, extra = [] }: PageStructuredDataProps) {
  const { phoneNumber } = useSiteSettings();
  const siteUrl = useSiteUrl();
  const entities: object[] = [localBusinessSchema({ siteUrl, phoneNumber })];
  if (breadcrumbs?.length) entities.push(breadcrumbSchema([{ name: "Home", path: "/" }, ...breadcrumbs], siteUrl));
  if (faqs?.length) entities.push(faqPageSchema(faqs));
  entities.push(...extra);
  return <JsonLd data={schemaGraph(entities)} />;
}
