import { stringify } from "csv-stringify/sync";

/** UTF-8 byte order mark, so Excel opens the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at
 * the start) is prefixed with an apostrophe so it shows as text (OWASP).
 */
export function neutralizeCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * CSV lines for these rows, every cell neutralised and quoted: a spreadsheet
 * set to another separator (`;` in much of Europe) still sees one cell.
 */
export function toCsvLines(rows: ReadonlyArray<ReadonlyArray<string | number>>) {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === "number" ? String(cell) : neutralizeCell(cell)))),
    { record_delimiter: "\r\n", quoted: true, quoted_empty: true },
  );
}
