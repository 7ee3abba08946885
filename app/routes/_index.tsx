import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";

import { AboutSection } from "~/components/about-section";
import { ContactSection } from "~/components/contact-section";
import { CtaBannerSection } from "~/components/cta-banner-section";
import { FaqSection } from "~/components/faq-section";
import { HomeHeroSection } from "~/components/home-hero-section";
import { IntroSection } from "~/components/intro-section";
import { PageStructuredData } from "~/components/json-ld";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { ServiceAreasSection } from "~/components/service-areas-section";
import { ServicesGridSection } from "~/components/services-grid-section";
import { LeadSubmissions } from "~/components/staff/lead-submissions";
import { StaffShell } from "~/components/staff/staff-shell";
import { TestimonialsSection } from "~/components/testimonials-section";
import { WhyChooseUsSection } from "~/components/why-choose-us-section";
import { siteImages } from "~/content/company";
import { homeFaqs } from "~/content/faqs";
import { catalogPage } from "~/content/pages";
import { requireStaff } from "~/staff/auth.server";
import { getCsrfToken } from "~/staff/csrf.server";
import { loadLeadSubmissions } from "~/leads/lead-screens.server";
import { pageMeta } from "~/seo/meta";
import { usePageHeading } from "~/seo/seo-overrides";
import { forwardStaffHeaders, staffHeaders, staffMeta } from "~/staff/staff-page";

export { quoteFormAction as action } from "~/leads/quote-form.server";

/** The home page, or for signed-in staff with ?viewleads=true, the Lead Submissions screen (SPEC §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get("viewleads") !== "true") return { leadSubmissions: null };
  const user = await requireStaff(request);
  const leads = await loadLeadSubmissions(request);
  const { token, headers } = await getCsrfToken(request);
  for (const [name, value] of Object.entries(staffHeaders)) headers.set(name, value);
  return data({ leadSubmissions: { leads, csrfToken: token, staffEmail: user.email } }, { headers });
}

// The lead list is a staff screen: the staff header, no public call bar over its table.
export const handle: PageChromeHandle = {
  chrome: (data) => ((data as { leadSubmissions?: unknown } | undefined)?.leadSubmissions ? "staff" : "public"),
};

export const headers: HeadersFunction = forwardStaffHeaders;

// The hero illustration shows from 1024 px up; fetch it early there and not at all on phones.
export const links: LinksFunction = () => [
  { rel: "preload", as: "image", href: siteImages.hero.src, media: "(min-width: 1024px)" },
];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.leadSubmissions ? staffMeta("Lead Submissions") : pageMeta("/", matches);

export default function HomeRoute() {
  const { leadSubmissions } = useLoaderData<typeof loader>();
  if (leadSubmissions) {
    return (
      <AuthenticityTokenProvider token={leadSubmissions.csrfToken}>
        <StaffShell staffEmail={leadSubmissions.staffEmail}>
          <LeadSubmissions data={leadSubmissions.leads} basePath="/" hiddenParams={{ viewleads: "true" }} />
        </StaffShell>
      </AuthenticityTokenProvider>
    );
  }
  return <HomePage />;
}

function HomePage() {
  return (
    <>
      <PageStructuredData faqs={homeFaqs} />
      <HomeHeroSection heading={usePageHeading(catalogPage("/").heading)} />
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
