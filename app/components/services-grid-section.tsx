import { services } from "~/content/services";

import { ServiceCard } from "./service-card";
import { SectionHeading } from "./ui/section-heading";
import { Section } from "./ui/section";

export function ServicesGridSection({
  withImages = false,
  tone = "white",
}: {
  withImages?: boolean;
  tone?: "white" | "stone";
}) {
  return (
    <Section tone={tone} labelledBy="services-heading" id="services">
      <SectionHeading id="services-heading" eyebrow="Our services" title="Complete Tree Care in Waco">
        From a single stump to a storm-wrecked yard, one local crew handles it all, with free estimates on every job.
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} withImage={withImages} />
        ))}
      </div>
    </Section>
  );
}
