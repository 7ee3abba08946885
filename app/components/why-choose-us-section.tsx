import type { Point } from "~/content/company";

import { IconCard } from "./ui/icon-card";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";

export function WhyChooseUsSection({ points, tone = "stone" }: { points: readonly Point[]; tone?: "stone" | "white" }) {
  return (
    <Section tone={tone} labelledBy="why-choose-us">
      <SectionHeading id="why-choose-us" eyebrow="Why choose us" title="Tree Care You Can Trust">
        Homeowners across Waco call us because we do the job right, stand behind it and pick up the phone.
      </SectionHeading>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((point) => (
          <IconCard key={point.title} icon={point.icon} title={point.title}>
            {point.text}
          </IconCard>
        ))}
      </div>
    </Section>
  );
}
