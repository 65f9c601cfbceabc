import { sql, type RawBuilder } from 'kysely';
import type { SqlType } from '../../registry/types.ts';

/** PostgreSQL types of the array parameters: text cannot go into a timestamp or a number column without a cast. */
export type BulkType =
  'text' | 'integer' | 'bigint' | 'boolean' | 'jsonb' | 'numeric' | 'double precision' | 'timestamptz' | 'date';

/** The array parameter type of each column type of the registry (registry/fields.ts). */
export const BULK_TYPES: Readonly<Record<SqlType, BulkType>> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  double: 'double precision',
  numeric: 'numeric',
  boolean: 'boolean',
  date: 'date',
  timestamptz: 'timestamptz',
  jsonb: 'jsonb',
};

export interface BulkColumn<Row> {
  name: string;
  type: BulkType;
  value(row: Row): string | number | boolean | null;
}

/** Most generated text needs no escaping: test before paying for a replace. */
const quoted = (text: string) =>
  `"${text.includes('"') || text.includes('\\') ? text.replace(/["\\]/g, '\\$&') : text}"`;

const element = (value: string | number | boolean | null) =>
  value === null ? 'NULL' : typeof value === 'string' ? quoted(value) : String(value);

/**
 * The statement that inserts `rows` with one array parameter per column
 * (`insert ... select from unnest($1::text[], $2::integer[], ...)`): a handful of parameters
 * however many rows, where a multi-row VALUES list would need one parameter per cell.
 * Each parameter is a PostgreSQL array literal, `{"a","b",NULL}`, built here: both drivers send a
 * string as it is, and this is several times faster than letting `pg` serialise a JavaScript array.
 * Rows are turned into array elements as they come, so that they die young: keeping a whole
 * batch of row objects alive made the garbage collector half of the work.
 * jsonb travels as text and is cast in the database.
 */
export function unnestInsert<Row>(
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: Iterable<Row>,
): RawBuilder<unknown> {
  const elements = columns.map(() => [] as string[]);
  for (const row of rows) {
    for (let index = 0; index < columns.length; index += 1)
      (elements[index] as string[]).push(element((columns[index] as BulkColumn<Row>).value(row)));
  }
  const arrays = columns.map((column, index) => {
    const literal = `{${(elements[index] as string[]).join(',')}}`;
    return sql`${literal}::${sql.raw(column.type === 'jsonb' ? 'text' : column.type)}[]`;
  });
  const names = columns.map((column) => sql.id(column.name));
  const selected = columns.map((column) =>
    column.type === 'jsonb' ? sql`${sql.id(column.name)}::jsonb` : sql.id(column.name),
  );
  return sql`insert into ${sql.table(table)} (${sql.join(names)})
    select ${sql.join(selected)} from unnest(${sql.join(arrays)}) as batch (${sql.join(names)})`;
}
