/**
 * An estimate's lines and what they add up to (issue #46). Money is whole cents; tax is the
 * sales tax rate in basis points (825 = 8.25 %) on the taxable lines, rounded once on their sum.
 */
export interface EstimateLine {
  description: string;
  /** The tree or area it covers ("Live oak over the drive"). */
  area: string;
  quantity: number;
  unitPriceCents: number;
  taxable: boolean;
  /** The customer may tick it or leave it. */
  optional: boolean;
  /** The lead's photos shown with it. */
  photoIds: number[];
}

/** What a line's money needs. */
type PricedLine = Pick<EstimateLine, "quantity" | "unitPriceCents" | "taxable" | "optional">;

interface EstimateTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export const lineTotalCents = (line: Pick<EstimateLine, "quantity" | "unitPriceCents">) =>
  Math.round(line.quantity * line.unitPriceCents);

/** The lines that count: every required one, and the optional ones whose index is ticked. */
function countedLines(lines: readonly PricedLine[], ticked: readonly number[]) {
  return lines.filter((line, index) => !line.optional || ticked.includes(index));
}

export function estimateTotals(
  lines: readonly PricedLine[],
  taxRateBasisPoints: number,
  ticked: readonly number[] = [],
): EstimateTotals {
  const counted = countedLines(lines, ticked);
  const subtotalCents = counted.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const taxable = counted.filter((line) => line.taxable).reduce((sum, line) => sum + lineTotalCents(line), 0);
  const taxCents = Math.round((taxable * taxRateBasisPoints) / 10_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** Only the indexes of optional lines, each once, in order: anything else a form sends is ignored. */
export function tickedOptional(lines: readonly PricedLine[], indexes: readonly number[]) {
  return [...new Set(indexes)].filter((index) => lines[index]?.optional).sort((a, b) => a - b);
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,234.50", the same in both languages (Texas customers read dollars this way). */
export const formatCents = (cents: number) => dollars.format(cents / 100);

/** "8.25%" from 825. */
export const formatRate = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
