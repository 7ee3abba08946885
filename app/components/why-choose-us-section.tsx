import type { Point } from "~/content/company";

import { IconCard } from "./ui/icon-card";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { useUiText } from "./use-locale-text";

export function WhyChooseUsSection({ points, tone = "stone" }: { points: readonly Point[]; tone?: "stone" | "white" }) {
  const { whyChooseUs } = useUiText();
  return (
    <Section tone={tone} labelledBy="why-choose-us">
      <SectionHeading id="why-choose-us" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title}>
        {whyChooseUs.text}
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
