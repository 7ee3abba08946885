import type { ServiceHighlights } from "~/content/service-details";

import { ServiceCard } from "./service-card";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { useServices, useUiText } from "./use-locale-text";

export function ServicesGridSection({
  highlights,
  withImages = false,
  tone = "white",
}: {
  /** Only these travel as loader data: the rest of each card is in the catalog the bundle holds. */
  highlights: ServiceHighlights;
  withImages?: boolean;
  tone?: "white" | "stone";
}) {
  const { servicesGrid } = useUiText();
  const services = useServices();
  return (
    <Section tone={tone} labelledBy="services-heading" id="services">
      <SectionHeading id="services-heading" eyebrow={servicesGrid.eyebrow} title={servicesGrid.title}>
        {servicesGrid.text}
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard
            key={service.slug}
            service={service}
            highlights={highlights[service.slug] ?? []}
            withImage={withImages}
          />
        ))}
      </div>
    </Section>
  );
}
