import { Link } from "@remix-run/react";
import { FileText, MapPin, Phone } from "lucide-react";

import { business } from "~/content/business";
import { whyChooseUs } from "~/content/company";
import type { Faq } from "~/content/faqs";
import type { Service } from "~/content/services";

import { FormattedPhone, PhoneLink } from "./phone-link";
import { ButtonLink, buttonClasses } from "./ui/button-link";
import { CheckList } from "./ui/check-list";
import { FaqList } from "./ui/faq-list";

/** Call, quote, reasons to choose us, the area served and (for some services) FAQs. */
export function ServiceSidebarSection({ service, faqs }: { service: Service; faqs: readonly Faq[] }) {
  return (
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
        <Link
          to="/service-areas"
          className="mt-3 inline-block font-semibold text-primary-800 underline underline-offset-4"
        >
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
  );
}
