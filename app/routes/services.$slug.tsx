import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ArrowLeft, FileText, MapPin, Phone, Siren } from "lucide-react";

import { ErrorLayout, ServerErrorPage } from "~/components/error-page";
import { PageStructuredData } from "~/components/json-ld";
import { FormattedPhone, PhoneLink } from "~/components/phone-link";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { FaqList } from "~/components/ui/faq-list";
import { business } from "~/content/business";
import { whyChooseUs } from "~/content/company";
import { getServiceFaqs } from "~/content/faqs";
import { getServiceByAlias, getServiceBySlug, servicePath, type Service } from "~/content/services";
import { pageMeta } from "~/utils/seo";
import { usePageHeading } from "~/utils/seo-overrides";
import { useSiteSettings } from "~/utils/site-settings";
import { useSiteUrl } from "~/utils/site-url";
import { serviceSchema } from "~/utils/structured-data";
import { SiteImage } from "~/components/site-image";

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
      <ServiceHero service={service} />

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
            <CheckList items={service.features} className="mt-5 grid gap-x-6 text-stone-800 sm:grid-cols-2 sm:space-y-0 sm:gap-y-3" />
          </section>
          <section aria-labelledby="benefits-heading" className="rounded-xl bg-amber-50 p-6 sm:p-8">
            <h2 id="benefits-heading" className="text-2xl font-extrabold text-primary-900">
              Why It&apos;s Worth It
            </h2>
            <CheckList items={service.benefits} className="mt-5 text-stone-800" />
          </section>
        </div>

        <aside aria-label="Get help with this service" className="space-y-6">
          <div className="rounded-xl bg-primary-900 p-6 text-white">
            <h2 className="text-xl font-bold">Get Your Free Estimate</h2>
            <p className="mt-2 text-primary-100">{business.callbackPromise}</p>
            <PhoneLink className={buttonClasses("bright", "mt-5 w-full text-base normal-case")}>
              <Phone aria-hidden className="size-5" />
              <FormattedPhone />
            </PhoneLink>
            <ButtonLink to="/contact" variant="ghostLight" className="mt-3 w-full">
              <FileText aria-hidden className="size-4" />
              Request a Quote
            </ButtonLink>
          </div>
          <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-bold text-primary-900">Why Choose Us</h2>
            <CheckList items={whyChooseUs.map((point) => point.title)} className="mt-4 text-stone-800" />
          </div>
          <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-bold text-primary-900">
              <MapPin aria-hidden className="size-5 text-secondary-700" />
              Serving Waco and Central Texas
            </h2>
            <p className="mt-3 text-stone-700">
              {service.title} for homes and businesses in Waco, Hewitt, Woodway, Robinson, Bellmead, Lorena and across{" "}
              {business.county}.
            </p>
            <Link to="/service-areas" className="mt-3 inline-block font-semibold text-primary-800 underline underline-offset-4">
              See our service areas
            </Link>
          </div>
          {faqs.length ? (
            <div className="rounded-xl border border-stone-200 bg-stone-50 p-6">
              <h2 className="text-lg font-bold text-primary-900">{service.shortTitle} FAQs</h2>
              <div className="mt-4">
                <FaqList faqs={faqs} compact />
              </div>
            </div>
          ) : null}
        </aside>
      </div>
    </>
  );
}

/** Storm damage visitors see the 24/7 number before anything else. */
function EmergencyCallBand() {
  return (
    <div className="bg-red-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="flex items-center gap-2 font-bold">
          <Siren aria-hidden className="size-5" />
          Tree emergency? We answer 24/7.
        </p>
        <PhoneLink className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 text-lg font-extrabold text-red-800 hover:bg-red-50">
          <Phone aria-hidden className="size-5" />
          Call 24/7: <FormattedPhone />
        </PhoneLink>
      </div>
    </div>
  );
}

function ServiceHero({ service }: { service: Service }) {
  const Icon = service.icon;
  const heading = usePageHeading(service.title);
  return (
    <section className="bg-primary-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary-400 text-primary-950">
            <Icon aria-hidden className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-prose text-lg text-primary-100">{service.description}</p>
          <p className="mt-3 text-sm font-semibold text-secondary-300">
            {business.trustClaims.licensed} · {business.trustClaims.arborists} · {business.trustClaims.freeEstimates}
          </p>
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

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorLayout title="Service Not Found">
        <p>The service you&apos;re looking for doesn&apos;t exist.</p>
        <p className="mt-6">
          <Link to="/services" className="font-semibold text-primary-800 underline">
            Back to Services
          </Link>
        </p>
      </ErrorLayout>
    );
  }
  return <ServerErrorPage />;
}
