import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { FieldDefinition } from '../../../registry/types';
import { filterFromInput } from '../../data/filterInput';
import type { FilterKind } from './filterKind';
import { isoDay, nextDay, readDateFilter, type DateFilter } from './filters/dateFilter';

/** A filter input read: the filters to send, or the translation key of what is wrong with it. */
export type FilterCheck = { filters: CrudFilter[]; error?: undefined } | { error: string; filters?: undefined };

const LIKE_OPERATORS: readonly string[] = ['contains', 'startswith', 'endswith'];
const COMPARISONS: readonly string[] = ['gt', 'gte', 'lt', 'lte'];
const BOOLEANS: readonly string[] = ['true', 'false', '1', '0'];

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
      return BOOLEANS.includes(text) ? { value: text } : { error: 'list.filter.invalid.boolean' };
    case 'date':
    case 'timestamptz': {
      const value = isoDay(text);
      return value ? { value } : { error: 'list.filter.invalid.date' };
    }
    default:
      return { value: text };
  }
}

/**
 * A date-time compared with a day means the day in Berlin, where the server reads a time without
 * offset: `=` is within the day, `>` after it, `<=` up to its end, `!` outside it (or no value).
 */
function dayFilters(field: string, { operator, day }: DateFilter): CrudFilter[] {
  const from: LogicalFilter = { field, operator: 'gte', value: day };
  const before: LogicalFilter = { field, operator: 'lt', value: day };
  const after: LogicalFilter = { field, operator: 'gte', value: nextDay(day) };
  const untilEnd: LogicalFilter = { ...after, operator: 'lt' };
  switch (operator) {
    case '=':
      return [from, untilEnd];
    case '>':
      return [after];
    case '>=':
      return [from];
    case '<':
      return [before];
    case '<=':
      return [untilEnd];
    case '!':
      return [{ operator: 'or', value: [before, after, { field, operator: 'null', value: true }] }];
  }
}

/** Which conditions a kind's input can show: a select lists values, a picker compares one day. */
function kindError(kind: FilterKind, filter: LogicalFilter): string | undefined {
  const values: unknown[] = Array.isArray(filter.value) ? filter.value : [filter.value];
  switch (kind.kind) {
    case 'enum':
      return ['eq', 'in'].includes(filter.operator) &&
        values.every((value) => kind.values.includes(String(value).trim()))
        ? undefined
        : 'list.filter.invalid.enum';
    case 'boolean':
    case 'reference':
      return filter.operator === 'eq' ? undefined : `list.filter.invalid.${kind.kind}`;
    case 'date':
    case 'dateTime':
      return filter.operator === 'in' ? 'list.filter.invalid.date' : undefined;
    default:
      return undefined;
  }
}

/**
 * Reads a filter's text, as the URL keeps it, by the spec's prefix convention (`>10`, `!3`,
 * `%rock`, `a,b`, else equal) and checks it against the field and what its kind of input can
 * show, so that a malformed one is shown instead of being sent. Empty text is no filter.
 */
export function checkFilterInput(field: FieldDefinition, kind: FilterKind, text: string): FilterCheck | undefined {
  const filter = filterFromInput(field.name, text.trim());
  if (!filter) return undefined;
  if (LIKE_OPERATORS.includes(filter.operator) && !field.text) return { error: 'list.filter.invalid.like' };
  if (COMPARISONS.includes(filter.operator) && !field.ordered && !field.text)
    return { error: 'list.filter.invalid.comparison' };
  const wrongKind = kindError(kind, filter);
  if (wrongKind) return { error: wrongKind };

  const texts: string[] = Array.isArray(filter.value) ? filter.value : [filter.value];
  const values: string[] = [];
  for (const value of texts) {
    const typed = typedValue(field, value.trim());
    if ('error' in typed) return { error: typed.error };
    values.push(typed.value);
  }
  if (kind.kind === 'dateTime') return { filters: dayFilters(field.name, readDateFilter(text)!) };
  return { filters: [{ ...filter, value: Array.isArray(filter.value) ? values : values[0] }] };
}
