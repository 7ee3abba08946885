import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, redirect, useLoaderData } from "@remix-run/react";

import { CheckList, ErrorLayout, GeneralErrorBoundary, Icon } from "~/components/kit";
import { EmergencyCallBand, ServiceHeroSection } from "~/components/service-hero-section";
import { ServiceSidebarSection } from "~/components/service-sidebar-section";
import { business } from "~/content/business";
import { whyChooseUs } from "~/content/company";
import { getServiceFaqs } from "~/content/faqs";
import { getServiceDetails } from "~/content/service-details";
import { getServiceByAlias, getServiceBySlug, servicePath } from "~/content/services";
import { pageStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const EMERGENCY_SLUG = "emergency-tree-service";

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const alias = getServiceByAlias(slug);
  if (alias) throw redirect(servicePath(alias), 301);
  const service = getServiceBySlug(slug);
  if (!service) throw new Response("Service not found", { status: 404 });
  const faqs = getServiceFaqs(service.slug);
  return {
    slug: service.slug,
    details: getServiceDetails(service),
    reasons: whyChooseUs.map((point) => point.title),
    faqs,
  };
}

export const structuredData: StructuredDataFunction = async ({ params }) => {
  const service = getServiceBySlug(params.slug ?? "");
  if (!service) return undefined;
  return pageStructuredData({
    breadcrumbs: [
      { name: "Services", path: "/services" },
      { name: service.title, path: servicePath(service) },
    ],
    faqs: getServiceFaqs(service.slug),
    service,
  });
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? matches[0]!.meta // the page's own SEO meta, as root's meta function reads it from the root loader's data
    : [{ title: `Service Not Found | ${business.name}` }, { name: "robots", content: "noindex" }];

export default function ServicePage() {
  const { slug, details, reasons, faqs } = useLoaderData<typeof loader>();
  const service = getServiceBySlug(slug)!;
  const isEmergency = slug === EMERGENCY_SLUG;

  return (
    <>
      {isEmergency ? <EmergencyCallBand /> : null}
      <div className="bg-primary-950 px-4 py-3">
        <Link
          to="/services"
          className="mx-auto flex max-w-7xl items-center gap-2 text-sm font-semibold text-secondary-300 hover:underline"
        >
          <Icon name="arrowLeft" className="size-4" />
          All Services
        </Link>
      </div>
      <ServiceHeroSection service={service} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-12">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
              {service.title}: What to Expect
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-stone-700">{details.longDescription}</p>
            <p className="mt-4 leading-relaxed text-stone-700">{details.seoContent}</p>
          </section>
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-extrabold text-primary-900">
              What&apos;s Included
            </h2>
            <CheckList
              items={details.features}
              className="mt-5 grid gap-x-6 text-stone-800 sm:grid-cols-2 sm:gap-y-3 sm:space-y-0"
            />
          </section>
          <section aria-labelledby="benefits-heading" className="rounded-xl bg-amber-50 p-6 sm:p-8">
            <h2 id="benefits-heading" className="text-2xl font-extrabold text-primary-900">
              Why It&apos;s Worth It
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
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorLayout title="Service Not Found">
            <p>The service you&apos;re looking for doesn&apos;t exist.</p>
            <p className="mt-6">
              <Link to="/services" className="font-semibold text-primary-800 underline">
                Back to Services
              </Link>
            </p>
          </ErrorLayout>
        ),
      }}
    />
  );
}
