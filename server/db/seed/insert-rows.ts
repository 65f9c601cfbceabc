import { sql, type RawBuilder } from 'kysely';
import type { EntityDefinition, FieldDefinition, Registry, SqlType } from '../../../registry/types.ts';
import { BULK_TYPES, unnestInsert, type BulkColumn } from '../unnest-insert.ts';

type Cell = string | number | boolean | null;

/** The entity `name` of the registry, which seed rows are written into. */
export function seedEntity(registry: Registry, name: string): EntityDefinition {
  const entity = registry.entities[name];
  if (!entity) throw new Error(`the registry has no entity ${name} to seed`);
  return entity;
}

function fieldOf(entity: EntityDefinition, name: string): FieldDefinition {
  const field = entity.fields[name];
  if (!field) throw new Error(`the demo rows of ${entity.name} have "${name}", which is not a field of it`);
  return field;
}

/** The fields of `rows`, in the order they first appear, with the types the registry gives them. */
export function rowFieldTypes(entity: EntityDefinition, rows: readonly object[]): Record<string, SqlType> {
  const names = new Set(rows.flatMap((row) => Object.keys(row)));
  return Object.fromEntries([...names].map((name) => [name, fieldOf(entity, name).sqlType]));
}

/** The fields `names` of `entity` as insert columns, each of its registry type; jsonb goes as JSON text. */
function entityColumns<Row extends object>(entity: EntityDefinition, names: readonly string[]): BulkColumn<Row>[] {
  return names.map((name) => {
    const type = BULK_TYPES[fieldOf(entity, name).sqlType];
    const read = (row: Row) => (row as Record<string, unknown>)[name];
    return { name, type, value: type === 'jsonb' ? (row) => JSON.stringify(read(row)) : (row) => read(row) as Cell };
  });
}

/**
 * The statement that inserts demo `rows` into `entity`'s table, its fields `names`: one array
 * parameter per column (unnest-insert.ts), each cast to the type the registry gives the field, so
 * that no seed declares a column type of its own.
 */
export const insertRows = <Row extends object>(
  entity: EntityDefinition,
  names: readonly string[],
  rows: Iterable<Row>,
): RawBuilder<unknown> => unnestInsert(entity.table, entityColumns<Row>(entity, names), rows);

/** insertRows, answering the fields `returned` of each new row: the ids that later demo rows refer to. */
export const insertRowsReturning = <Returned extends object>(
  entity: EntityDefinition,
  names: readonly string[],
  rows: Iterable<object>,
  returned: readonly (keyof Returned & string)[],
): RawBuilder<Returned> =>
  sql<Returned>`${insertRows(entity, names, rows)} returning ${sql.join(returned.map((name) => sql.ref(name)))}`;
