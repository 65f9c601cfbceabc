import { fieldDefinition } from '../../../../registry/fields';
import type { EntitySchema, FieldDefinition, FieldSchema, Widget } from '../../../../registry/types';

/**
 * What a form field is edited with: the registry's widget, refined by the field's type (a number
 * typed as text, an array of objects declared as JSON).
 */
export type FieldKind = Widget | 'number' | 'integer' | 'rows' | 'object' | 'references' | 'choices';

interface ObjectSchema {
  properties: Record<string, FieldSchema>;
  required?: string[];
}

const declaresProperties = (schema: unknown): schema is ObjectSchema =>
  typeof schema === 'object' &&
  schema !== null &&
  'properties' in schema &&
  Object.keys((schema as ObjectSchema).properties).length > 0;

export function fieldKindOf(field: FieldDefinition): FieldKind {
  if (field.widget === 'text') {
    if (field.type === 'integer') return 'integer';
    if (field.type === 'number') return 'number';
    return 'text';
  }
  if (field.widget !== 'json') return field.widget;
  const { items } = field.schema;
  if (field.type === 'array' && items?.['x-ref']) return 'references';
  if (field.type === 'array' && choicesOf(field).length > 0) return 'choices';
  if (field.type === 'array' && declaresProperties(items)) return 'rows';
  if (field.type === 'object' && declaresProperties(field.schema)) return 'object';
  return 'json';
}

/** The values an array of enum items may hold (a tenant's payment methods); none for another field. */
export function choicesOf(field: FieldDefinition): readonly (string | number)[] {
  const values = field.type === 'array' ? field.schema.items?.enum : undefined;
  return Array.isArray(values) ? values.filter((value) => typeof value === 'string' || typeof value === 'number') : [];
}

/** The fields of one row of a `rows` field, or of an `object` field. */
export function nestedFields(field: FieldDefinition): FieldDefinition[] {
  const schema = field.type === 'array' ? field.schema.items : field.schema;
  if (!declaresProperties(schema)) return [];
  // fieldDefinition reads only the owner's `required` list.
  const owner = { required: schema.required } as EntitySchema;
  return Object.entries(schema.properties).map(([name, property]) => fieldDefinition(name, property, owner));
}
