import { useLoaderData } from "@remix-run/react";

import {
  buttonClasses,
  ButtonLink,
  CheckList,
  CtaBannerSection,
  Icon,
  PageHero,
  PhoneLink,
  Section,
  SectionHeading,
  ServicesGridSection,
  WhyChooseUsSection,
} from "~/components/kit";
import { commitments, whyChooseUs } from "~/content/company";
import { catalogPage } from "~/content/pages";
import { serviceHighlights } from "~/content/service-details";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const page = /* @__PURE__ */ catalogPage("/services");

export function loader() {
  return {
    serviceHighlights: serviceHighlights(),
    reasons: whyChooseUs,
    commitments,
    heading: page.heading,
  };
}

export const structuredData: StructuredDataFunction = () => catalogStructuredData(page);

export default function ServicesPage() {
  const { heading, serviceHighlights, reasons, commitments } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>
        <p>
          Tree removal, trimming, stump grinding, 24/7 emergency service, tree health care and land clearing for homes
          and businesses in Waco and Central Texas.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/contact" variant="bright">
            Get a Free Estimate
          </ButtonLink>
          <PhoneLink className={buttonClasses("ghostLight")}>
            <Icon name="phone" className="size-4" />
            Call Now
          </PhoneLink>
        </div>
      </PageHero>
      <ServicesGridSection highlights={serviceHighlights} withImages tone="stone" />
      <WhyChooseUsSection points={reasons} tone="white" />
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
