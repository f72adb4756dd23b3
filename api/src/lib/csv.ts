/**
 * CSV for spreadsheets: the one cell function of every staff export (delivery's submissions,
 * the leads inbox). Visitors type these fields, so a cell must never run as a formula.
 */

/** Where a spreadsheet may split a cell: its separator depends on the locale and the import. */
const SPLIT_AT = /[,;|\t\r\n]/;
/**
 * A formula's first character at the start of a cell or of any piece a split would make, after
 * any spaces or quotes (a split that ignores quoting leaves `"=1` in a piece; some programs trim).
 */
const FORMULA_STARTS = /(^|[,;|\t\r\n])([\s"]*)(?=[=+\-@\t\r])/g;
/** A cell whose first character a spreadsheet would take as the start of a formula. */
const FORMULA_FIRST = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180 quoting). Text a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * first) is defused as OWASP advises: an apostrophe as the cell's first character and after any
 * separator a spreadsheet may split on (`x;=1+1` in a semicolon locale), and the cell quoted. A
 * cell holding such a separator or a quote is quoted too, so a program that honours quotes keeps
 * it whole. Numbers are ours (ids, counts), never typed by a visitor, and stay as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const split = value.replace(FORMULA_STARTS, "$1$2'");
  const text = FORMULA_FIRST.test(split) ? `'${split}` : split;
  const defused = text !== value;
  return defused || /"/.test(text) || SPLIT_AT.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row; CRLF line ends (RFC 4180). */
export function csvDocument<K extends string>(
  columns: readonly K[],
  rows: readonly Readonly<Record<K, string | number>>[],
): string {
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
