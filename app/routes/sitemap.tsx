import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Sitemap | Waco Tree Service" }];

export default function SitemapPage() {
  return <PageHero title="Sitemap">Every page of the site.</PageHero>;
}
