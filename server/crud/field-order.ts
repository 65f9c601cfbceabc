import { brokenCompareRules } from '../../registry/compare-rules.ts';
import type { EntityDefinition } from '../../registry/types.ts';
import { ApiError, type FieldError } from '../errors.ts';

/**
 * Refuses a write that leaves the record breaking a cross-field rule (`x-compare`: it ends before
 * it starts): 422 naming each field at `at(field)` (a batch gives the item's path) with the rule's
 * message key. `record` is the record as the write leaves it; `written` names the fields the
 * write sets (every field of a create).
 */
export function refuseOutOfOrder(
  entity: EntityDefinition,
  record: Readonly<Record<string, unknown>>,
  written?: Iterable<string>,
  at: (field: string) => string = (field) => field,
) {
  const errors = outOfOrder(entity, record, written, at);
  if (errors.length > 0) throw outOfOrderError(errors);
}

/** The field errors of the rules a record breaks, at the fields' places. */
export const outOfOrder = (
  entity: EntityDefinition,
  record: Readonly<Record<string, unknown>>,
  written: Iterable<string> | undefined,
  at: (field: string) => string,
): FieldError[] =>
  brokenCompareRules(entity, record, written).map((message) => ({ ...message, field: at(message.field ?? '') }));

export const outOfOrderError = (errors: FieldError[]) =>
  new ApiError('Unprocessable', 'Some values are out of order with related fields', { errors });
