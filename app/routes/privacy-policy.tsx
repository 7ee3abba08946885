import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Privacy Policy | Waco Tree Service" }];

export default function PrivacyPolicyPage() {
  return <PageHero title="Privacy Policy">Last updated January 29, 2025.</PageHero>;
}
