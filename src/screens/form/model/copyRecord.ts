import type { EntityDefinition } from '../../../../registry/types';

/**
 * What a copy starts from: the record without its id and system fields, without values that must
 * be unique (x-unique) and without write-only values.
 */
export function copyOf(entity: EntityDefinition, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([name]) => {
      const field = entity.fields[name];
      return field !== undefined && !field.readOnly && !field.unique && !field.writeOnly;
    }),
  );
}
