import type { Faq } from "~/content/faqs";

import { FaqList } from "./ui/faq-list";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";

export function FaqSection({ faqs, tone = "white" }: { faqs: readonly Faq[]; tone?: "white" | "stone" }) {
  return (
    <Section tone={tone} id="faq" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently Asked Questions">
        Straight answers about cost, timing and what to expect.
      </SectionHeading>
      <div className="mx-auto mt-10 max-w-3xl">
        <FaqList faqs={faqs} />
      </div>
    </Section>
  );
}
