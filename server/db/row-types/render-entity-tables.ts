import type { EntityDefinition, FieldDefinition, Registry } from '../../../registry/types.ts';
import type { ExistingColumn, ExistingSchema } from '../schema-sync/introspect.ts';

/** What a query reads for each column type (server/db/type-parsers.ts makes both drivers agree). */
const readType: Readonly<Record<string, string>> = {
  text: 'string',
  integer: 'number',
  bigint: 'number',
  'double precision': 'number',
  numeric: 'number',
  boolean: 'boolean',
  date: 'string',
  'timestamp with time zone': 'Date',
};

const literal = (value: unknown) => JSON.stringify(value);

/** The TypeScript type of a JSON schema's value, as far as a column needs it. */
function jsonType(schema: Readonly<Record<string, unknown>> | undefined): string {
  if (!schema) return 'unknown';
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const nullable = types.includes('null') ? ' | null' : '';
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  switch (types.find((type) => type !== 'null')) {
    case 'string':
      return `string${nullable}`;
    case 'integer':
    case 'number':
      return `number${nullable}`;
    case 'boolean':
      return `boolean${nullable}`;
    case 'array':
      return `Array<${jsonType(schema.items as Record<string, unknown> | undefined)}>${nullable}`;
    case 'object': {
      const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
      if (!properties) {
        const values = schema.additionalProperties;
        return `Record<string, ${typeof values === 'object' ? jsonType(values as Record<string, unknown>) : 'unknown'}>${nullable}`;
      }
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const members = Object.entries(properties).map(
        ([name, property]) => `${literal(name)}${required.has(name) ? '' : '?'}: ${jsonType(property)}`,
      );
      return `{ ${members.join('; ')} }${nullable}`;
    }
    default:
      return 'unknown';
  }
}

/**
 * The Kysely type of one column: what a select reads (the field's enum or JSON schema, narrowed),
 * what an insert may leave out (a nullable column, a default) and what an update takes.
 */
function columnType(field: FieldDefinition, column: ExistingColumn, entity: EntityDefinition): string {
  if (field.name === entity.idField) return 'Generated<number>';
  const orNull = column.nullable ? ' | null' : '';
  const optional = column.nullable || column.hasDefault ? ' | undefined' : '';
  if (column.dataType === 'jsonb') {
    const value = jsonType({ ...field.schema, type: field.type } as Record<string, unknown>);
    // JSON goes to the driver as text: `pg` would send a JavaScript array as a Postgres array.
    return `ColumnType<${value}${orNull}, string${orNull}${optional}, string${orNull}>`;
  }
  const read = field.enum?.some((value) => value !== null)
    ? field.enum
        .filter((value) => value !== null)
        .map(literal)
        .join(' | ')
    : (readType[column.dataType] ?? 'unknown');
  const written = column.dataType === 'timestamp with time zone' ? 'Date | string' : read;
  if (!optional && written === read) return read;
  return `ColumnType<${read}${orNull}, ${written}${orNull}${optional}, ${written}${orNull}>`;
}

const typeName = (entity: EntityDefinition) =>
  entity.name
    .split(/[/_-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('') + 'Row';

/**
 * The TypeScript source of the Kysely types of every registry entity's table: the columns as the
 * migrations and the schema sync made them in `existing`, typed by the entity's fields.
 */
export function renderEntityTables(registry: Registry, existing: ExistingSchema): string {
  const entities = Object.values(registry.entities).sort((a, b) => a.table.localeCompare(b.table));
  const interfaces = entities.map((entity) => {
    const columns = existing.tables.get(entity.table);
    if (!columns) throw new Error(`The database has no table ${entity.table} for ${entity.file}`);
    const members = [...columns].map(([name, column]) => {
      const field = entity.fields[name];
      if (!field) throw new Error(`${entity.table}.${name} is in the database but not in ${entity.file}`);
      return `  ${literal(name)}: ${columnType(field, column, entity)};`;
    });
    return `/** ${entity.title} (${entity.file}). */\nexport interface ${typeName(entity)} {\n${members.join('\n')}\n}`;
  });
  const map = entities.map((entity) => `  ${literal(entity.table)}: ${typeName(entity)};`);
  return [
    '// Written by `npm run generate:tables` from schemas/ and the tables they make: do not edit.',
    '// tests/api/entity-tables.test.ts fails when it is stale.',
    "import type { ColumnType, Generated } from 'kysely';",
    ...interfaces,
    `/** Every registry entity's table, by table name. */\nexport interface EntityTables {\n${map.join('\n')}\n}`,
  ].join('\n\n');
}
