import type { EntityDefinition } from '../../../registry/types.ts';
import type { Condition } from '../query/build-where.ts';

/** Rows not in the trash (every row, for an entity without soft delete). */
export function notDeleted(entity: EntityDefinition): Condition | undefined {
  return entity.softDelete ? (eb) => eb(eb.ref('deleted_at'), 'is', null) : undefined;
}

export function inTrash(entity: EntityDefinition): Condition | undefined {
  return entity.softDelete ? (eb) => eb(eb.ref('deleted_at'), 'is not', null) : undefined;
}

export function withId(entity: EntityDefinition, id: number): Condition {
  return (eb) => eb(eb.ref(entity.idField), '=', id);
}
