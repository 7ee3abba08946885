import { scaleLinear } from "d3-scale";

import { seriesFills } from "./column-chart";

// Drawn at a phone's width, so its text is readable there; it scales up on wider screens.
const WIDTH = 360;
const ROW = 24;
const LABEL = 132;
const VALUE = 44;
/** Room after the bar for a row's note ("3 won · $4,200"). */
const NOTE = 120;

/** Horizontal bars, one per row with its label and value (and a note after it): sources, outcomes, lost reasons. */
export function BarList({
  label,
  rows,
  format = (value) => value.toLocaleString("en-US"),
}: {
  label: string;
  /** `fill` colours a row's bar when the rows are kinds of their own (outcomes), else the first series colour. */
  rows: Array<{ key: string; label: string; value: number; note?: string; fill?: string }>;
  format?: (value: number) => string;
}) {
  const height = Math.max(1, rows.length) * ROW;
  const noted = rows.some((row) => row.note);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((row) => row.value))])
    .range([0, WIDTH - LABEL - VALUE - (noted ? NOTE : 0)]);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label} className="h-auto w-full">
      {rows.map((row, i) => (
        <g key={row.key} transform={`translate(0, ${i * ROW})`} aria-hidden="true">
          <text x={LABEL - 8} y={ROW / 2} dy="0.32em" textAnchor="end" fontSize="12" fill="#1c1917">
            {row.label.length > 19 ? `${row.label.slice(0, 18)}…` : row.label}
          </text>
          <rect x={LABEL} y={4} height={ROW - 8} width={x(row.value)} fill={row.fill ?? seriesFills[0]} rx="2" />
          <text x={LABEL + x(row.value) + 4} y={ROW / 2} dy="0.32em" fontSize="12" fill="#1c1917">
            {format(row.value)}
            {row.note ? <tspan fill="#44403c">{` · ${row.note}`}</tspan> : null}
          </text>
        </g>
      ))}
    </svg>
  );
}
