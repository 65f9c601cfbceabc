/**
 * CSV as German Excel opens it: RFC 4180 with `;` between cells and CRLF between lines, a UTF-8
 * byte order mark first, so that Excel does not read the file as Windows-1252.
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** A value as plain text: dates in ISO 8601, booleans true/false, JSON as JSON text, null empty. */
function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One cell. Text that a spreadsheet would run as a formula gets a leading `'`; numbers keep their
 * sign, as they come from number columns and cannot hold a formula.
 */
export function csvCell(value: unknown): string {
  const text = plainText(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(SEPARATOR) + LINE_END;
}
