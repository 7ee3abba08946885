import { scaleBand, scaleLinear } from "d3-scale";
import { stack } from "d3-shape";

/** Fills for a chart's series, told apart by more than hue (lightness steps), all 3:1 against white. */
export const seriesFills = ["#166534", "#1d4ed8", "#b45309", "#7e22ce", "#be123c", "#0f766e", "#4d7c0f", "#57534e"];

// Drawn at a phone's width, so its text is readable there; it scales up on wider screens.
const WIDTH = 360;
const HEIGHT = 190;
const margin = { top: 10, right: 4, bottom: 24, left: 38 };

/** A tenth of a unit is finer than a phone's pixel; d3's full precision tripled a year's markup. */
const round = (value: number) => Math.round(value * 10) / 10;

export interface ColumnSeries {
  key: string;
  label: string;
  values: number[];
}

/**
 * Columns per category (weeks), stacked by series, drawn on the server as
 * SVG that scales to its box. `label` states the numbers for screen readers.
 */
export function ColumnChart({
  label,
  categories,
  series,
  maxValue,
  formatTick = (value) => value.toLocaleString("en-US"),
}: {
  label: string;
  categories: string[];
  series: ColumnSeries[];
  /** A fixed top of the scale (100 for percentages); otherwise the tallest column. */
  maxValue?: number;
  formatTick?: (value: number) => string;
}) {
  const rows = categories.map((_, i) => Object.fromEntries(series.map((s) => [s.key, s.values[i] ?? 0])));
  const layers = stack<Record<string, number>>().keys(series.map((s) => s.key))(rows);
  const top = maxValue ?? Math.max(1, ...layers.flatMap((layer) => layer.map(([, end]) => end)));
  const x = scaleBand<number>()
    .domain(categories.map((_, i) => i))
    .range([margin.left, WIDTH - margin.right])
    .padding(0.2);
  const y = scaleLinear()
    .domain([0, top])
    .nice()
    .range([HEIGHT - margin.bottom, margin.top]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  const bandwidth = round(x.bandwidth());
  // Every label when they fit, else every second or third.
  const labelEvery = Math.ceil(categories.length / 6);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full">
      {ticks.map((tick) => (
        <g key={tick} aria-hidden="true">
          <line x1={margin.left} x2={WIDTH - margin.right} y1={round(y(tick))} y2={round(y(tick))} stroke="#e7e5e4" />
          <text x={margin.left - 6} y={round(y(tick))} dy="0.32em" textAnchor="end" fontSize="11" fill="#44403c">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {/* A series' columns are one path: a year's weeks as rectangles were 300 elements of the home's markup. */}
      {layers.map((layer, s) => (
        <path
          key={layer.key}
          fill={seriesFills[s % seriesFills.length]}
          aria-hidden="true"
          d={layer
            .map(([start, end], i) =>
              end > start
                ? `M${round(x(i)!)} ${round(y(end))}h${bandwidth}v${round(y(start) - y(end))}h-${bandwidth}z`
                : "",
            )
            .join("")}
        />
      ))}
      {categories.map((category, i) =>
        i % labelEvery === 0 ? (
          <text
            key={i}
            aria-hidden="true"
            x={round((x(i) ?? 0) + x.bandwidth() / 2)}
            y={HEIGHT - 8}
            textAnchor="middle"
            fontSize="11"
            fill="#44403c"
          >
            {category}
          </text>
        ) : null,
      )}
    </svg>
  );
}

/** Which colour is which series, under a stacked chart. */
export function ChartLegend({ series }: { series: Array<{ key: string; label: string }> }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-800" aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ backgroundColor: seriesFills[i % seriesFills.length] }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
