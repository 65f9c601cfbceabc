import type { EntityDefinition } from '../../../registry/types.ts';

/**
 * A validated body as column values: JSON columns travel as JSON text; the concurrency version
 * and transient fields (confirmations) are no values.
 */
export function toColumnValues(entity: EntityDefinition, values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !(entity.concurrency && name === 'version') && !entity.fields[name]?.transient)
      .map(([name, value]) => [
        name,
        entity.fields[name]?.sqlType === 'jsonb' && value !== null ? JSON.stringify(value) : value,
      ]),
  );
}
