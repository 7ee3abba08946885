import { renderToStaticMarkup } from "react-dom/server";

import type { Locale } from "~/content/locale";
import { stormText } from "~/content/storm-text";

import type { PublishedWaits } from "./storm-settings.server";
import { waitPhrase } from "./storm-words";
import { stormTiers } from "./tiers";

const tierDot = { red: "bg-red-700", orange: "bg-orange-500", yellow: "bg-yellow-400" } as const;

/**
 * The banner every public page shows while storm mode is on, as HTML made on the server: the page
 * puts it in place as it is (root.tsx), so it costs the public pages no JavaScript, and nothing at
 * all while storm mode is off.
 */
export function stormBannerHtml(waits: PublishedWaits | null, locale: Locale, leadPromise?: string) {
  const text = stormText[locale];
  return renderToStaticMarkup(
    <section
      aria-labelledby="storm-banner-title"
      data-storm-banner=""
      data-testid="storm-banner"
      className="border-b-4 border-red-700 bg-amber-50 text-stone-900"
    >
      {/* On a phone: the title, each tier's wait on a line of its own and the wires-down line (about 200 px). */}
      <div className="mx-auto max-w-7xl space-y-1.5 px-4 py-2 text-sm sm:space-y-2 sm:py-3 sm:text-base">
        <h2 id="storm-banner-title" className="text-base font-extrabold text-red-800 sm:text-lg">
          {text.banner.title}
        </h2>
        {leadPromise ? (
          <p data-storm-promise="" className="rounded-md border-2 border-red-700 bg-white px-3 py-2 font-bold">
            {leadPromise}
          </p>
        ) : (
          <p className="hidden sm:block">{text.banner.body}</p>
        )}
        {waits ? (
          <div>
            <h3 className="font-bold">{text.banner.waitsHeading}</h3>
            <ul className="grid sm:mt-1 sm:grid-cols-3 sm:gap-1">
              {stormTiers.map((tier) => (
                <li key={tier} data-tier={tier} className="flex items-start gap-2">
                  <span aria-hidden="true" className={`mt-1 size-3 shrink-0 rounded-full sm:mt-1.5 ${tierDot[tier]}`} />
                  <span>
                    <strong>
                      {text.tiers[tier].name}: {waitPhrase(waits[tier], locale)}
                    </strong>
                    <span className="sr-only sm:not-sr-only"> ({text.tiers[tier].what})</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p role="note" className="rounded-md bg-red-800 px-3 py-1.5 font-bold text-white sm:py-2">
          {text.banner.safety}
        </p>
      </div>
    </section>,
  );
}
