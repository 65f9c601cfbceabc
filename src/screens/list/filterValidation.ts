import type { LogicalFilter } from '@refinedev/core';
import type { FieldDefinition } from '../../../registry/types';
import { filterFromInput } from '../../data/filterInput';

/** A filter input read: the filter to send, or the translation key of what is wrong with it. */
export type FilterCheck = { filter: LogicalFilter; error?: undefined } | { error: string; filter?: undefined };

const LIKE_OPERATORS: readonly string[] = ['contains', 'startswith', 'endswith'];
const COMPARISONS: readonly string[] = ['gt', 'gte', 'lt', 'lte'];

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})(?:[ T](\d{2}:\d{2}))?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether the day exists: JavaScript would read 31.02. as 3 March, PostgreSQL refuses it. */
function isCalendarDay(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** DD.MM.YYYY [HH:mm], as the list shows dates, in the ISO form the API reads; ISO stays as it is. */
function isoDate(text: string): string | undefined {
  const german = GERMAN_DATE.exec(text);
  const iso = german ? `${german[3]}-${german[2]}-${german[1]}${german[4] ? ` ${german[4]}` : ''}` : text;
  return ISO_DATE_TIME.test(iso) && isCalendarDay(iso) ? iso : undefined;
}

/** One value in the type of the field, as the API coerces it (server/crud/query/coerce-value.ts), or why it cannot be. */
function typedValue(field: FieldDefinition, text: string): { value: string } | { error: string } {
  if (text === '') return { error: 'list.filter.invalid.empty' };
  switch (field.sqlType) {
    case 'integer':
    case 'bigint':
      return /^-?\d{1,16}$/.test(text) && Number.isSafeInteger(Number(text))
        ? { value: text }
        : { error: 'list.filter.invalid.integer' };
    case 'double':
    case 'numeric':
      return Number.isFinite(Number(text)) ? { value: text } : { error: 'list.filter.invalid.number' };
    case 'boolean':
      return ['true', 'false', '1', '0'].includes(text) ? { value: text } : { error: 'list.filter.invalid.boolean' };
    case 'date': {
      const value = isoDate(text);
      return value && value.length === 10 ? { value } : { error: 'list.filter.invalid.date' };
    }
    case 'timestamptz': {
      const value = isoDate(text);
      return value ? { value } : { error: 'list.filter.invalid.dateTime' };
    }
    default:
      return { value: text };
  }
}

/**
 * Reads a filter input by the spec's prefix convention (`>10`, `!3`, `%rock`, `a,b`, else equal)
 * and checks it against the field, so that a malformed one is shown instead of being sent.
 * Empty text is no filter.
 */
export function checkFilterInput(field: FieldDefinition, text: string): FilterCheck | undefined {
  const filter = filterFromInput(field.name, text.trim());
  if (!filter) return undefined;
  if (LIKE_OPERATORS.includes(filter.operator) && !field.text) return { error: 'list.filter.invalid.like' };
  if (COMPARISONS.includes(filter.operator) && !field.ordered && !field.text)
    return { error: 'list.filter.invalid.comparison' };

  const texts: string[] = Array.isArray(filter.value) ? filter.value : [filter.value];
  const values: string[] = [];
  for (const value of texts) {
    const typed = typedValue(field, value.trim());
    if ('error' in typed) return { error: typed.error };
    values.push(typed.value);
  }
  return { filter: { ...filter, value: Array.isArray(filter.value) ? values : values[0] } };
}
