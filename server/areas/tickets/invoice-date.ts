import { TIME_ZONE } from '../../db/database.ts';
import type { CounterReset } from './invoice-number.ts';

/** Today in the business's time zone, as `YYYY-MM-DD`: the day an invoice made now is issued. */
export const businessToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(new Date());

/** Why a date cannot be a new invoice's: the message key and the bound the date broke. */
export type InvoiceDateRefusal =
  | { key: 'tickets.invoice.date_in_future'; params: { latest: string } }
  | { key: 'tickets.invoice.date_before_period' | 'tickets.invoice.date_before_last'; params: { earliest: string } };

/**
 * The first day an invoice issued today may be dated back to: the first of the month for a
 * configuration that counts per month, else the first of the year. A configuration that never
 * resets closes its year all the same, so that no invoice is dated into a closed year.
 */
export function openPeriodStart(reset: CounterReset, today: string): string {
  return reset === 'monthly' ? `${today.slice(0, 7)}-01` : `${today.slice(0, 4)}-01-01`;
}

/**
 * An invoice is dated the day it is issued; it may be dated back within the open period, but never
 * before the last invoice of its configuration, so that numbers follow dates (GoBD), and never
 * ahead, since a later date would hold up every invoice until then. Dates are `YYYY-MM-DD`.
 */
export function invoiceDateRefusal(
  date: string,
  { today, reset, lastDate }: { today: string; reset: CounterReset; lastDate: string | null },
): InvoiceDateRefusal | undefined {
  if (date > today) return { key: 'tickets.invoice.date_in_future', params: { latest: today } };
  const periodStart = openPeriodStart(reset, today);
  if (lastDate !== null && lastDate >= periodStart && date < lastDate)
    return { key: 'tickets.invoice.date_before_last', params: { earliest: lastDate } };
  if (date < periodStart) return { key: 'tickets.invoice.date_before_period', params: { earliest: periodStart } };
  return undefined;
}
