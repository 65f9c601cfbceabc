import { describe, expect, it } from 'vitest';
import { invoiceDateRefusal, openPeriodStart } from '../../server/areas/tickets/invoice-date.ts';
import type { CounterReset } from '../../server/areas/tickets/invoice-number.ts';

// The date rule of a new invoice (docs/decisions.md, "Invoice dates and counters"): issued today,
// back within the open period, never before the configuration's last invoice, never ahead.

describe('the open period an invoice may be dated back into', () => {
  it.each<[CounterReset, string, string]>([
    ['yearly', '2026-11-25', '2026-01-01'],
    ['yearly', '2027-01-01', '2027-01-01'],
    ['monthly', '2026-11-25', '2026-11-01'],
    ['monthly', '2026-03-01', '2026-03-01'],
    ['never', '2026-11-25', '2026-01-01'],
  ])('%s on %s starts on %s', (reset, today, start) => {
    expect(openPeriodStart(reset, today)).toBe(start);
  });
});

describe("a new invoice's date, issued on 2026-11-25", () => {
  const today = '2026-11-25';
  it.each<[string, CounterReset, string | null, ReturnType<typeof invoiceDateRefusal>]>([
    [today, 'yearly', null, undefined],
    [today, 'yearly', today, undefined],
    ['2026-01-01', 'yearly', null, undefined],
    ['2026-11-20', 'monthly', '2026-11-20', undefined],
    ['2026-11-01', 'never', '2025-12-31', undefined],
    ['2026-11-26', 'yearly', null, { key: 'tickets.invoice.date_in_future', params: { latest: today } }],
    ['2099-12-31', 'never', '2026-11-25', { key: 'tickets.invoice.date_in_future', params: { latest: today } }],
    ['2025-12-31', 'yearly', null, { key: 'tickets.invoice.date_before_period', params: { earliest: '2026-01-01' } }],
    [
      '2025-12-31',
      'never',
      '2025-06-01',
      { key: 'tickets.invoice.date_before_period', params: { earliest: '2026-01-01' } },
    ],
    [
      '2026-10-31',
      'monthly',
      '2026-10-31',
      { key: 'tickets.invoice.date_before_period', params: { earliest: '2026-11-01' } },
    ],
    [
      '2026-11-19',
      'monthly',
      '2026-11-20',
      { key: 'tickets.invoice.date_before_last', params: { earliest: '2026-11-20' } },
    ],
    [
      '2025-12-31',
      'yearly',
      '2026-02-01',
      { key: 'tickets.invoice.date_before_last', params: { earliest: '2026-02-01' } },
    ],
    // An invoice stored ahead of today (before this rule) holds the configuration up until its day.
    [
      '2026-11-25',
      'yearly',
      '2099-01-01',
      { key: 'tickets.invoice.date_before_last', params: { earliest: '2099-01-01' } },
    ],
  ])('%s (%s, last invoice %s)', (date, reset, lastDate, refusal) => {
    expect(invoiceDateRefusal(date, { today, reset, lastDate })).toEqual(refusal);
  });
});
