import { CSV_BOM, csvLine, parseCsv } from '../../../domain/csv/csv';
import type { FieldDefinition } from '../../../registry/types';
import { decimalSeparator } from '../format';

/** What the console needs to write the server's export for its user. */
export interface CsvLocale {
  /** The entity's fields, by the names the export's header gives. */
  fields: Readonly<Record<string, FieldDefinition>>;
  /** A column's header as the list shows it, translated. */
  label: (name: string) => string;
  language: string;
}

const isNumeric = (field: FieldDefinition | undefined) => field?.type === 'integer' || field?.type === 'number';

/** A number column's cell as the number it holds; an empty cell stays empty. */
const numberOf = (cell: string): number | string => (cell === '' || Number.isNaN(Number(cell)) ? cell : Number(cell));

/**
 * The server's CSV export (field names, numbers with a point) in the user's language: the list's
 * translated column headers, numbers with the user's decimal separator. Text cells are written again
 * as they came, the server's guard against formulas included; numbers are numbers, not formulas, and
 * keep their sign.
 */
export function localiseCsv(csv: string, { fields, label, language }: CsvLocale): string {
  const [header = [], ...rows] = parseCsv(csv);
  const numeric = header.map((name) => isNumeric(fields[name]));
  const separator = decimalSeparator(language);
  const lines = rows.map((row) =>
    csvLine(
      row.map((cell, index) => (numeric[index] ? numberOf(cell) : cell)),
      separator,
    ),
  );
  return CSV_BOM + csvLine(header.map(label)) + lines.join('');
}
