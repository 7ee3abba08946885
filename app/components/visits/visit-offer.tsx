import { Link } from "@remix-run/react";

import type { VisitOfferRootData } from "~/visits/visit-offer";

import { WindowPicker } from "./window-picker";

// The visit page loads its picker from here, so the two share one lazily loaded file.
export { WindowPicker };

/**
 * The thank-you's offer of an estimate visit (issue #34): the next free windows, server-rendered,
 * in the lead's language (the offer carries its words).
 * Loaded only after a quote is sent (quote-thank-you.tsx), so it takes what it shows as props
 * and imports nothing the first page load shares.
 */
export function VisitOffer({
  visitOffer,
  bookLabel,
}: {
  visitOffer: NonNullable<VisitOfferRootData["visitOffer"]>;
  bookLabel: (when: string) => string;
}) {
  const { texts, path } = visitOffer;
  return (
    <section aria-labelledby="visit-offer-heading" className="space-y-3" data-testid="visit-offer">
      <h4 id="visit-offer-heading" className="font-bold text-stone-900">
        {texts.offerHeading}
      </h4>
      {visitOffer.windows.length ? (
        <>
          <p className="text-stone-800">{texts.offerIntro}</p>
          <WindowPicker
            windows={visitOffer.windows}
            action={path}
            intent="book"
            buttonLabel={bookLabel}
            dayHeading="h5"
          />
          <Link to={path} className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
            {texts.offerMore}
          </Link>
        </>
      ) : (
        <p className="text-stone-800">{texts.offerNone}</p>
      )}
    </section>
  );
}
