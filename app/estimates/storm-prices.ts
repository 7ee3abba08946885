import { type EstimateLine, formatCents } from "./estimate-lines";

/**
 * The storm price warning (issue #47, decision 091): during a declared disaster Texas forbids
 * "exorbitant or excessive" prices for necessities (DTPA §17.46(b)(27)). The law names no
 * number; a unit price more than 10 % above the pre-storm price is what we flag for the owner
 * to check, the line most states with a number draw.
 */
const HEADROOM = 1.1;

/** The pre-storm price list: the highest unit price of each line's work, by `priceKey`. */
export type PreStormPrices = ReadonlyMap<string, number>;

/** A line's work as the list knows it: its words, spacing and capitals aside ("Tree removal" = "tree  Removal"). */
export const priceKey = (description: string) => description.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");

export interface PriceWarning {
  /** Line number as the builder shows it (1 for the first). */
  line: number;
  description: string;
  unitPrice: string;
  preStormPrice: string;
  unitPriceCents: number;
  preStormPriceCents: number;
  /** How much above, in whole percent. */
  above: number;
}

export interface PriceCheck {
  warnings: PriceWarning[];
  /** What the owner confirms: the warned lines and their prices, so a changed price is asked about again. */
  key: string;
}

/** The lines whose unit price is well above the pre-storm price of the same work. */
export function checkStormPrices(
  lines: readonly Pick<EstimateLine, "description" | "unitPriceCents">[],
  prices: PreStormPrices,
): PriceCheck {
  const warned = lines.flatMap((line, index) => {
    const before = prices.get(priceKey(line.description));
    return before && line.unitPriceCents > before * HEADROOM ? [{ index, line, before }] : [];
  });
  return {
    warnings: warned.map(({ index, line, before }) => ({
      line: index + 1,
      description: line.description,
      unitPrice: formatCents(line.unitPriceCents),
      preStormPrice: formatCents(before),
      unitPriceCents: line.unitPriceCents,
      preStormPriceCents: before,
      above: Math.round((line.unitPriceCents / before - 1) * 100),
    })),
    key: confirmationKey(warned.map(({ index, line }) => ({ line: index + 1, unitPriceCents: line.unitPriceCents }))),
  };
}

/** The prices an owner confirms, as one string: line numbers and unit prices ("1:150000,3:90000"). */
export function confirmationKey(confirmed: readonly { line: number; unitPriceCents: number }[]) {
  return [...confirmed]
    .sort((a, b) => a.line - b.line)
    .map(({ line, unitPriceCents }) => `${line}:${unitPriceCents}`)
    .join(",");
}

/** What the timeline says with a send above the pre-storm prices. */
export const confirmedNote = ({ warnings }: PriceCheck) =>
  `Sent above the pre-storm prices, checked: ${warnings
    .map((warning) => `line ${warning.line} at ${warning.unitPrice} (before the storm ${warning.preStormPrice})`)
    .join("; ")}`;

/** The highest unit price of each work on the estimates sent before the storm (their lines as stored). */
export function preStormPriceList(
  sentLines: readonly (readonly Pick<EstimateLine, "description" | "unitPriceCents">[])[],
) {
  const prices = new Map<string, number>();
  for (const line of sentLines.flat()) {
    const key = priceKey(line.description);
    if (line.unitPriceCents > (prices.get(key) ?? 0)) prices.set(key, line.unitPriceCents);
  }
  return prices;
}
