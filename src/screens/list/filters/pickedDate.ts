import type { DateFilter, DateOperator } from './dateFilter';

// What only the date picker needs, apart from what the list's query reads (dateFilter.ts), which
// the first list loads.

/** The comparisons a date filter offers, in the order the picker lists them. */
export const DATE_OPERATORS: readonly DateOperator[] = ['=', '>', '>=', '<', '<=', '!'];

const germanDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The filter text a picked comparison and day keep in the URL: `>=01.03.2026`, `01.03.2026` for `=`. */
export const writeDateFilter = ({ operator, day }: DateFilter): string =>
  `${operator === '=' ? '' : operator}${germanDay(day)}`;
