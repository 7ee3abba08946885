import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import {
  buttonClasses,
  ButtonLink,
  Icon,
  PageHero,
  PhoneLink,
  Section,
  SectionHeading,
  ServiceAreaCard,
  TownList,
} from "~/components/kit";
import { localeFromRequest } from "~/content/locale";
import { pageText } from "~/content/page-text";
import { localizedPage } from "~/content/pages";
import { moreTowns, serviceAreaCards } from "~/content/service-areas";
import { fillText } from "~/content/ui-text";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  return {
    areas: serviceAreaCards[locale],
    moreTowns,
    heading: localizedPage("/service-areas", locale).heading,
    text: pageText[locale].serviceAreas,
  };
}

export const structuredData: StructuredDataFunction = ({ locale }) => catalogStructuredData("/service-areas", locale);

export default function ServiceAreasPage() {
  const { heading, areas, moreTowns, text } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>{text.intro}</PageHero>
      <Section tone="stone" labelledBy="main-areas-heading">
        <SectionHeading id="main-areas-heading" title={text.mainTitle} />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {areas.map((area) => (
            <ServiceAreaCard key={area.title} area={area}>
              <ButtonLink to="/contact" variant="accent" className="mt-6 self-start">
                {text.getQuote}
                <span className="sr-only">{fillText(text.getQuoteIn, { area: area.title })}</span>
              </ButtonLink>
            </ServiceAreaCard>
          ))}
        </div>
      </Section>
      <Section tone="white" labelledBy="more-areas-heading">
        <SectionHeading id="more-areas-heading" title={text.moreTitle}>
          {text.moreText}
        </SectionHeading>
        <div className="mt-8">
          <TownList towns={moreTowns} label={text.moreLabel} />
        </div>
      </Section>
      <Section tone="warm" labelledBy="not-listed-heading">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="not-listed-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
            {text.notListedTitle}
          </h2>
          <p className="mt-4 text-lg text-stone-700">{text.notListedText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/contact" variant="primary">
              {text.contact}
            </ButtonLink>
            <PhoneLink className={buttonClasses("outline")}>
              <Icon name="phone" className="size-4" />
              {text.callNow}
            </PhoneLink>
          </div>
        </div>
      </Section>
    </>
  );
}
