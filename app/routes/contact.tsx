import type { LoaderFunctionArgs } from "@remix-run/node";
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
import { useServices, useUiText } from "~/components/use-locale-text";
import { faqs } from "~/content/faqs";
import { localeFromRequest } from "~/content/locale";
import { pageText } from "~/content/page-text";
import { localizedPage } from "~/content/pages";
import { catalogStructuredData, type StructuredDataFunction } from "~/seo/structured-data";

export {
  quoteFormAction as action,
  quoteFormClientAction as clientAction,
  keepPageAfterFailedSend as shouldRevalidate,
} from "~/leads/intake/quote-form";

export async function loader({ request }: LoaderFunctionArgs) {
  // Imported here, not at the top: a server module several routes import would be a file of its own every page loads.
  const { withStormPromises } = await import("~/storm/storm-promises-on-pages.server");
  const locale = localeFromRequest(request);
  return withStormPromises(locale, {
    faqs: faqs[locale].contact,
    heading: localizedPage("/contact", locale).heading,
    text: pageText[locale].contact,
  });
}

export const structuredData: StructuredDataFunction = ({ locale }) =>
  catalogStructuredData("/contact", locale, { faqs: faqs[locale].contact });

export default function ContactPage() {
  const { heading, faqs, text } = useLoaderData<typeof loader>();
  const { contactDetails } = useUiText();
  const services = useServices();
  return (
    <>
      <PageHero title={heading}>{text.intro}</PageHero>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          <InfoCard icon={<Icon name="phone" className="size-6" />} title={text.callUs}>
            <PhoneLink className="text-xl font-extrabold text-primary-800 underline-offset-4 hover:underline">
              <FormattedPhone />
            </PhoneLink>
            <p className="mt-1 text-sm text-stone-600">{text.emergencies}</p>
          </InfoCard>
          <InfoCard icon={<Icon name="clock" className="size-6" />} title={text.hours}>
            <BusinessHours />
          </InfoCard>
          <InfoCard icon={<Icon name="mapPin" className="size-6" />} title={text.area}>
            <p>{contactDetails.serviceAreaText}.</p>
          </InfoCard>
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <section id="contact" aria-labelledby="quote-heading">
            <h2 id="quote-heading" className="text-2xl font-extrabold text-primary-900 sm:text-3xl">
              {text.quoteTitle}
            </h2>
            <p className="mt-2 text-stone-700">{text.quoteText}</p>
            <div className="mt-6">
              <QuoteForm />
            </div>
          </section>
          <div className="space-y-10">
            <section aria-labelledby="contact-services-heading">
              <h2 id="contact-services-heading" className="text-xl font-bold text-primary-900">
                {text.services}
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={service.path}
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
                {text.questions}
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
