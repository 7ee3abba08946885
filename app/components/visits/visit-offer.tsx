import { Link } from "@remix-run/react";

import { useRootData } from "~/platform/remix/root-data";
import { type VisitOfferRootData, visitPath } from "~/visits/visit-offer";
import { visitorTexts } from "~/visits/visitor-texts";

import { WindowPicker } from "./window-picker";

/** The thank-you's offer of an estimate visit (issue #34): the next free windows, server-rendered. */
export function VisitOffer() {
  const { visitOffer } = useRootData<VisitOfferRootData>();
  if (!visitOffer) return null;
  const path = visitPath(visitOffer.token);
  return (
    <section aria-labelledby="visit-offer-heading" className="space-y-3" data-testid="visit-offer">
      <h4 id="visit-offer-heading" className="font-bold text-stone-900">
        {visitorTexts.offerHeading}
      </h4>
      {visitOffer.windows.length ? (
        <>
          <p className="text-stone-800">{visitorTexts.offerIntro}</p>
          <WindowPicker
            windows={visitOffer.windows}
            action={path}
            intent="book"
            buttonLabel={visitorTexts.bookButton}
          />
          <Link to={path} className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
            {visitorTexts.offerMore}
          </Link>
        </>
      ) : (
        <p className="text-stone-800">{visitorTexts.offerNone}</p>
      )}
    </section>
  );
}
