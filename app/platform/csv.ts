import Papa from "papaparse";

/** UTF-8 byte order mark, so Excel opens the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

/**
 * Text a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, tab or CR at
 * the start (OWASP). Papa's own default misses a formula followed by a line break.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * CSV lines for these rows, every cell quoted (a spreadsheet set to another
 * separator, `;` in much of Europe, still sees one cell) and every text that
 * starts like a formula prefixed with an apostrophe, so it shows as text.
 */
export function toCsvLines(rows: ReadonlyArray<ReadonlyArray<string | number>>) {
  if (rows.length === 0) return "";
  return `${Papa.unparse(rows as unknown[][], { quotes: true, newline: "\r\n", escapeFormulae: formulaStart })}\r\n`;
}
