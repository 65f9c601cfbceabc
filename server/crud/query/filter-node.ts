import type { QueryFlag } from '../../../registry/types.ts';

/** A parsed filter: conditions on fields combined with and/or, ready to become SQL. */

export const COMPARISON_OPERATORS = ['$gt', '$gte', '$lt', '$lte'] as const;
export const OPERATORS = ['$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$ne', '$like', '$ilike', '$null'] as const;

export type Operator = '$eq' | (typeof OPERATORS)[number];

export type FilterValue = string | number | boolean | Date | null;

export type FilterNode =
  | { kind: 'and' | 'or'; children: FilterNode[] }
  /** A query flag: whether some record of another table refers to the row (`?driversOnly=true`). */
  | { kind: 'flag'; flag: QueryFlag; idRef: string; referred: boolean }
  | {
      kind: 'condition';
      field: string;
      operator: Operator;
      value: FilterValue | FilterValue[];
      /** Equality on text, which ignores case (`$eq`, `$ne`, `$in`, `$nin`). */
      caseless?: boolean;
    };

/** Every field a filter names, at any depth. */
export function fieldsOf(node: FilterNode | undefined): string[] {
  if (!node) return [];
  if (node.kind === 'flag') return [];
  return node.kind === 'condition' ? [node.field] : node.children.flatMap(fieldsOf);
}
