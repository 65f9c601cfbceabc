import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import {
  formatFilterInput,
  parseFilterInput,
  type ComparisonOperator,
  type FilterCondition,
} from '../../registry/filter-prefix';

const TO_CRUD: Record<ComparisonOperator, LogicalFilter['operator']> = {
  $gt: 'gt',
  $gte: 'gte',
  $lt: 'lt',
  $lte: 'lte',
  $ne: 'ne',
};
/** Made when first needed: the list's first page only reads filters. */
const fromCrud = () =>
  Object.fromEntries(Object.entries(TO_CRUD).map(([wire, crud]) => [crud, wire])) as Partial<
    Record<LogicalFilter['operator'], ComparisonOperator>
  >;

/**
 * A like pattern as Refine's text operators: `%x%` contains, `%x` ends with, `x%` starts with.
 * A `%` inside the text is then matched literally.
 */
function likeFilter(field: string, pattern: string): LogicalFilter {
  if (pattern.length >= 2 && pattern.startsWith('%') && pattern.endsWith('%'))
    return { field, operator: 'contains', value: pattern.slice(1, -1) };
  if (pattern.startsWith('%')) return { field, operator: 'endswith', value: pattern.slice(1) };
  return { field, operator: 'startswith', value: pattern.slice(0, -1) };
}

/**
 * A list screen's filter input (spec 1 §5 prefixes: `>10`, `!3`, `%rock`, `a,b`) as a Refine
 * filter, which Refine keeps in the URL; empty text is no filter.
 */
export function filterFromInput(field: string, text: string): LogicalFilter | undefined {
  if (text === '') return undefined;
  const condition = parseFilterInput(text);
  if (typeof condition === 'string') return { field, operator: 'eq', value: condition };
  if ('$in' in condition) return { field, operator: 'in', value: condition.$in };
  if ('$ilike' in condition) return likeFilter(field, condition.$ilike);
  const [operator, value] = Object.entries(condition)[0] as [ComparisonOperator, string];
  return { field, operator: TO_CRUD[operator], value };
}

function conditionOf({ operator, value }: LogicalFilter): FilterCondition | undefined {
  const comparison = fromCrud()[operator];
  if (comparison) return { [comparison]: String(value) } as FilterCondition;
  switch (operator) {
    case 'eq':
      return String(value);
    case 'in':
      return { $in: (Array.isArray(value) ? value : [value]).map(String) };
    case 'contains':
      return { $ilike: `%${String(value)}%` };
    case 'startswith':
      return { $ilike: `${String(value)}%` };
    case 'endswith':
      return { $ilike: `%${String(value)}` };
    default:
      return undefined;
  }
}

/** The text a filter input shows for a Refine filter, e.g. read back from the URL; undefined if it has none. */
export function inputFromFilter(filter: CrudFilter): string | undefined {
  if (!('field' in filter)) return undefined;
  const condition = conditionOf(filter);
  return condition === undefined ? undefined : formatFilterInput(condition);
}
