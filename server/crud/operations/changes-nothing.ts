import type { EntityDefinition } from '../../../registry/types.ts';
import { sameValue } from '../same-value.ts';
import { toColumnValues } from './column-values.ts';

type Row = Record<string, unknown>;

/**
 * Whether an update that sets `sets` would leave the locked row `before` as it is: every column
 * it sets holds that value already, as the column holds it (an instant, a number, JSON in any
 * key order). A column the row does not show (a write-only one: a password, whose new hash never
 * equals the old) always counts as a change.
 */
export function changesNothing(entity: EntityDefinition, before: Row, sets: Row): boolean {
  return Object.keys(toColumnValues(entity, sets)).every((name) => {
    const field = entity.fields[name];
    return field !== undefined && !field.writeOnly && name in before && sameValue(field, sets[name], before[name]);
  });
}
