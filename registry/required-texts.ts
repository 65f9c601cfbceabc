import { splitType } from './fields';
import type { EntitySchema } from './types';

/**
 * Spec 1 §5: a required field needs a value, and an empty text is none. A required string field
 * without its own `minLength` gets `minLength: 1`, so that neither a create nor a PATCH or PUT can
 * leave it empty; the failure takes the field's `required` message (validation-keys.ts). Text of
 * spaces stays a value: the generated forms send what is typed, untrimmed.
 */
export function withRequiredTexts(schema: EntitySchema): EntitySchema {
  const required = new Set(schema.required ?? []);
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, field]) =>
      required.has(name) && splitType(field.type).type === 'string' && field.minLength === undefined
        ? [name, { ...field, minLength: 1 }]
        : [name, field],
    ),
  );
  return { ...schema, properties };
}
