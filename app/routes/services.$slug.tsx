import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, isRouteErrorResponse, Link, redirect, useLoaderData } from "@remix-run/react";

import {
  buttonClasses,
  ButtonLink,
  CheckList,
  ErrorLayout,
  FaqList,
  FormattedPhone,
  GeneralErrorBoundary,
  Icon,
  PhoneLink,
  SiteImage,
} from "~/components/kit";
import { useLocalizedPath, useServices } from "~/components/use-locale-text";
import { business } from "~/content/business";
import { company } from "~/content/company";
import { type Faq, getServiceFaqs } from "~/content/faqs";
import { type Locale, localeFromRequest } from "~/content/locale";
import { englishSlug, localizedPath } from "~/content/localized-paths";
import { pageText } from "~/content/page-text";
import { localizedPage } from "~/content/pages";
import { getServiceDetails } from "~/content/service-details";
import { getServiceByAlias, getServiceBySlug, type Service, servicePath } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { useRootData } from "~/platform/remix/root-data";
import { usePageHeading } from "~/seo/seo-overrides";
import { pageStructuredData, type StructuredDataFunction } from "~/seo/structured-data";
import type { StormRootData } from "~/storm/storm-root";

const EMERGENCY_SLUG = "emergency-tree-service";

/** The service a page's slug names in its language (the Spanish pages have Spanish slugs). */
function serviceOf(slug: string, locale: Locale) {
  return getServiceBySlug(locale === "es" ? (englishSlug(slug) ?? "") : slug);
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  // Imported here, not at the top: a server module several routes import would be a file of its own every page loads.
  const { withStormPromises } = await import("~/storm/storm-promises-on-pages.server");
  const locale = localeFromRequest(request);
  const slug = params.slug ?? "";
  const alias = getServiceByAlias(slug) ?? (locale === "es" ? getServiceBySlug(slug) : undefined);
  if (alias) throw redirect(localizedPath(servicePath(alias), locale), 301);
  const service = serviceOf(slug, locale);
  const { notFound, ...text } = pageText[locale].service;
  if (!service) throw data(notFound, { status: 404 });
  return withStormPromises(locale, {
    slug: service.slug,
    details: getServiceDetails(service, locale),
    reasons: company[locale].whyChooseUs.map((point) => point.title),
    faqs: getServiceFaqs(service.slug, locale),
    text,
  });
}

type ServiceText = Awaited<ReturnType<typeof loader>>["text"];
type ServiceNotFound = (typeof pageText)[Locale]["service"]["notFound"];

/** An unknown service's words, in the page's language: its 404 carries them. */
const notFoundOf = (error: unknown) =>
  isRouteErrorResponse(error) && error.status === 404 ? (error.data as ServiceNotFound) : undefined;

export const structuredData: StructuredDataFunction = async ({ params, locale }) => {
  const service = serviceOf(params.slug ?? "", locale);
  if (!service) return undefined;
  const page = localizedPage(servicePath(service), locale);
  return pageStructuredData(page, {
    breadcrumbs: [
      { name: localizedPage("/services", locale).name, path: localizedPath("/services", locale) },
      { name: page.name, path: page.path },
    ],
    faqs: getServiceFaqs(service.slug, locale),
    service,
  });
};

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (data) return matches[0]!.meta; // the page's own SEO meta, as root's meta function reads it from the root loader's data
  const notFound = notFoundOf(error);
  return [
    { title: notFound ? `${notFound.title} | ${business.name}` : business.name },
    { name: "robots", content: "noindex" },
  ];
};

// The page's own sections live in this module, so each of its two routes (English, Spanish)
// carries them in its own browser file (docs/decisions/062-spanish-route-files.md).
export default function ServicePage() {
  const { slug, details, reasons, faqs, text } = useLoaderData<typeof loader>();
  const service = useServices().find((candidate) => candidate.slug === slug)!;
  const to = useLocalizedPath();
  const isEmergency = slug === EMERGENCY_SLUG;

  return (
    <>
      {isEmergency ? <EmergencyCallBand text={text} /> : null}
      <div className="bg-primary-950 px-4 py-3">
        <Link
          to={to("/services")}
          className="mx-auto flex max-w-7xl items-center gap-2 text-sm font-semibold text-secondary-300 hover:underline"
        >
          <Icon name="arrowLeft" className="size-4" />
          {text.allServices}
        </Link>
      </div>
      <ServiceHeroSection service={service} text={text} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-12">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
              {fillText(text.whatToExpect, { service: service.title })}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-stone-700">{details.longDescription}</p>
            <p className="mt-4 leading-relaxed text-stone-700">{details.seoContent}</p>
          </section>
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-extrabold text-primary-900">
              {text.included}
            </h2>
            <CheckList
              items={details.features}
              className="mt-5 grid gap-x-6 text-stone-800 sm:grid-cols-2 sm:gap-y-3 sm:space-y-0"
            />
          </section>
          <section aria-labelledby="benefits-heading" className="rounded-xl bg-amber-50 p-6 sm:p-8">
            <h2 id="benefits-heading" className="text-2xl font-extrabold text-primary-900">
              {text.worthIt}
            </h2>
            <CheckList items={details.benefits} className="mt-5 text-stone-800" />
          </section>
        </div>

        <ServiceSidebarSection service={service} reasons={reasons} faqs={faqs} text={text} />
      </div>
    </>
  );
}

/** Storm damage visitors see the 24/7 number before anything else. */
function EmergencyCallBand({ text }: { text: ServiceText }) {
  return (
    <div className="bg-red-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="flex items-center gap-2 font-bold">
          <Icon name="siren" className="size-5" />
          {text.emergencyBand}
        </p>
        <PhoneLink className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 text-lg font-extrabold text-red-800 hover:bg-red-50">
          <Icon name="phone" className="size-5" />
          <span>
            {text.call247} <FormattedPhone />
          </span>
        </PhoneLink>
      </div>
    </div>
  );
}

function ServiceHeroSection({ service, text }: { service: Service; text: ServiceText }) {
  const heading = usePageHeading(service.title);
  // The emergency service promises no usual arrival time while storm mode is on.
  const stormPromise = useRootData<StormRootData>().storm?.promise;
  return (
    <section className="bg-primary-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary-400 text-primary-950">
            <Icon name={service.icon} className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-prose text-lg text-primary-100">
            {(service.emergency && stormPromise) || service.description}
          </p>
          <p className="mt-3 text-sm font-semibold text-secondary-300">{text.trustLine}</p>
        </div>
        <SiteImage
          src={service.image}
          alt={service.imageAlt}
          width={480}
          height={320}
          className="hidden w-full rounded-2xl bg-primary-50 lg:block"
        />
      </div>
    </section>
  );
}

/** Call, quote, reasons to choose us, the area served and (for some services) FAQs. */
function ServiceSidebarSection({
  service,
  reasons,
  faqs,
  text,
}: {
  service: Service;
  /** The titles of the reasons to choose us. */
  reasons: readonly string[];
  faqs: readonly Faq[];
  text: ServiceText;
}) {
  const to = useLocalizedPath();
  return (
    <aside aria-label={text.sidebar} className="space-y-6">
      <div className="rounded-xl bg-primary-900 p-6 text-white">
        <h2 className="text-xl font-bold">{text.estimateTitle}</h2>
        <p className="mt-2 text-primary-100">{text.promise}</p>
        <PhoneLink className={buttonClasses("bright", "mt-5 w-full normal-case")}>
          <Icon name="phone" className="size-5" />
          <FormattedPhone />
        </PhoneLink>
        {/* The form on the contact page opens on this service (it reads ?service= as it renders). */}
        <ButtonLink
          to={`${to("/contact")}?service=${service.slug}#contact`}
          variant="ghostLight"
          className="mt-3 w-full"
        >
          <Icon name="fileText" className="size-4" />
          {text.requestQuote}
        </ButtonLink>
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-bold text-primary-900">{text.whyChoose}</h2>
        <CheckList items={reasons} className="mt-4 text-stone-800" />
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 className="flex items-center gap-2 text-lg font-bold text-primary-900">
          <Icon name="mapPin" className="size-5 text-secondary-700" />
          {text.servingTitle}
        </h2>
        <p className="mt-3 text-stone-700">{fillText(text.servingText, { service: service.title })}</p>
        <Link
          to={to("/service-areas")}
          className="mt-3 inline-block font-semibold text-primary-800 underline underline-offset-4"
        >
          {text.seeAreas}
        </Link>
      </div>
      {faqs.length ? (
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
          <h2 className="text-lg font-bold text-primary-900">{fillText(text.faqs, { service: service.shortTitle })}</h2>
          <div className="mt-4">
            <FaqList faqs={faqs} compact />
          </div>
        </div>
      ) : null}
    </aside>
  );
}

export function ErrorBoundary() {
  const to = useLocalizedPath();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (error) => {
          const notFound = notFoundOf(error)!;
          return (
            <ErrorLayout title={notFound.title}>
              <p>{notFound.text}</p>
              <p className="mt-6">
                <Link to={to("/services")} className="font-semibold text-primary-800 underline">
                  {notFound.back}
                </Link>
              </p>
            </ErrorLayout>
          );
        },
      }}
    />
  );
}
