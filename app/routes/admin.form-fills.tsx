import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Form Fills Management | Waco Tree Service" }];

export default function FormFillsPage() {
  return <PageHero title="Form Fills Management">Confidential: staff sign-in is required.</PageHero>;
}
