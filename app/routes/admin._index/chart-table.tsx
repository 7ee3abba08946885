/** The numbers of a chart as a table, folded under it: for screen readers, copying and exact reading. */
export function ChartTable({
  caption,
  columns,
  rows,
  lastColumnText = false,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: Array<string | number> }>;
  /** The last column is words that wrap (left-aligned), so a breakdown fits a phone without a sideways scroll. */
  lastColumnText?: boolean;
}) {
  const isText = (i: number, cells: unknown[]) => lastColumnText && i === cells.length - 1;
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-800 underline underline-offset-2">
        Show as table
      </summary>
      {/* A table wider than a phone scrolls in its own box, which a keyboard must reach to scroll (axe). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-2 max-w-full overflow-x-auto" tabIndex={0}>
        {/* The cells' look is set once here, not on each cell: a year's tables are hundreds of cells. */}
        <table className="w-full border-collapse text-left [&_tbody_th]:min-w-16 [&_tbody_th]:border-b [&_tbody_th]:border-stone-200 [&_tbody_th]:font-normal [&_tbody_th]:[overflow-wrap:anywhere] [&_td]:border-b [&_td]:border-stone-200 [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1 [&_thead_th]:border-b [&_thead_th]:border-stone-300 [&_thead_th]:font-semibold">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col" className={i && !isText(i, columns) ? "text-right" : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={isText(i, row.cells) ? undefined : "text-right tabular-nums"}>
                      {typeof cell === "number" ? cell.toLocaleString("en-US") : cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
