import type { FieldMessage } from './validation-keys';
import type { CompareOperator, EntityDefinition, FieldDefinition } from './types';

export const COMPARE_OPERATORS: readonly CompareOperator[] = ['gt', 'gte', 'lt', 'lte'];

/** The message of a broken rule when the field's x-messages names none for x-compare. */
export const OUT_OF_ORDER_KEY = 'error.out_of_order';

const HOLDS: Readonly<Record<CompareOperator, (value: number, other: number) => boolean>> = {
  gt: (value, other) => value > other,
  gte: (value, other) => value >= other,
  lt: (value, other) => value < other,
  lte: (value, other) => value <= other,
};

/** A number, a date-time or a date (text, or a Date as the database answers it) as a number; else undefined. */
function comparable(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
}

/** Whether the field's value and the other's keep the rule; a rule with a side missing (null, empty) holds. */
export function keepsRule(operator: CompareOperator, value: unknown, other: unknown): boolean {
  const [left, right] = [comparable(value), comparable(other)];
  return left === undefined || right === undefined || HOLDS[operator](left, right);
}

/**
 * The cross-field rules (`x-compare`) a record breaks, one message at each field whose rule it breaks.
 * `record` is the record as the write leaves it (a stored row with a patch's values over it);
 * `written`, where given, names the fields the write sets: only rules with a side among them are
 * checked, so that a change of other fields does not trip over an order stored before the rule.
 */
export function brokenCompareRules(
  entity: EntityDefinition,
  record: Readonly<Record<string, unknown>>,
  written?: Iterable<string>,
): FieldMessage[] {
  const touched = written === undefined ? undefined : new Set(written);
  const broken = (field: FieldDefinition) =>
    field.compare.filter(
      ({ operator, other }) =>
        (touched === undefined || touched.has(field.name) || touched.has(other)) &&
        !keepsRule(operator, record[field.name], record[other]),
    );
  return Object.values(entity.fields).flatMap((field) => {
    const [first] = broken(field);
    if (!first) return [];
    const key = field.schema['x-messages']?.['x-compare'] ?? OUT_OF_ORDER_KEY;
    return [{ field: field.name, key, params: { rule: first.operator, other: first.other } }];
  });
}
