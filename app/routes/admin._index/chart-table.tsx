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
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={`border-b border-stone-300 px-2 py-1 font-semibold ${i && !isText(i, columns) ? "text-right" : ""}`}
                >
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
                    <th
                      key={i}
                      scope="row"
                      className="min-w-16 border-b border-stone-200 px-2 py-1 font-normal [overflow-wrap:anywhere]"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={i}
                      className={`border-b border-stone-200 px-2 py-1 ${isText(i, row.cells) ? "" : "text-right tabular-nums"}`}
                    >
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
