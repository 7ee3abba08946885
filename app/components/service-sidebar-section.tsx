import { Link } from "@remix-run/react";

import { Icon } from "~/components/ui/icon";
import type { Faq } from "~/content/faqs";
import type { Service } from "~/content/services";
import { fillText } from "~/content/ui-text";

import { FormattedPhone, PhoneLink } from "./phone-link";
import { buttonClasses, ButtonLink } from "./ui/button-link";
import { CheckList } from "./ui/check-list";
import { FaqList } from "./ui/faq-list";
import { useLocalizedPath, useUiText } from "./use-locale-text";

/** Call, quote, reasons to choose us, the area served and (for some services) FAQs. */
export function ServiceSidebarSection({
  service,
  reasons,
  faqs,
}: {
  service: Service;
  /** The titles of the reasons to choose us. */
  reasons: readonly string[];
  faqs: readonly Faq[];
}) {
  const text = useUiText().service;
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
        <ButtonLink to="/contact" variant="ghostLight" className="mt-3 w-full">
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
