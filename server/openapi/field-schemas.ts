import { OUT_OF_ORDER_KEY } from '../../registry/compare-rules.ts';
import type { CompareOperator, FieldDefinition } from '../../registry/types.ts';
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
  const rules = fieldRules(field);
  if (rules.length > 0) {
    schema['x-access'] = { ...field.schema['x-access'] };
    if (field.grantsRole) schema['x-grants-role'] = true;
  }
  if (field.compare.length > 0) schema['x-compare'] = { ...field.schema['x-compare'] };
  const said = [...rules, ...compareRules(field)];
  if (said.length > 0) schema.description = [field.schema.description, ...said].filter(Boolean).join(' ');
  return schema;
}

const COMPARED: Readonly<Record<CompareOperator, string>> = {
  gt: 'greater (later) than',
  gte: 'at least (not before)',
  lt: 'less (earlier) than',
  lte: 'at most (not after)',
};

/** A field's cross-field rules (x-compare), in words for the document. */
function compareRules(field: FieldDefinition): string[] {
  const key = field.schema['x-messages']?.['x-compare'] ?? OUT_OF_ORDER_KEY;
  return field.compare.map(
    ({ operator, other }) => `Must be ${COMPARED[operator]} ${other} when both have a value (422 ${key}).`,
  );
}

/** What a field's own rules (x-access, x-grants-role) ask of a caller, in words for the document. */
function fieldRules(field: FieldDefinition): string[] {
  const rules: string[] = [];
  if (field.access.write.length > 0)
    rules.push(
      `Changing it needs ${field.access.write.join(' or ')} besides the call's right (403 error.field_forbidden).`,
    );
  if (field.access.read.length > 0)
    rules.push(
      `Answered only to callers with ${field.access.read.join(' or ')}; others filtering, sorting or selecting by it get 403 error.field_forbidden.`,
    );
  if (field.grantsRole)
    rules.push(
      'Only a role whose every right, admin flag and superadmin standing the caller holds may be set (403 error.role_not_grantable); a record holding a role the caller could not grant is not theirs to change or delete (403 error.record_forbidden).',
    );
  return rules;
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
