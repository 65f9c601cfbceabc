import { VERSION_FIELD } from '../../registry/fields.ts';
import type { EntityDefinition, FieldDefinition } from '../../registry/types.ts';
import { inputFieldSchema, readFieldSchema } from './field-schemas.ts';
import type { SchemaObject } from './types.ts';

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const VERSION_INPUT: SchemaObject = {
  type: 'integer',
  minimum: 1,
  description: 'The version last read; if the record has changed since, the answer is 409 and nothing is written.',
};

function fieldsOf(entity: EntityDefinition): FieldDefinition[] {
  return entity.fieldNames.map((name) => entity.fields[name] as FieldDefinition);
}

/** Whether the field's column admits null, by the rule schema sync creates it with. */
function columnNullable(field: FieldDefinition, entity: EntityDefinition): boolean {
  if (field.nullable) return true;
  if (field.system || field.name === entity.idField) return false;
  return !field.required && field.default === undefined;
}

/** A body schema: the fields a client may send, nothing else. */
function input(description: string, props: Record<string, SchemaObject>, required: string[]): SchemaObject {
  return {
    type: 'object',
    description,
    properties: props,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/**
 * An entity's components: `<Base>` (a record as answered, write-only fields left out), `<Base>Create`
 * (POST), `<Base>Patch` (PATCH, every field optional), `<Base>Replace` (PUT) and `<Base>Page` (a list).
 */
export function entitySchemas(entity: EntityDefinition, base: string): Record<string, SchemaObject> {
  const fields = fieldsOf(entity);
  const writable = fields.filter((field) => !field.readOnly && !field.system);
  const writableProperties = Object.fromEntries(writable.map((field) => [field.name, inputFieldSchema(field)]));
  const readable = fields.filter((field) => !field.writeOnly);
  const required = (entity.schema.required ?? []).filter((name) => writable.some((field) => field.name === name));
  const withVersion = entity.concurrency
    ? { ...writableProperties, [VERSION_FIELD]: VERSION_INPUT }
    : writableProperties;
  const version = entity.concurrency ? [VERSION_FIELD] : [];

  return {
    [base]: {
      type: 'object',
      title: entity.title,
      ...(entity.schema.description ? { description: entity.schema.description } : {}),
      properties: Object.fromEntries(
        readable.map((field) => [field.name, readFieldSchema(field, columnNullable(field, entity))]),
      ),
    },
    [`${base}Create`]: input(`A new ${entity.title}.`, writableProperties, required),
    [`${base}Patch`]: input(`The fields of a ${entity.title} to change; the others stay.`, withVersion, version),
    [`${base}Replace`]: input(
      `A ${entity.title} as a whole: a field left out takes its default, or null.`,
      withVersion,
      [...required, ...version],
    ),
    [`${base}Page`]: {
      type: 'object',
      description: `One page of ${entity.title} records.`,
      required: ['total', 'limit', 'skip', 'data'],
      properties: {
        total: { type: 'integer', minimum: 0, description: 'How many records match.' },
        limit: { type: 'integer', minimum: 0 },
        skip: { type: 'integer', minimum: 0 },
        totalIsEstimate: { type: 'boolean', description: 'Present and true where total is the planner’s estimate.' },
        data: { type: 'array', items: schemaRef(base) },
        next: {
          type: 'string',
          description:
            'Present on a full page: `$after=<next>` with the same filters and sort answers the page after it.',
        },
      },
    },
  };
}
