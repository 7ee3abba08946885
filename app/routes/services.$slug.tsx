import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, redirect, useLoaderData } from "@remix-run/react";

import { CheckList, ErrorLayout, GeneralErrorBoundary, Icon } from "~/components/kit";
import { EmergencyCallBand, ServiceHeroSection } from "~/components/service-hero-section";
import { ServiceSidebarSection } from "~/components/service-sidebar-section";
import { useLocalizedPath, useServices, useUiText } from "~/components/use-locale-text";
import { business } from "~/content/business";
import { company } from "~/content/company";
import { getServiceFaqs } from "~/content/faqs";
import { type Locale, localeFromRequest } from "~/content/locale";
import { englishSlug, localizedPath } from "~/content/localized-paths";
import { localizedPage } from "~/content/pages";
import { getServiceDetails } from "~/content/service-details";
import { getServiceByAlias, getServiceBySlug, servicePath } from "~/content/services";
import { englishUiText, fillText, type LocaleRootData } from "~/content/ui-text";
import { rootDataFromMatches } from "~/platform/remix/root-data";
import { pageStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const EMERGENCY_SLUG = "emergency-tree-service";

/** The service a page's slug names in its language (the Spanish pages have Spanish slugs). */
function serviceOf(slug: string, locale: Locale) {
  return getServiceBySlug(locale === "es" ? (englishSlug(slug) ?? "") : slug);
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeFromRequest(request);
  const slug = params.slug ?? "";
  const alias = getServiceByAlias(slug) ?? (locale === "es" ? getServiceBySlug(slug) : undefined);
  if (alias) throw redirect(localizedPath(servicePath(alias), locale), 301);
  const service = serviceOf(slug, locale);
  if (!service) throw new Response("Service not found", { status: 404 });
  return {
    slug: service.slug,
    details: getServiceDetails(service, locale),
    reasons: company[locale].whyChooseUs.map((point) => point.title),
    faqs: getServiceFaqs(service.slug, locale),
  };
}

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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data) return matches[0]!.meta; // the page's own SEO meta, as root's meta function reads it from the root loader's data
  const { errors } = rootDataFromMatches<LocaleRootData>(matches).spanish?.uiText ?? englishUiText;
  return [{ title: `${errors.serviceNotFound} | ${business.name}` }, { name: "robots", content: "noindex" }];
};

export default function ServicePage() {
  const { slug, details, reasons, faqs } = useLoaderData<typeof loader>();
  const service = useServices().find((candidate) => candidate.slug === slug)!;
  const text = useUiText().service;
  const to = useLocalizedPath();
  const isEmergency = slug === EMERGENCY_SLUG;

  return (
    <>
      {isEmergency ? <EmergencyCallBand /> : null}
      <div className="bg-primary-950 px-4 py-3">
        <Link
          to={to("/services")}
          className="mx-auto flex max-w-7xl items-center gap-2 text-sm font-semibold text-secondary-300 hover:underline"
        >
          <Icon name="arrowLeft" className="size-4" />
          {text.allServices}
        </Link>
      </div>
      <ServiceHeroSection service={service} />

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

        <ServiceSidebarSection service={service} reasons={reasons} faqs={faqs} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const { errors } = useUiText();
  const to = useLocalizedPath();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorLayout title={errors.serviceNotFound}>
            <p>{errors.serviceNotFoundText}</p>
            <p className="mt-6">
              <Link to={to("/services")} className="font-semibold text-primary-800 underline">
                {errors.backToServices}
              </Link>
            </p>
          </ErrorLayout>
        ),
      }}
    />
  );
}
