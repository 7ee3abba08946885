import type { MetaFunction } from "@remix-run/node";

import { AboutSection } from "~/components/about-section";
import { ContactSection } from "~/components/contact-section";
import { CtaBannerSection } from "~/components/cta-banner-section";
import { FaqSection } from "~/components/faq-section";
import { HomeHeroSection } from "~/components/home-hero-section";
import { IntroSection } from "~/components/intro-section";
import { PageStructuredData } from "~/components/json-ld";
import { ServiceAreasSection } from "~/components/service-areas-section";
import { ServicesGridSection } from "~/components/services-grid-section";
import { TestimonialsSection } from "~/components/testimonials-section";
import { WhyChooseUsSection } from "~/components/why-choose-us-section";
import { homeFaqs } from "~/content/faqs";
import { pageMeta } from "~/utils/seo";
import { usePageHeading } from "~/utils/seo-overrides";

export { quoteFormAction as action } from "~/utils/quote-form.server";

const HOME_HEADING = "Expert Tree Removal Services in Waco, TX";

export const meta: MetaFunction = ({ matches }) => pageMeta("/", matches);

export default function HomePage() {
  return (
    <>
      <PageStructuredData faqs={homeFaqs} />
      <HomeHeroSection heading={usePageHeading(HOME_HEADING)} />
      <IntroSection />
      <WhyChooseUsSection />
      <ServicesGridSection />
      <AboutSection />
      <TestimonialsSection />
      <ServiceAreasSection />
      <CtaBannerSection quoteHref="#contact" />
      <FaqSection faqs={homeFaqs} />
      <ContactSection />
    </>
  );
}
