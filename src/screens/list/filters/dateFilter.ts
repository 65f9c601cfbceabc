import { parseFilterInput, type ComparisonOperator } from '../../../../registry/filter-prefix';

/** A comparison of a date filter, as the prefix convention writes it; `=` is no prefix. */
export type DateOperator = '=' | '>' | '>=' | '<' | '<=' | '!';

/** A date filter as its picker shows it: a comparison and a day (YYYY-MM-DD). */
export interface DateFilter {
  operator: DateOperator;
  day: string;
}

const GERMAN_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the day exists: JavaScript would read 31.02. as 3 March, PostgreSQL refuses it. */
function isCalendarDay(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** DD.MM.YYYY, as the list shows dates, or YYYY-MM-DD, as the API reads them: the ISO day, if it exists. */
export function isoDay(text: string): string | undefined {
  const german = GERMAN_DAY.exec(text.trim());
  const iso = german ? `${german[3]}-${german[2]}-${german[1]}` : text.trim();
  return ISO_DAY.test(iso) && isCalendarDay(iso) ? iso : undefined;
}

/** The day after an ISO day. */
export function nextDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const PREFIX_OF: Readonly<Record<ComparisonOperator, DateOperator>> = {
  $gt: '>',
  $gte: '>=',
  $lt: '<',
  $lte: '<=',
  $ne: '!',
};

/** A filter text of the prefix convention as one comparison with one day; undefined for anything else. */
export function readDateFilter(text: string): DateFilter | undefined {
  const condition = parseFilterInput(text.trim());
  if (typeof condition === 'string') {
    const day = isoDay(condition);
    return day ? { operator: '=', day } : undefined;
  }
  if ('$in' in condition || '$ilike' in condition) return undefined;
  const [operator, value] = Object.entries(condition)[0] as [ComparisonOperator, string];
  const day = isoDay(value);
  return day ? { operator: PREFIX_OF[operator], day } : undefined;
}
