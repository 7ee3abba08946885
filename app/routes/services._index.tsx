import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Tree Services in Waco, TX | Waco Tree Service" }];

export default function ServicesPage() {
  return <PageHero title="Our Services">Tree removal, trimming, stump grinding, emergency service, tree health and land clearing.</PageHero>;
}
