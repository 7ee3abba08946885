import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorLayout } from "~/components/error-page";
import { PageStructuredData } from "~/components/json-ld";
import { EmergencyCallBand, ServiceHeroSection } from "~/components/service-hero-section";
import { ServiceSidebarSection } from "~/components/service-sidebar-section";
import { CheckList } from "~/components/ui/check-list";
import { business } from "~/content/business";
import { getServiceFaqs } from "~/content/faqs";
import { getServiceByAlias, getServiceBySlug, servicePath } from "~/content/services";
import { pageMeta } from "~/seo/meta";
import { useSiteSettings } from "~/staff/site-settings";
import { useSiteUrl } from "~/seo/site-url";
import { serviceSchema } from "~/seo/structured-data";

const EMERGENCY_SLUG = "emergency-tree-service";

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const alias = getServiceByAlias(slug);
  if (alias) throw redirect(servicePath(alias), 301);
  const service = getServiceBySlug(slug);
  if (!service) throw new Response("Service not found", { status: 404 });
  return { slug: service.slug };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const service = data ? getServiceBySlug(data.slug) : undefined;
  if (!service) return [{ title: `Service Not Found | ${business.name}` }, { name: "robots", content: "noindex" }];
  return pageMeta(servicePath(service), matches, service.seo);
};

export default function ServicePage() {
  const { slug } = useLoaderData<typeof loader>();
  const service = getServiceBySlug(slug)!;
  const faqs = getServiceFaqs(slug);
  const isEmergency = slug === EMERGENCY_SLUG;
  const { phoneNumber } = useSiteSettings();
  const siteUrl = useSiteUrl();
  const path = servicePath(service);

  return (
    <>
      <PageStructuredData
        breadcrumbs={[
          { name: "Services", path: "/services" },
          { name: service.title, path },
        ]}
        faqs={faqs}
        extra={[serviceSchema(service, { siteUrl, phoneNumber }, path)]}
      />
      {isEmergency ? <EmergencyCallBand /> : null}
      <div className="bg-primary-950 px-4 py-3">
        <Link
          to="/services"
          className="mx-auto flex max-w-7xl items-center gap-2 text-sm font-semibold text-secondary-300 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
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
            <p className="mt-4 text-lg leading-relaxed text-stone-700">{service.longDescription}</p>
            <p className="mt-4 leading-relaxed text-stone-700">{service.seoContent}</p>
          </section>
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-extrabold text-primary-900">
              What&apos;s Included
            </h2>
            <CheckList
              items={service.features}
              className="mt-5 grid gap-x-6 text-stone-800 sm:grid-cols-2 sm:gap-y-3 sm:space-y-0"
            />
          </section>
          <section aria-labelledby="benefits-heading" className="rounded-xl bg-amber-50 p-6 sm:p-8">
            <h2 id="benefits-heading" className="text-2xl font-extrabold text-primary-900">
              Why It&apos;s Worth It
            </h2>
            <CheckList items={service.benefits} className="mt-5 text-stone-800" />
          </section>
        </div>

        <ServiceSidebarSection service={service} faqs={faqs} />
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
