import { describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  nextCounter,
  periodOf,
  type CounterReset,
} from '../../server/areas/tickets/invoice-number.ts';

// Invoice numbers (spec 2 §4): the period a date counts in, the counter that follows, the number.

describe('the numbering period of a date', () => {
  it.each<[CounterReset, string]>([
    ['yearly', '2026'],
    ['monthly', '2026-11'],
    ['never', ''],
  ])('%s: %s', (reset, period) => {
    expect(periodOf(reset, '2026-11-25')).toBe(period);
  });
});

describe('the next counter', () => {
  it.each<[string, number, string | null, string, number]>([
    ['continues the start number before the first invoice', 41, null, '2026', 42],
    ['counts on in the same period', 7, '2026', '2026', 8],
    ['starts again at 1 in a new period', 7, '2025', '2026', 1],
    ['counts on for ever without resets', 7, '', '', 8],
  ])('%s', (_case, current_number, counter_period, period, next) => {
    expect(nextCounter({ current_number, counter_period }, period)).toBe(next);
  });
});

describe('an invoice number', () => {
  it.each([
    ['{prefix}-{year}-{counter:5}', 'RE-2026-00042'],
    ['{prefix}-{year}{month}-{counter:4}', 'RE-202611-0042'],
    ['{prefix}{counter}', 'RE42'],
  ])('%s gives %s', (template, number) => {
    expect(formatInvoiceNumber(template, { prefix: 'RE', date: '2026-11-25', counter: 42 })).toBe(number);
  });
});
