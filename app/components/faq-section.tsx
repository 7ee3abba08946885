import type { Faq } from "~/content/faqs";

import { FaqList } from "./ui/faq-list";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { useUiText } from "./use-locale-text";

export function FaqSection({ faqs, tone = "white" }: { faqs: readonly Faq[]; tone?: "white" | "stone" }) {
  const { faq } = useUiText();
  return (
    <Section tone={tone} id="faq" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.title}>
        {faq.text}
      </SectionHeading>
      <div className="mx-auto mt-10 max-w-3xl">
        <FaqList faqs={faqs} />
      </div>
    </Section>
  );
}
