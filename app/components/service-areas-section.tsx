import { Link } from "@remix-run/react";

import type { ServiceAreaCard as Area } from "~/content/service-areas";

import { ServiceAreaCard, TownList } from "./service-area-card";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { useLocalizedPath, useUiText } from "./use-locale-text";

export function ServiceAreasSection({ areas, moreTowns }: { areas: readonly Area[]; moreTowns: readonly string[] }) {
  const text = useUiText().areas;
  const to = useLocalizedPath();
  return (
    <Section tone="stone" id="areas" labelledBy="areas-heading">
      <SectionHeading id="areas-heading" eyebrow={text.eyebrow} title={text.title}>
        {text.text}
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {areas.map((area) => (
          <ServiceAreaCard key={area.title} area={area} />
        ))}
      </div>
      <h3 className="mt-10 text-center text-lg font-bold text-primary-900">{text.alsoServe}</h3>
      <div className="mt-4">
        <TownList towns={moreTowns} label={text.otherTowns} />
      </div>
      <p className="mt-8 text-center">
        <Link to={to("/service-areas")} className="font-bold text-primary-800 underline underline-offset-4">
          {text.seeAll}
        </Link>
      </p>
    </Section>
  );
}
