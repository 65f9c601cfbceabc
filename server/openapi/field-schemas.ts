import type { FieldDefinition } from '../../registry/types.ts';
import type { SchemaObject } from './types.ts';

/** The JSON Schema keywords an entity field may carry (schemas/meta/entity.json); x- keywords stay behind. */
const KEYWORDS = [
  'type',
  'title',
  'description',
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'default',
  'examples',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'additionalProperties',
  'readOnly',
  'writeOnly',
] as const;

/** A field as a request body may carry it: the entity file's schema, which bodies are checked by. */
export function inputFieldSchema(field: FieldDefinition): SchemaObject {
  const schema: SchemaObject = {};
  for (const keyword of KEYWORDS) {
    if (field.schema[keyword] !== undefined) schema[keyword] = field.schema[keyword];
  }
  if (field.ref) schema['x-ref'] = field.ref.entity;
  return schema;
}

/**
 * A field as an answer carries it. Its column may hold null even where the file's type does not
 * say so: schema sync makes a column NOT NULL only when the field is required or has a default
 * (server/db/schema-sync/plan-schema.ts), and PUT writes null to a field it leaves out.
 */
export function readFieldSchema(field: FieldDefinition, columnNullable: boolean): SchemaObject {
  const schema = inputFieldSchema(field);
  if (!columnNullable) return schema;
  if (!field.nullable) schema.type = [field.type, 'null'];
  if (field.enum && !field.enum.includes(null)) schema.enum = [...field.enum, null];
  return schema;
}

/** One value of the field in a query filter: its type without null, its format and enum. */
export function filterValueSchema(field: FieldDefinition): SchemaObject {
  return {
    type: field.type,
    ...(field.format ? { format: field.format } : {}),
    ...(field.enum ? { enum: field.enum.filter((value) => value !== null) } : {}),
  };
}
