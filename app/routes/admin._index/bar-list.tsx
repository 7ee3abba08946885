import { scaleLinear } from "d3-scale";

import { seriesFills } from "./column-chart";

// Drawn at a phone's width, so its text is readable there; it scales up on wider screens.
const WIDTH = 360;
const ROW = 24;
const LABEL = 132;
const VALUE = 44;

/** Horizontal bars, one per row with its label and value: sources, outcomes. */
export function BarList({
  label,
  rows,
  format = (value) => value.toLocaleString("en-US"),
}: {
  label: string;
  rows: Array<{ key: string; label: string; value: number }>;
  format?: (value: number) => string;
}) {
  const height = Math.max(1, rows.length) * ROW;
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((row) => row.value))])
    .range([0, WIDTH - LABEL - VALUE]);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label} className="h-auto w-full">
      {rows.map((row, i) => (
        <g key={row.key} transform={`translate(0, ${i * ROW})`} aria-hidden="true">
          <text x={LABEL - 8} y={ROW / 2} dy="0.32em" textAnchor="end" fontSize="12" fill="#1c1917">
            {row.label.length > 19 ? `${row.label.slice(0, 18)}…` : row.label}
          </text>
          <rect x={LABEL} y={4} height={ROW - 8} width={x(row.value)} fill={seriesFills[0]} rx="2" />
          <text x={LABEL + x(row.value) + 4} y={ROW / 2} dy="0.32em" fontSize="12" fill="#1c1917">
            {format(row.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}
