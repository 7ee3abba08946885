import type { LoaderFunctionArgs } from "@remix-run/node";
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
import { company } from "~/content/company";
import { localeFromRequest } from "~/content/locale";
import { pageText } from "~/content/page-text";
import { localizedPage } from "~/content/pages";
import { serviceHighlights } from "~/content/service-details";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export async function loader({ request }: LoaderFunctionArgs) {
  // Imported here, not at the top: a server module several routes import would be a file of its own every page loads.
  const { withStormPromises } = await import("~/storm/storm-promises-on-pages.server");
  const locale = localeFromRequest(request);
  return withStormPromises(locale, {
    serviceHighlights: serviceHighlights(locale),
    reasons: company[locale].whyChooseUs,
    commitments: company[locale].commitments,
    heading: localizedPage("/services", locale).heading,
    text: pageText[locale].services,
  });
}

export const structuredData: StructuredDataFunction = ({ locale }) => catalogStructuredData("/services", locale);

export default function ServicesPage() {
  const { heading, serviceHighlights, reasons, commitments, text } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>
        <p>{text.intro}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/contact" variant="bright">
            {text.estimate}
          </ButtonLink>
          <PhoneLink className={buttonClasses("ghostLight")}>
            <Icon name="phone" className="size-4" />
            {text.callNow}
          </PhoneLink>
        </div>
      </PageHero>
      <ServicesGridSection highlights={serviceHighlights} withImages tone="stone" />
      <WhyChooseUsSection points={reasons} tone="white" />
      <Section tone="warm" labelledBy="commitment-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <SectionHeading
            id="commitment-heading"
            eyebrow={text.commitmentEyebrow}
            title={text.commitmentTitle}
            align="left"
          >
            {text.commitmentText}
          </SectionHeading>
          <CheckList items={commitments} className="text-lg text-stone-800 sm:columns-1" />
        </div>
      </Section>
      <CtaBannerSection />
    </>
  );
}
