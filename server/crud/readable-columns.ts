import type { EntityDefinition } from '../../registry/types.ts';

const cache = new WeakMap<EntityDefinition, string[]>();

/** The columns an answer may carry: every field but the write-only ones. */
export function readableColumns(entity: EntityDefinition): string[] {
  let columns = cache.get(entity);
  if (!columns) {
    columns = entity.fieldNames.filter((name) => !entity.fields[name]?.writeOnly);
    cache.set(entity, columns);
  }
  return columns;
}
