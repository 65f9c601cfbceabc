import type { CompareOperator, EntitySchema, FieldDefinition, FieldSchema, JsonType, SqlType, Widget } from './types';

/** Columns every table gets; an entity file may not declare them. */
export const SOFT_DELETE_FIELD = 'deleted_at';
export const VERSION_FIELD = 'version';
/** The table of the users who sign in: created_by and updated_by hold their ids. */
export const USERS_TABLE = 'users';
export const AUTHOR_FIELDS: readonly string[] = ['created_by', 'updated_by'];

export function splitType(type: FieldSchema['type']): { type: JsonType; nullable: boolean } {
  return Array.isArray(type) ? { type: type[0], nullable: true } : { type, nullable: false };
}

function sqlTypeOf(schema: FieldSchema, type: JsonType): SqlType {
  if (schema['x-storage']) return schema['x-storage'];
  switch (type) {
    case 'string':
      return schema.format === 'date' ? 'date' : schema.format === 'date-time' ? 'timestamptz' : 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return schema['x-ui']?.widget === 'money' ? 'numeric' : 'double';
    case 'boolean':
      return 'boolean';
    default:
      return 'jsonb';
  }
}

function widgetOf(schema: FieldSchema, type: JsonType): Widget {
  if (schema['x-ui']?.widget) return schema['x-ui'].widget;
  if (schema['x-ref']) return 'reference';
  if (schema.writeOnly || schema['x-password'] || schema['x-confirms']) return 'password';
  if (schema.enum) return 'select';
  if (type === 'boolean') return 'switch';
  if (type === 'array' || type === 'object') return 'json';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'datetime';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'uri') return 'url';
  return 'text';
}

const rightsOf = (rights: string | string[] | undefined): string[] =>
  rights === undefined ? [] : Array.isArray(rights) ? rights : [rights];

export function fieldDefinition(name: string, schema: FieldSchema, entity: EntitySchema): FieldDefinition {
  const { type, nullable } = splitType(schema.type);
  const sqlType = sqlTypeOf(schema, type);
  const internal = schema['x-internal'] ?? false;
  const secret = Boolean(schema['x-password'] || schema['x-transient'] || internal);
  return {
    name,
    type,
    nullable,
    required: entity.required?.includes(name) ?? false,
    format: schema.format,
    sqlType,
    readOnly: internal || (schema.readOnly ?? false),
    writeOnly: secret || (schema.writeOnly ?? false),
    private: secret || (schema['x-private'] ?? false),
    unique: schema['x-unique'] ?? false,
    password: schema['x-password'] ?? false,
    transient: schema['x-transient'] ?? false,
    confirms: schema['x-confirms'],
    lockedWhen: schema['x-locked-when'] && [schema['x-locked-when']].flat(),
    compare: Object.entries(schema['x-compare'] ?? {}).map(([operator, other]) => ({
      operator: operator as CompareOperator,
      other: other as string,
    })),
    access: { read: rightsOf(schema['x-access']?.read), write: rightsOf(schema['x-access']?.write) },
    grantsRole: schema['x-grants-role'] ?? false,
    source: schema['x-ui']?.source,
    widget: widgetOf(schema, type),
    percentWhen: schema['x-ui']?.percentWhen,
    from: schema['x-ui']?.from,
    pathSetting: schema['x-ui']?.pathSetting,
    panel: schema['x-ui']?.panel,
    checklist: schema['x-checklist'],
    default: schema.default,
    enum: schema.enum,
    filterValues: schema['x-ui']?.filterValues,
    ordered: ['integer', 'bigint', 'double', 'numeric', 'date', 'timestamptz'].includes(sqlType),
    text: sqlType === 'text',
    system: false,
    schema,
  };
}

function systemField(name: string, schema: FieldSchema, sqlType: SqlType): FieldDefinition {
  return {
    name,
    type: splitType(schema.type).type,
    nullable: splitType(schema.type).nullable,
    required: false,
    format: schema.format,
    sqlType,
    readOnly: true,
    writeOnly: false,
    private: false,
    unique: false,
    password: false,
    transient: false,
    access: { read: [], write: [] },
    compare: [],
    grantsRole: false,
    widget: sqlType === 'timestamptz' ? 'datetime' : 'text',
    ordered: true,
    text: false,
    system: true,
    schema: { ...schema, readOnly: true },
  };
}

/** The columns the registry adds to an entity's table. */
export function systemFields(softDelete: boolean, concurrency: boolean): FieldDefinition[] {
  const fields = [
    systemField('created_at', { type: 'string', format: 'date-time' }, 'timestamptz'),
    systemField('updated_at', { type: 'string', format: 'date-time' }, 'timestamptz'),
    systemField('created_by', { type: ['integer', 'null'] }, 'integer'),
    systemField('updated_by', { type: ['integer', 'null'] }, 'integer'),
  ];
  if (softDelete)
    fields.push(systemField(SOFT_DELETE_FIELD, { type: ['string', 'null'], format: 'date-time' }, 'timestamptz'));
  if (concurrency) fields.push(systemField(VERSION_FIELD, { type: 'integer', minimum: 1 }, 'integer'));
  return fields;
}
