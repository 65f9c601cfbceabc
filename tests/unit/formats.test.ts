import { describe, expect, it } from 'vitest';
import { displayValue, type ValueTexts } from '../../src/screens/form/model/displayValue.ts';
import { formatCount, formatDate, formatDateTime, formatMoney } from '../../src/screens/format.ts';
import { fieldDefinition } from '../../registry/fields.ts';
import type { EntitySchema, FieldSchema } from '../../registry/types.ts';

// Spec 1 §9: dates DD.MM.YYYY, with time HH:mm in Europe/Berlin, prices in euro in the German
// format with two decimals, in every interface language alike.

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
  it('are in euro, in the German format, with two decimals', () => {
    expect(formatMoney(1234.5)).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney('0.1')).toBe(`0,10${NBSP}€`);
    expect(formatMoney(-12)).toBe(`-12,00${NBSP}€`);
    expect(formatMoney(1_000_000)).toBe(`1.000.000,00${NBSP}€`);
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('counts', () => {
  it('follow the interface language, Danish by its tag da', () => {
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatCount(12345, 'dk')).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'ja')).toBe('12,345');
  });
});

describe('values in the history and the conflict dialog', () => {
  const texts: ValueTexts = { yes: 'Ja', no: 'Nein', empty: '(leer)', hidden: '(verborgen)', enumLabel: String };
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
