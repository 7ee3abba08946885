import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Terms of Service | Waco Tree Service" }];

export default function TermsOfServicePage() {
  return <PageHero title="Terms of Service">Last updated January 29, 2025.</PageHero>;
}
