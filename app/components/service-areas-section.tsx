import { Link } from "@remix-run/react";

import type { ServiceAreaCard as Area } from "~/content/service-areas";

import { ServiceAreaCard, TownList } from "./service-area-card";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";

export function ServiceAreasSection({ areas, moreTowns }: { areas: readonly Area[]; moreTowns: readonly string[] }) {
  return (
    <Section tone="stone" id="areas" labelledBy="areas-heading">
      <SectionHeading id="areas-heading" eyebrow="Service areas" title="Proudly Serving Waco and Central Texas">
        Local crews based in Waco reach most of McLennan County the same day.
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {areas.map((area) => (
          <ServiceAreaCard key={area.title} area={area} />
        ))}
      </div>
      <h3 className="mt-10 text-center text-lg font-bold text-primary-900">We also serve</h3>
      <div className="mt-4">
        <TownList towns={moreTowns} label="Other towns we serve" />
      </div>
      <p className="mt-8 text-center">
        <Link to="/service-areas" className="font-bold text-primary-800 underline underline-offset-4">
          See all service areas
        </Link>
      </p>
    </Section>
  );
}
