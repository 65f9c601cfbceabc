import type { EntityDefinition, FieldDefinition } from '../../registry/types.ts';
import { filterValueSchema } from './field-schemas.ts';
import type { ParameterObject, Reference, SchemaObject } from './types.ts';

/**
 * The query parameters that depend on the entity alone (a filter per field, `$sort`, `$select`)
 * are components, so that a list, its `/all` and every resource of the same entity share them.
 */
export const filterParameterKey = (base: string, field: string) => `${base}.filter.${field}`;
export const sortParameterKey = (base: string) => `${base}.sort`;
export const selectParameterKey = (base: string) => `${base}.select`;

export const parameterRef = (key: string): Reference => ({ $ref: `#/components/parameters/${key}` });

function fieldsOf(entity: EntityDefinition): FieldDefinition[] {
  return entity.fieldNames.map((name) => entity.fields[name] as FieldDefinition);
}

/** Fields a query may filter or sort by: not private, not write-only, not JSON. */
export function queryableFields(entity: EntityDefinition): FieldDefinition[] {
  return fieldsOf(entity).filter((field) => !field.private && !field.writeOnly && field.sqlType !== 'jsonb');
}

/** The operators a field accepts, each with the schema of its value (server/crud/query/list-query.ts). */
export function operatorsFor(field: FieldDefinition): Record<string, SchemaObject> {
  const value = filterValueSchema(field);
  const list = { type: 'array', items: value };
  return {
    $in: list,
    $nin: list,
    $ne: value,
    ...(field.ordered || field.text ? { $gt: value, $gte: value, $lt: value, $lte: value } : {}),
    ...(field.text ? { $like: { type: 'string' }, $ilike: { type: 'string' } } : {}),
    ...(field.nullable ? { $null: { type: 'boolean' } } : {}),
  };
}

function filterParameter(field: FieldDefinition): ParameterObject {
  const { name } = field;
  const uses = [`\`${name}=…\` equals`, `\`${name}[$in][]=a&${name}[$in][]=b\` is one of`];
  if (field.ordered || field.text) uses.push(`\`${name}[$gte]=…\` compares`);
  if (field.text) uses.push(`\`${name}[$ilike]=%word%\` matches ignoring case`);
  if (field.nullable) uses.push(`\`${name}[$null]=true\` is empty`);
  return {
    name,
    in: 'query',
    description: `${uses.join('; ')}.`,
    style: 'deepObject',
    explode: true,
    schema: {
      anyOf: [
        filterValueSchema(field),
        { type: 'object', properties: operatorsFor(field), additionalProperties: false, minProperties: 1 },
      ],
    },
  };
}

export function entityParameters(entity: EntityDefinition, base: string): Record<string, ParameterObject> {
  const queryable = queryableFields(entity);
  const readable = fieldsOf(entity).filter((field) => !field.writeOnly);
  return {
    [sortParameterKey(base)]: {
      name: '$sort',
      in: 'query',
      description: '`$sort[field]=1` ascending, `-1` descending; several sort in the order given.',
      style: 'deepObject',
      explode: true,
      schema: {
        type: 'object',
        properties: Object.fromEntries(queryable.map((field) => [field.name, { type: 'integer', enum: [1, -1] }])),
        additionalProperties: false,
      },
    },
    [selectParameterKey(base)]: {
      name: '$select',
      in: 'query',
      description: `Answer only these fields (\`$select[]=a&$select[]=b\` or \`$select=a,b\`); the id, ${entity.idField}, always comes along.`,
      style: 'form',
      explode: true,
      schema: { type: 'array', uniqueItems: true, items: { enum: readable.map((field) => field.name) } },
    },
    ...Object.fromEntries(queryable.map((field) => [filterParameterKey(base, field.name), filterParameter(field)])),
  };
}
