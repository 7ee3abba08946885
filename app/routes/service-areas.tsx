import type { MetaFunction } from "@remix-run/node";

import { PageHero } from "~/components/page-hero";

export const meta: MetaFunction = () => [{ title: "Service Areas | Waco Tree Service" }];

export default function ServiceAreasPage() {
  return <PageHero title="Our Service Areas">Waco, Hewitt, Woodway, Robinson, Bellmead and the towns around them.</PageHero>;
}
