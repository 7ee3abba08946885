import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";

import { AboutSection } from "~/components/about-section";
import { ContactSection } from "~/components/contact-section";
import { FaqSection } from "~/components/faq-section";
import { HomeHeroSection } from "~/components/home-hero-section";
import { IntroSection } from "~/components/intro-section";
import { CtaBannerSection, ServicesGridSection, WhyChooseUsSection } from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { ServiceAreasSection } from "~/components/service-areas-section";
import { TestimonialsSection } from "~/components/testimonials-section";
import { company } from "~/content/company";
import { faqs } from "~/content/faqs";
import { localeFromRequest } from "~/content/locale";
import { localizedPage } from "~/content/pages";
import { moreTowns, serviceAreaCards } from "~/content/service-areas";
import { serviceHighlights } from "~/content/service-details";
import { siteImages } from "~/content/site-images";
import { testimonials } from "~/content/testimonials";
import { loadViewLeads } from "~/leads/view-leads.server";
import { usePageHeading } from "~/seo/seo-overrides";
import { pageStructuredData, type StructuredDataFunction } from "~/seo/structured-data";
import { forwardStaffHeaders } from "~/staff/staff-headers";

export {
  quoteFormAction as action,
  quoteFormClientAction as clientAction,
  keepPageAfterFailedSend as shouldRevalidate,
} from "~/leads/quote-form";

// Staff-only: the browser loads the lead screen's code when it is shown, never on a visitor's home page.
const HomeLeadSubmissions = lazy(() =>
  import("~/components/leads/home-lead-submissions").then(({ HomeLeadSubmissions }) => ({
    default: HomeLeadSubmissions,
  })),
);

/** The home page, or for signed-in staff with ?viewleads=true, the Lead Submissions screen (SPEC §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewLeads = await loadViewLeads(request);
  if (viewLeads)
    return data(
      { leadSubmissions: viewLeads.leadSubmissions, staffMeta: viewLeads.meta, home: null },
      { headers: viewLeads.headers },
    );
  const locale = localeFromRequest(request);
  const { whyChooseUs, aboutStory, aboutTrustPoints } = company[locale];
  return {
    leadSubmissions: null,
    staffMeta: null,
    home: {
      heading: localizedPage("/", locale).heading,
      reasons: whyChooseUs,
      serviceHighlights: serviceHighlights(locale),
      about: { story: aboutStory[0]!, trustPoints: aboutTrustPoints },
      testimonials: testimonials[locale],
      areas: serviceAreaCards[locale],
      moreTowns,
      faqs: faqs[locale].home,
    },
  };
}

export const structuredData: StructuredDataFunction = ({ locale }) =>
  pageStructuredData(localizedPage("/", locale), { faqs: faqs[locale].home });

// The lead list is a staff screen: the staff header, no public call bar over its table.
export const handle: PageChromeHandle = {
  chrome: (data) => ((data as { leadSubmissions?: unknown } | undefined)?.leadSubmissions ? "staff" : "public"),
};

export const headers: HeadersFunction = forwardStaffHeaders;

// The hero illustration shows from 1024 px up; fetch it early there and not at all on phones.
export const links: LinksFunction = () => [
  { rel: "preload", as: "image", href: siteImages.hero.src, media: "(min-width: 1024px)" },
];

// The staff view's meta comes from its loader; otherwise the page's own SEO meta,
// as root's meta function reads it from the root loader's data.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => data?.staffMeta ?? matches[0]!.meta;

export default function HomeRoute() {
  const { leadSubmissions, home } = useLoaderData<typeof loader>();
  if (leadSubmissions) {
    return (
      <Suspense fallback={null}>
        <HomeLeadSubmissions {...leadSubmissions} />
      </Suspense>
    );
  }
  return home ? <HomePage {...home} /> : null;
}

function HomePage(home: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["home"]>) {
  return (
    <>
      <HomeHeroSection heading={usePageHeading(home.heading)} />
      <IntroSection />
      <WhyChooseUsSection points={home.reasons} />
      <ServicesGridSection highlights={home.serviceHighlights} />
      <AboutSection {...home.about} />
      <TestimonialsSection testimonials={home.testimonials} />
      <ServiceAreasSection areas={home.areas} moreTowns={home.moreTowns} />
      <CtaBannerSection quoteHref="#contact" />
      <FaqSection faqs={home.faqs} />
      <ContactSection />
    </>
  );
}
