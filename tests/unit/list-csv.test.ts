import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, parseCsv } from '../../domain/csv/csv.ts';
import { registry } from '../../src/registry/registry.ts';
import { decimalSeparator } from '../../src/screens/format.ts';
import { exportFileName } from '../../src/screens/list/csvDownload.ts';
import { localiseCsv } from '../../src/screens/list/csvLocalisation.ts';
import { exportPath } from '../../src/screens/list/listQuery.ts';
import { parseListUrl } from '../../src/screens/list/listUrlState.ts';

describe('CSV cells for German Excel', () => {
  it('write values plainly: ISO dates, true/false, JSON text, nothing for null', () => {
    expect(csvCell('Hamburg')).toBe('Hamburg');
    expect(csvCell(19.9)).toBe('19.9');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell('2024-02-29')).toBe('2024-02-29');
    expect(csvCell(new Date('2024-03-01T09:30:00Z'))).toBe('2024-03-01T09:30:00.000Z');
    // JSON has quotes of its own, which RFC 4180 doubles inside a quoted cell.
    expect(csvCell(['a', 'b'])).toBe('"[""a"",""b""]"');
    expect(csvCell({ stops: 3 })).toBe('"{""stops"":3}"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quote separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Müller; Max')).toBe('"Müller; Max"');
    expect(csvCell('the "best" tour')).toBe('"the ""best"" tour"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell('a,b')).toBe('a,b');
    expect(csvCell([{ note: 'say "hi"; bye' }])).toBe('"[{""note"":""say \\""hi\\""; bye""}]"');
  });

  it('neutralise text a spreadsheet would run as a formula, but keep the sign of numbers', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+49 4131 12345')).toBe("'+49 4131 12345");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('end lines with CRLF between cells separated by semicolons, after a byte order mark', () => {
    expect(csvLine(['id', 'name', 'note'])).toBe('id;name;note\r\n');
    expect(csvLine([1, null, 'x;y'])).toBe('1;;"x;y"\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('reading CSV back', () => {
  it.each([
    [
      'plain cells',
      'a;b;c\r\n1;2;3\r\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    ['a byte order mark', '\uFEFFid\r\n7\r\n', [['id'], ['7']]],
    ['empty cells', ';x;\r\n', [['', 'x', '']]],
    ['quoted separators and quotes', '"Müller; Max";"the ""best"" tour"\r\n', [['Müller; Max', 'the "best" tour']]],
    ['line breaks inside a quoted cell', '"line 1\r\nline 2";z\r\n', [['line 1\r\nline 2', 'z']]],
    ['a last line without its end', 'a;b', [['a', 'b']]],
  ])('reads %s', (_case, csv, rows) => {
    expect(parseCsv(csv)).toEqual(rows);
  });

  it('reads what csvLine writes', () => {
    const values = ['x;y', 'say "hi"', '', 'a\nb', "'=1+1"];
    expect(parseCsv(csvLine(values))).toEqual([values]);
  });
});

describe('numbers in the user’s language', () => {
  it.each([
    ['de', ','],
    ['dk', ','],
    ['fr', ','],
    ['ru', ','],
    ['en', '.'],
    ['ja', '.'],
    ['ar', '.'],
  ])('%s separates decimals with "%s"', (language, separator) => {
    expect(decimalSeparator(language)).toBe(separator);
  });

  it.each([
    [39.8, ',', '39,8'],
    [-12.5, ',', '-12,5'],
    [-3, ',', '-3'],
    [1234.5, '.', '1234.5'],
  ])('writes %s with "%s" as %s, a negative number without the formula guard', (value, separator, cell) => {
    expect(csvCell(value, separator)).toBe(cell);
  });

  it('leaves text alone: the decimal separator is only for numbers', () => {
    expect(csvCell('1.5', ',')).toBe('1.5');
    expect(csvCell('-1.5', ',')).toBe("'-1.5");
  });
});

describe('the export in the user’s language', () => {
  const vouchers = registry.resource('tickets/vouchers')!;
  const labels: Record<string, Record<string, string>> = {
    de: {
      id_tk_voucher: 'Gutschein-ID',
      code: 'Code',
      value: 'Wert',
      remaining_value: 'Restwert',
      metadata: 'Metadaten',
    },
    en: {
      id_tk_voucher: 'Voucher ID',
      code: 'Code',
      value: 'Value',
      remaining_value: 'Remaining value',
      metadata: 'Metadata',
    },
  };
  const server = [
    'id_tk_voucher;code;value;remaining_value;metadata',
    `12;'=HYPERLINK(1);39.8;-5.25;"{""note"":""a; b""}"`,
    "13;'-1;1234.5;;",
    '',
  ].join('\r\n');
  const localised = (language: string) =>
    parseCsv(
      localiseCsv(CSV_BOM + server, {
        fields: vouchers.entity.fields,
        label: (name) => labels[language]?.[name] ?? name,
        language,
      }),
    );

  it.each([
    [
      'de',
      [
        ['Gutschein-ID', 'Code', 'Wert', 'Restwert', 'Metadaten'],
        ['12', "'=HYPERLINK(1)", '39,8', '-5,25', '{"note":"a; b"}'],
        ['13', "'-1", '1234,5', '', ''],
      ],
    ],
    [
      'en',
      [
        ['Voucher ID', 'Code', 'Value', 'Remaining value', 'Metadata'],
        ['12', "'=HYPERLINK(1)", '39.8', '-5.25', '{"note":"a; b"}'],
        ['13', "'-1", '1234.5', '', ''],
      ],
    ],
  ])('%s: translated headers, decimals, formulas still neutralised, quoting kept', (language, rows) => {
    expect(localised(language)).toEqual(rows);
  });

  it('starts with a byte order mark, writes CRLF and quotes a cell with a separator', () => {
    const csv = localiseCsv(server, { fields: vouchers.entity.fields, label: (name) => name, language: 'de' });
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(`12;'=HYPERLINK(1);39,8;-5,25;"{""note"":""a; b""}"`);
  });
});

describe('the console’s export', () => {
  const customers = registry.resource('customers/customers')!;

  it('asks for every row the list matches: its filters, search and sort, without paging', () => {
    const state = parseListUrl(
      customers,
      new URLSearchParams(
        'page=3&perPage=50&sort=-city&sort=name&filter.name=%25rock&filter.bonus_points=%3E10&filter.zip=x%3Ey&q=hamburg',
      ),
    );
    const path = exportPath(customers, state);
    const [pathname, query = ''] = path.split('?');
    expect(pathname).toBe('/customers/export.csv');
    expect([...new URLSearchParams(query)]).toEqual([
      ['$sort[city]', '-1'],
      ['$sort[name]', '1'],
      ['name[$ilike]', '%rock'],
      ['zip', 'x>y'],
      ['bonus_points[$gt]', '10'],
      ['$search', 'hamburg'],
    ]);
  });

  it('leaves out a filter input that is not valid', () => {
    const state = parseListUrl(customers, new URLSearchParams('sort=&filter.bonus_points=%3Eabc'));
    expect(exportPath(customers, state)).toBe('/customers/export.csv');
  });

  it('names the file after the resource and the day in Berlin', () => {
    expect(exportFileName(customers, new Date('2026-05-01T21:59:00Z'))).toBe('customers-customers-2026-05-01.csv');
    expect(exportFileName(customers, new Date('2026-05-01T22:00:00Z'))).toBe('customers-customers-2026-05-02.csv');
  });
});
