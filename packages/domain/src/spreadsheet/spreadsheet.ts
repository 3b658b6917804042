/*
 * One way to write a spreadsheet (issue 25, build 7): every export — stock journal, clients,
 * sales, ventilation, an import's rejected lines — goes through these cells, so each gets the
 * same French CSV (UTF-8 mark so Excel reads accents, ';' separator, decimal comma, CRLF) and
 * the same formula guard (OWASP "CSV injection"). Pure: the XLSX writer sits in the API.
 */

/** A cell: text typed by someone, a real number, an amount in euros (2 decimals), or empty. */
export type SheetCell = string | number | { euros: number } | null;

/** A text a spreadsheet would run as a formula starts with one of these (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed number written as text (a phone "+33612345678", "-12,50"): nothing to run. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A text cell made inert: when it starts with = + - @ TAB or CR, a single quote in front, so
 * `=HYPERLINK(…)` and `-1+HYPERLINK(…)` are shown, never run. A plain signed number stays.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

const decimalComma = (n: number, decimals?: number) =>
  (decimals === undefined ? String(n) : n.toFixed(decimals)).replace('.', ',');

/** A cell as the text of a French CSV field (quoted when it holds ; " or a line break). */
export function csvField(cell: SheetCell): string {
  const text =
    cell === null
      ? ''
      : typeof cell === 'number'
        ? decimalComma(cell)
        : typeof cell === 'string'
          ? inertText(cell)
          : decimalComma(cell.euros, 2);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: the UTF-8 mark, the headers, the rows, ';' between fields, CRLF after each line. */
export function csvFile(headers: readonly string[], rows: readonly (readonly SheetCell[])[]): string {
  const lines = [headers, ...rows].map((r) => r.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
