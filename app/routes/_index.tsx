import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";

import {
  buttonClasses,
  ButtonLink,
  CheckList,
  ContactDetails,
  CtaBannerSection,
  FaqList,
  HeroHeading,
  Icon,
  PhoneLink,
  QuoteForm,
  Section,
  SectionHeading,
  ServiceAreaCard,
  ServicesGridSection,
  SiteIllustration,
  StarRating,
  TownList,
  WacoMap,
  WhyChooseUsSection,
} from "~/components/kit";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { useLocalizedPath, useUiText } from "~/components/use-locale-text";
import { company } from "~/content/company";
import { type Faq, faqs } from "~/content/faqs";
import { localeFromRequest } from "~/content/locale";
import { pageText } from "~/content/page-text";
import { localizedPage } from "~/content/pages";
import { moreTowns, type ServiceAreaCard as Area, serviceAreaCards } from "~/content/service-areas";
import { serviceHighlights } from "~/content/service-details";
import { siteImages } from "~/content/site-images";
import { type Testimonial, testimonials } from "~/content/testimonials";
import { useRootData } from "~/platform/remix/root-data";
import { usePageHeading } from "~/seo/seo-overrides";
import { pageStructuredData, type StructuredDataFunction } from "~/seo/structured-data";
import { forwardStaffHeaders } from "~/staff/staff-headers";
import type { StormRootData } from "~/storm/storm-root";

export {
  quoteFormAction as action,
  quoteFormClientAction as clientAction,
  keepPageAfterFailedSend as shouldRevalidate,
} from "~/leads/intake/quote-form";

// Staff-only: the browser loads the lead screen's code when it is shown, never on a visitor's home page.
const HomeLeadSubmissions = lazy(() =>
  import("~/components/leads/home-lead-submissions").then(({ HomeLeadSubmissions }) => ({
    default: HomeLeadSubmissions,
  })),
);

/** The home page, or for signed-in staff with ?viewleads=true, the Lead Submissions screen (SPEC §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  // Imported here, not at the top: the browser build keeps a top-level server import as an empty
  // module, and one that only the two home routes share would be a file of its own to load.
  const { loadViewLeads } = await import("~/leads/pipeline/view-leads.server");
  const viewLeads = await loadViewLeads(request);
  if (viewLeads)
    return data(
      { leadSubmissions: viewLeads.leadSubmissions, staffMeta: viewLeads.meta, home: null },
      { headers: viewLeads.headers },
    );
  const { withStormPromises } = await import("~/storm/storm-promises-on-pages.server");
  const locale = localeFromRequest(request);
  const { whyChooseUs, aboutStory, aboutTrustPoints } = company[locale];
  return {
    leadSubmissions: null,
    staffMeta: null,
    home: await withStormPromises(locale, {
      heading: localizedPage("/", locale).heading,
      intro: pageText[locale].home.intro,
      reasons: whyChooseUs,
      serviceHighlights: serviceHighlights(locale),
      about: { story: aboutStory[0]!, trustPoints: aboutTrustPoints },
      testimonials: testimonials[locale],
      areas: serviceAreaCards[locale],
      moreTowns,
      faqs: faqs[locale].home,
    }),
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

type HomeData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["home"]>;

// The home page's own sections live in this module, so each of its two routes (English, Spanish)
// carries them in its own browser file (docs/decisions/062-spanish-route-files.md).
function HomePage(home: HomeData) {
  return (
    <>
      <HomeHeroSection heading={usePageHeading(home.heading)} />
      <IntroSection {...home.intro} />
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

function HomeHeroSection({ heading }: { heading: string }) {
  const { topBar, hero } = useUiText();
  // While storm mode is on, each tier's wait instead of the usual "on site within 2-4 hours".
  const stormPromise = useRootData<StormRootData>().storm?.promise;
  const trustRow = [
    { icon: "calendarCheck", text: hero.since },
    { icon: "users", text: hero.familyOwned },
    { icon: "star", text: hero.rating },
    { icon: "badgeCheck", text: hero.freeEstimates },
  ] as const;
  return (
    <section className="relative overflow-hidden bg-primary-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-secondary-300">{topBar.serviceArea}</p>
          <HeroHeading
            text={heading}
            className="mt-3 text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-6xl lg:text-[3.5rem]"
          />
          <p className="mt-5 max-w-prose text-lg text-primary-100 sm:text-xl">{stormPromise ?? hero.promise}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contact" className={buttonClasses("bright")}>
              {hero.freeQuote}
            </a>
            <PhoneLink className={buttonClasses("ghostLight")}>
              <Icon name="phone" className="size-5" />
              {hero.callNow}
            </PhoneLink>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-3 text-sm font-semibold sm:flex sm:flex-wrap">
            {trustRow.map(({ icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon name={icon} className="size-5 text-secondary-400" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <SiteIllustration name="hero" width={640} height={480} className="hidden w-full rounded-2xl lg:block" />
      </div>
    </section>
  );
}

/** The short introduction under the hero. */
function IntroSection({ title, text }: HomeData["intro"]) {
  return (
    <section aria-labelledby="intro-heading" className="bg-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
        <h2 id="intro-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
          {title}
        </h2>
        <p className="section-lead">{text}</p>
      </div>
    </section>
  );
}

/** The short company story, with a link to /about. */
function AboutSection({ story, trustPoints }: HomeData["about"]) {
  const { aboutSection } = useUiText();
  return (
    <Section tone="warm" labelledBy="about-heading">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <SiteIllustration
          name="about"
          width={640}
          height={480}
          loading="lazy"
          className="w-full rounded-2xl shadow-md"
        />
        <div>
          <SectionHeading id="about-heading" eyebrow={aboutSection.eyebrow} title={aboutSection.title} align="left">
            <p>{story}</p>
          </SectionHeading>
          <CheckList items={trustPoints} className="mt-6 text-stone-800" />
          <ButtonLink to="/about" variant="primary" className="mt-8">
            {aboutSection.button}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const text = useUiText().testimonials;
  return (
    <Section tone="white" id="testimonials" labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow={text.eyebrow} title={text.title}>
        {text.text}
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="card testimonial">
              <div className="testimonial-top">
                <StarRating rating={testimonial.rating} />
              </div>
              <blockquote className="testimonial-text">
                <p>{`“${testimonial.text}”`}</p>
              </blockquote>
              <figcaption className="testimonial-by">
                <span className="testimonial-name">{testimonial.name}</span>
                <span className="testimonial-place">{`${testimonial.location} · ${testimonial.service}`}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ServiceAreasSection({ areas, moreTowns }: { areas: readonly Area[]; moreTowns: readonly string[] }) {
  const text = useUiText().areas;
  const to = useLocalizedPath();
  return (
    <Section tone="stone" id="areas" labelledBy="areas-heading">
      <SectionHeading id="areas-heading" eyebrow={text.eyebrow} title={text.title}>
        {text.text}
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {areas.map((area) => (
          <ServiceAreaCard key={area.title} area={area} />
        ))}
      </div>
      <h3 className="mt-10 text-center text-lg font-bold text-primary-900">{text.alsoServe}</h3>
      <div className="mt-4">
        <TownList towns={moreTowns} label={text.otherTowns} />
      </div>
      <p className="mt-8 text-center">
        <Link to={to("/service-areas")} className="font-bold text-primary-800 underline underline-offset-4">
          {text.seeAll}
        </Link>
      </p>
    </Section>
  );
}

function FaqSection({ faqs }: { faqs: readonly Faq[] }) {
  const { faq } = useUiText();
  return (
    <Section tone="white" id="faq" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.title}>
        {faq.text}
      </SectionHeading>
      <div className="mx-auto mt-10 max-w-3xl">
        <FaqList faqs={faqs} />
      </div>
    </Section>
  );
}

/** The quote form with contact details and the map; anchor #contact. */
function ContactSection() {
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
