import type { MetaFunction } from "@remix-run/node";
import { Phone } from "lucide-react";

import { CtaBannerSection } from "~/components/cta-banner-section";
import { PageStructuredData } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { PhoneLink } from "~/components/phone-link";
import { ServicesGridSection } from "~/components/services-grid-section";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { Section } from "~/components/ui/section";
import { WhyChooseUsSection } from "~/components/why-choose-us-section";
import { commitments } from "~/content/company";
import { catalogPage } from "~/content/pages";
import { pageMeta } from "~/seo/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta("/services", matches);

export default function ServicesPage() {
  return (
    <>
      <PageStructuredData breadcrumbs={[{ name: "Services", path: "/services" }]} />
      <PageHero title={catalogPage("/services").heading}>
        <p>
          Tree removal, trimming, stump grinding, 24/7 emergency service, tree health care and land clearing for homes
          and businesses in Waco and Central Texas.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/contact" variant="bright">
            Get a Free Estimate
          </ButtonLink>
          <PhoneLink className={buttonClasses("ghostLight")}>
            <Phone aria-hidden className="size-4" />
            Call Now
          </PhoneLink>
        </div>
      </PageHero>
      <ServicesGridSection withImages tone="stone" />
      <WhyChooseUsSection tone="white" />
      <Section tone="warm" labelledBy="commitment-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <SectionHeading
            id="commitment-heading"
            eyebrow="Our commitment"
            title="The Same Standard on Every Job"
            align="left"
          >
            Whatever the size of the job, these promises come with it, in writing.
          </SectionHeading>
          <CheckList items={commitments} className="text-lg text-stone-800 sm:columns-1" />
        </div>
      </Section>
      <CtaBannerSection />
    </>
  );
}
