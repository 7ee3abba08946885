import { ShieldCheck } from "lucide-react";

import { business } from "~/content/business";

import { ContactDetails, WacoMap } from "./contact-details";
import { QuoteForm } from "./quote-form";
import { SectionHeading } from "./ui/section-heading";
import { Section } from "./ui/section";

/** The quote form with contact details and the map; anchor #contact on the home page. */
export function ContactSection() {
  return (
    <Section tone="warm" id="contact" labelledBy="contact-heading">
      <SectionHeading id="contact-heading" eyebrow="Free estimate" title="Request Your Free Quote">
        Tell us about your trees. {business.callbackPromise}
      </SectionHeading>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <QuoteForm />
          <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-primary-900">
            <ShieldCheck aria-hidden className="size-5 text-secondary-700" />
            {business.trustClaims.freeEstimates}, no obligation. {business.trustClaims.guarantee}.
          </p>
        </div>
        <div className="space-y-8">
          <ContactDetails />
          <WacoMap />
        </div>
      </div>
    </Section>
  );
}
