import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Contact Us | Waco Tree Service" }];

export default function ContactPage() {
  return <PageHero title="Contact Us">Call us or request a free quote.</PageHero>;
}
