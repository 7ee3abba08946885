import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import {
  BusinessHours,
  FaqList,
  FormattedPhone,
  Icon,
  PageHero,
  PhoneLink,
  QuoteForm,
  WacoMap,
} from "~/components/kit";
import { business, serviceAreaText } from "~/content/business";
import { contactFaqs } from "~/content/faqs";
import { catalogPage } from "~/content/pages";
import { servicePath, services } from "~/content/services";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

const page = /* @__PURE__ */ catalogPage("/contact");

export {
  quoteFormAction as action,
  quoteFormClientAction as clientAction,
  keepPageAfterFailedSend as shouldRevalidate,
} from "~/leads/quote-form";

export function loader() {
  return {
    faqs: contactFaqs,
    heading: page.heading,
  };
}

export const structuredData: StructuredDataFunction = () => catalogStructuredData(page, { faqs: contactFaqs });

export default function ContactPage() {
  const { heading, faqs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={heading}>Request a free estimate or call us any time. {business.callbackPromise}</PageHero>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          <InfoCard icon={<Icon name="phone" className="size-6" />} title="Call Us">
            <PhoneLink className="text-xl font-extrabold text-primary-800 underline-offset-4 hover:underline">
              <FormattedPhone />
            </PhoneLink>
            <p className="mt-1 text-sm text-stone-600">24/7 for emergencies</p>
          </InfoCard>
          <InfoCard icon={<Icon name="clock" className="size-6" />} title="Business Hours">
            <BusinessHours />
          </InfoCard>
          <InfoCard icon={<Icon name="mapPin" className="size-6" />} title="Service Area">
            <p>{serviceAreaText}.</p>
          </InfoCard>
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <section id="contact" aria-labelledby="quote-heading">
            <h2 id="quote-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
              Request Your Free Quote
            </h2>
            <p className="mt-2 text-stone-700">Tell us about your trees and how to reach you.</p>
            <div className="mt-6">
              <QuoteForm />
            </div>
          </section>
          <div className="space-y-10">
            <section aria-labelledby="contact-services-heading">
              <h2 id="contact-services-heading" className="text-xl font-bold text-primary-900">
                Our Services
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={servicePath(service)}
                      className="flex min-h-11 items-center gap-2 rounded-md border border-stone-200 bg-white px-3 font-semibold text-primary-800 hover:bg-primary-50"
                    >
                      <Icon name={service.icon} className="size-4 shrink-0 text-secondary-700" />
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="contact-faq-heading">
              <h2 id="contact-faq-heading" className="text-xl font-bold text-primary-900">
                Common Questions
              </h2>
              <div className="mt-4">
                <FaqList faqs={faqs} compact />
              </div>
            </section>
            <WacoMap />
          </div>
        </div>
      </div>
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3 text-secondary-700">
        {icon}
        <h2 className="text-lg font-bold text-primary-900">{title}</h2>
      </div>
      <div className="mt-3 text-stone-800">{children}</div>
    </li>
  );
}
