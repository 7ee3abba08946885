import { Link, useLocation } from "@remix-run/react";
import { forwardRef, lazy, Suspense } from "react";

import { isEmergencyService } from "~/content/services";
import { fillText } from "~/content/ui-text";
import { QUOTE_FORM_ID, type QuoteSent } from "~/leads/intake/quote-form";
import { useRootData } from "~/platform/remix/root-data";
import type { VisitOfferRootData } from "~/visits/visit-offer";

import { FormattedPhone, PhoneLink } from "./phone-link";
import { Icon } from "./ui/icon";
import { useServices, useUiText } from "./use-locale-text";

// Loaded when a quote has been sent, not with every page: the public pages' JavaScript budget
// (decision 017) holds only what a first visit needs. Its words come with the offer's data, in
// the lead's language. The server renders it in the page as usual.
const VisitOffer = lazy(() => import("./visits/visit-offer").then((module) => ({ default: module.VisitOffer })));

/**
 * Shown in place of the quote form once a request is stored (or a bot is
 * answered like a person): what happens next, a big tap-to-call for an
 * emergency, what was sent, and a way to send another. Plain links only, so
 * it works without JavaScript.
 */
export const QuoteThankYou = forwardRef<HTMLHeadingElement, { sent: QuoteSent }>(function QuoteThankYou(
  { sent },
  headingRef,
) {
  const { pathname } = useLocation();
  const { visitOffer } = useRootData<VisitOfferRootData>();
  const { thankYou: text, emergencyAdvice } = useUiText();
  const services = useServices();
  const emergency = isEmergencyService(sent.service);
  const service = sent.service
    ? (services.find((candidate) => candidate.slug === sent.service)?.title ?? sent.service)
    : undefined;
  const photoCount = (count: number) => (count === 1 ? text.photoOne : fillText(text.photoMany, { count }));
  return (
    <div data-testid="quote-thank-you" className="space-y-5">
      <div className="flex items-start gap-3">
        <Icon name="check" className="mt-1 size-7 shrink-0 text-primary-700" />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-primary-900 focus:outline-none">
            {text.title}
          </h3>
          <p className="mt-1 text-stone-700">{text.received}</p>
        </div>
      </div>

      <section aria-labelledby="quote-next-heading" className="space-y-2">
        <h4 id="quote-next-heading" className="font-bold text-stone-900">
          {text.nextTitle}
        </h4>
        {/* In storm mode: the lead's tier and likely call time instead of the usual promise. */}
        <p className="text-stone-800">{sent.promise ?? text.next}</p>
      </section>

      {visitOffer ? (
        <Suspense fallback={null}>
          {/* The label is filled here: ui-text imported by the lazy chunk would split the kit's chunk in two. */}
          <VisitOffer visitOffer={visitOffer} bookLabel={(when) => fillText(visitOffer.texts.bookButton, { when })} />
        </Suspense>
      ) : null}

      <section
        aria-labelledby="quote-emergency-heading"
        className="space-y-3 rounded-md border border-secondary-200 bg-secondary-50 p-4"
      >
        <h4 id="quote-emergency-heading" className="font-bold text-stone-900">
          {emergency ? text.emergencyNow : text.emergencyWait}
        </h4>
        <PhoneLink className="flex min-h-14 w-full items-center justify-center gap-2 rounded-md bg-secondary-700 px-6 py-3 text-lg font-bold text-white hover:bg-secondary-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-500">
          <Icon name="phone" className="size-5" />
          <span>
            {text.call} <FormattedPhone />
          </span>
        </PhoneLink>
        {emergency ? (
          <ul className="list-disc space-y-1 pl-5 text-stone-800">
            {emergencyAdvice.map((advice) => (
              <li key={advice}>{advice}</li>
            ))}
          </ul>
        ) : null}
      </section>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
        {service ? (
          <>
            <dt className="font-semibold">{text.askedFor}</dt>
            <dd>{service}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{text.photos}</dt>
        <dd>{sent.photos ? photoCount(sent.photos) : text.none}</dd>
      </dl>
      {sent.photosNotStored ? (
        <p role="alert" className="rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-900">
          {text.photosNotStored} <PhoneLink className="font-semibold underline" />.
        </p>
      ) : null}

      {/* The query makes it a new page load without JavaScript (a link that only changes the #fragment is not). */}
      <Link
        to={`${pathname}?another#${QUOTE_FORM_ID}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-950"
      >
        {text.another}
      </Link>
    </div>
  );
});
