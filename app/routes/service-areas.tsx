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
import { business } from "~/content/business";
import { catalogPage } from "~/content/pages";
import { moreTowns, serviceAreaCards } from "~/content/service-areas";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const page = /* @__PURE__ */ catalogPage("/service-areas");

export function loader() {
  return {
    areas: serviceAreaCards,
    moreTowns,
    heading: page.heading,
  };
}

export const structuredData: StructuredDataFunction = () => catalogStructuredData(page);

export default function ServiceAreasPage() {
  const { heading, areas, moreTowns } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>
        Based in {business.city}, our crews cover {business.county} and the surrounding Central Texas towns, with free
        estimates everywhere we work and 24/7 emergency response.
      </PageHero>
      <Section tone="stone" labelledBy="main-areas-heading">
        <SectionHeading id="main-areas-heading" title="Where We Work Every Day" />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {areas.map((area) => (
            <ServiceAreaCard key={area.title} area={area}>
              <ButtonLink to="/contact" variant="accent" className="mt-6 self-start">
                Get Quote<span className="sr-only"> in {area.title}</span>
              </ButtonLink>
            </ServiceAreaCard>
          ))}
        </div>
      </Section>
      <Section tone="white" labelledBy="more-areas-heading">
        <SectionHeading id="more-areas-heading" title="Additional Service Areas">
          We regularly travel to these towns for removals, trimming, stump grinding and land clearing.
        </SectionHeading>
        <div className="mt-8">
          <TownList towns={moreTowns} label="Additional service areas" />
        </div>
      </Section>
      <Section tone="warm" labelledBy="not-listed-heading">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="not-listed-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
            Don&apos;t See Your Area Listed?
          </h2>
          <p className="mt-4 text-lg text-stone-700">
            We often work beyond the towns above, especially for larger jobs and storm emergencies. Give us a call or
            send a quote request and we&apos;ll tell you right away if we can help.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/contact" variant="primary">
              Contact Us
            </ButtonLink>
            <PhoneLink className={buttonClasses("outline")}>
              <Icon name="phone" className="size-4" />
              Call Now
            </PhoneLink>
          </div>
        </div>
      </Section>
    </>
  );
}
