import { describe, expect, it } from 'vitest';
import { displayValue, type ValueTexts } from '../../src/screens/form/model/displayValue.ts';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  isNumberField,
} from '../../src/screens/format.ts';
import { columnDisplay, type Labels } from '../../src/screens/list/useGridColumns.tsx';
import { registry } from '../../src/registry/registry.ts';
import { fieldDefinition } from '../../registry/fields.ts';
import type { EntitySchema, FieldDefinition, FieldSchema, ResourceDefinition } from '../../registry/types.ts';

// Spec 1 §9: dates DD.MM.YYYY, with time HH:mm in Europe/Berlin, in every interface language alike;
// prices in euro, two decimals. Issue 14: amounts and counts in the user's locale, money always with
// its currency.

const NBSP = '\u00a0';

describe('dates', () => {
  it('shows a calendar date as DD.MM.YYYY, without shifting it to any time zone', () => {
    expect(formatDate('2025-03-01')).toBe('01.03.2025');
    expect(formatDate('2024-12-31')).toBe('31.12.2024');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows a moment as DD.MM.YYYY HH:mm in Berlin time, summer and winter', () => {
    expect(formatDateTime('2025-07-14T22:30:00Z')).toBe('15.07.2025 00:30');
    expect(formatDateTime('2025-01-14T22:30:00Z')).toBe('14.01.2025 23:30');
    expect(formatDateTime(new Date('2025-10-26T00:59:00Z'))).toBe('26.10.2025 02:59');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('prices', () => {
  it.each([
    ['de', 1234.5, `1.234,50${NBSP}€`],
    ['de', '0.1', `0,10${NBSP}€`],
    ['de', -12, `-12,00${NBSP}€`],
    ['de', 1_000_000, `1.000.000,00${NBSP}€`],
    ['dk', 39.8, `39,80${NBSP}€`],
    ['en', 1234.5, '€1,234.50'],
    ['en', 39.8, '€39.80'],
    ['fr', 1234.5, `1${'\u202f'}234,50${NBSP}€`],
  ] as const)('are in euro with two decimals in the user’s locale (%s: %s → %s)', (language, value, shown) => {
    expect(formatMoney(value, language)).toBe(shown);
  });

  it('show nothing for no value', () => {
    expect(formatMoney(undefined, 'de')).toBe('');
    expect(formatMoney(null, 'en')).toBe('');
  });
});

describe('counts and percentages', () => {
  it('follow the interface language, Danish by its tag da', () => {
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatCount(12345, 'dk')).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'ja')).toBe('12,345');
    expect(formatCount(7.5, 'de')).toBe('7,5');
  });

  it('write percentages as the language does', () => {
    expect(formatPercent(19, 'de')).toBe(`19${NBSP}%`);
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });
});

describe('values in the history and the conflict dialog', () => {
  const texts: ValueTexts = {
    yes: 'Ja',
    no: 'Nein',
    empty: '(leer)',
    hidden: '(verborgen)',
    enumLabel: String,
    language: 'de',
  };
  const field = (schema: FieldSchema) => fieldDefinition('x', schema, { required: [] } as unknown as EntitySchema);

  it('use the formats of the lists: dates, date-times and prices', () => {
    expect(displayValue(field({ type: 'string', format: 'date' }), '2025-03-01', texts)).toBe('01.03.2025');
    expect(displayValue(field({ type: 'string', format: 'date-time' }), '2025-07-14T22:30:00Z', texts)).toBe(
      '15.07.2025 00:30',
    );
    expect(displayValue(field({ type: 'number', 'x-ui': { widget: 'money' } }), 1234.5, texts)).toBe(
      `1.234,50${NBSP}€`,
    );
  });
});

// Generated over the registry: every money field of every resource shows its currency in the list and
// in a read-only value, every count its locale's grouping; ids stay as they are.

const labels = { enumValue: (_name: string, value: unknown) => String(value) } as unknown as Labels;
const texts = (language: string): ValueTexts => ({
  yes: 'yes',
  no: 'no',
  empty: '',
  hidden: '',
  enumLabel: String,
  language,
});

/** A row on which the field holds an amount, not a percentage. */
function amountRow(field: FieldDefinition): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(field.percentWhen ?? {})) row[name] = `not-${String(value)}`;
  return row;
}

function listCell(resource: ResourceDefinition, field: FieldDefinition, value: unknown, language: string, row = {}) {
  const formatter = columnDisplay(field, labels, language).valueFormatter as
    ((value: unknown, row: Record<string, unknown>) => string) | undefined;
  return formatter?.(value, row);
}

const fieldsOf = (test: (field: FieldDefinition) => boolean) =>
  registry.resources.flatMap((resource) =>
    Object.values(resource.entity.fields)
      .filter(test)
      .map((field) => [`${resource.name} ${field.name}`, resource, field] as const),
  );

const moneyFields = fieldsOf((field) => field.widget === 'money');
const countFields = fieldsOf((field) => field.type === 'integer' && isNumberField(field));

describe('money fields of the registry', () => {
  it('exist, vouchers’ value among them', () => {
    expect(moneyFields.map(([name]) => name)).toContain('tickets/vouchers value');
    expect(moneyFields.map(([name]) => name)).toContain('tickets/vouchers remaining_value');
  });

  it('are every amount: a number that is not a money field is a rate, a rating or a coordinate', () => {
    const amounts = fieldsOf((field) => field.type === 'number' && field.widget !== 'money');
    const noAmount = /(_rate|rating|latitude|longitude)$/;
    expect(amounts.map(([name, , field]) => [name, noAmount.test(field.name)]).filter(([, known]) => !known)).toEqual(
      [],
    );
  });

  it.each(moneyFields)('%s shows its currency in the list and as a read-only value', (_name, resource, field) => {
    const row = amountRow(field);
    expect(listCell(resource, field, 39.8, 'de', row)).toBe(`39,80${NBSP}€`);
    expect(listCell(resource, field, 39.8, 'en', row)).toBe('€39.80');
    expect(displayValue(field, 39.8, texts('de'), row)).toBe(`39,80${NBSP}€`);
    expect(displayValue(field, 1234.5, texts('en'), row)).toBe('€1,234.50');
  });
});

describe('percentage vouchers', () => {
  const vouchers = registry.resource('tickets/vouchers')!;
  const value = vouchers.entity.fields.value!;

  it('show their value as a percentage, in the list and as a read-only value', () => {
    expect(listCell(vouchers, value, 12.5, 'de', { type: 'percentage' })).toBe(`12,5${NBSP}%`);
    expect(listCell(vouchers, value, 39.8, 'de', { type: 'credit' })).toBe(`39,80${NBSP}€`);
    expect(displayValue(value, 10, texts('en'), { type: 'percentage' })).toBe('10%');
  });
});

describe('count fields of the registry', () => {
  it('exist', () => expect(countFields.length).toBeGreaterThan(0));

  it.each(countFields)('%s is grouped in the user’s locale', (_name, resource, field) => {
    expect(listCell(resource, field, 12345, 'de')).toBe('12.345');
    expect(listCell(resource, field, 12345, 'en')).toBe('12,345');
    expect(displayValue(field, 12345, texts('de'))).toBe('12.345');
  });

  it('leave ids as they are', () => {
    const genres = registry.resource('tickets/genres')!;
    const id = genres.entity.fields.id_tk_genre!;
    expect(listCell(genres, id, 12345, 'de')).toBeUndefined();
    expect(displayValue(id, 12345, texts('de'))).toBe('12345');
  });
});
