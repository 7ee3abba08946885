import type { PriceCheck } from "~/estimates/storm-prices";

/**
 * The storm's prices to check before sending (decision 091): each line priced well above the
 * pre-storm list, with that price, and the box that confirms these very prices. Server-made
 * from the saved draft or the refused send, so it is the same with or without JavaScript.
 */
export function StormPriceWarning({ check }: { check: PriceCheck }) {
  return (
    <section
      id="storm-prices"
      role="alert"
      aria-labelledby="storm-prices-title"
      className="space-y-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-sm text-stone-900"
      data-testid="storm-prices"
    >
      <h2 id="storm-prices-title" className="text-base font-bold">
        Storm prices: check before sending
      </h2>
      <p>
        During a declared disaster Texas forbids exorbitant prices (DTPA §17.46(b)(27)). These unit prices are more than
        10% above your highest price for the same work in the year before storm mode went on:
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {check.warnings.map((warning) => (
          <li key={warning.line}>
            <strong>
              Line {warning.line}, {warning.description}:
            </strong>{" "}
            {warning.unitPrice} a unit, {warning.above}% above the pre-storm price of {warning.preStormPrice}
          </li>
        ))}
      </ul>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" name="pricesConfirmed" value={check.key} className="size-5 shrink-0" />I checked these
        prices: send them as they are
      </label>
    </section>
  );
}

/**
 * While storm mode's guards hold, Chapter 58 goes on jobs outside the home counties and on those
 * whose county is not given (decision 095): say so, until when, and what the saved draft carries.
 */
export function StormClauseNote({
  until,
  homeCounties,
  draftCarriesClause,
}: {
  until: string | null;
  /** The home county first, then those next to it. */
  homeCounties: readonly string[];
  draftCarriesClause: boolean;
}) {
  return (
    <div className="space-y-1 rounded-lg bg-stone-50 p-3 text-sm text-stone-900" data-testid="storm-clause">
      <p>
        Storm mode, {until ? `until ${until}` : "now and for 30 days after it ends"}: an estimate for a job outside{" "}
        {homeCounties[0]} County and the counties next to it ({homeCounties.slice(1).join(", ")}), or with no county
        given, carries the Chapter 58 disaster clause and takes no deposit (no payment before work begins).
      </p>
      <p className="font-semibold">
        {draftCarriesClause
          ? "This estimate, as saved, carries the clause."
          : "This estimate, as saved, is for a home-county job: no Chapter 58 clause."}
      </p>
    </div>
  );
}
