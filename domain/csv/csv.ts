/**
 * CSV as German Excel opens it: RFC 4180 with `;` between cells and CRLF between lines, a UTF-8
 * byte order mark first, so that Excel does not read the file as Windows-1252. The server writes its
 * export with these; the console reads it back and writes it again in the user's language.
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** A value as plain text: dates in ISO 8601, booleans true/false, JSON as JSON text, null empty. */
function plainText(value: unknown, decimalSeparator: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value).replace('.', decimalSeparator);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One cell. Text that a spreadsheet would run as a formula gets a leading `'`; numbers keep their
 * sign, as they come from number columns and cannot hold a formula. A number's decimal separator is
 * the user's (`,` in German); the cell separator stays `;`, so neither needs quotes.
 */
export function csvCell(value: unknown, decimalSeparator = '.'): string {
  const text = plainText(value, decimalSeparator);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(values: readonly unknown[], decimalSeparator = '.'): string {
  return values.map((value) => csvCell(value, decimalSeparator)).join(SEPARATOR) + LINE_END;
}

/** The rows of a CSV text as written here (`;`, quotes doubled inside quoted cells), without its byte order mark. */
export function parseCsv(csv: string): string[][] {
  const text = csv.startsWith(CSV_BOM) ? csv.slice(CSV_BOM.length) : csv;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === SEPARATOR) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
