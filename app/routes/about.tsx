import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "About Us | Waco Tree Service" }];

export default function AboutPage() {
  return <PageHero title="About Us">Family-owned tree care in Waco, TX since 2010.</PageHero>;
}
