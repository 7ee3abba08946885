import { ContactDetails, WacoMap } from "./contact-details";
import { QuoteForm } from "./quote-form";
import { Section } from "./ui/section";
import { SectionHeading } from "./ui/section-heading";
import { useUiText } from "./use-locale-text";

/** The quote form with contact details and the map; anchor #contact on the home page. */
export function ContactSection() {
  const { contactSection } = useUiText();
  return (
    <Section tone="warm" id="contact" labelledBy="contact-heading">
      <SectionHeading id="contact-heading" eyebrow={contactSection.eyebrow} title={contactSection.title}>
        {contactSection.text}
      </SectionHeading>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <QuoteForm />
        </div>
        <div className="space-y-8">
          <ContactDetails />
          <WacoMap />
        </div>
      </div>
    </Section>
  );
}
