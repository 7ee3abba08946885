import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Lead Submissions | Waco Tree Service" }];

export default function LeadSubmissionsPage() {
  return <PageHero title="Lead Submissions">Staff sign-in is required.</PageHero>;
}
