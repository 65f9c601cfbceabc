import { sql, type RawBuilder } from 'kysely';

export interface BulkColumn<Row> {
  name: string;
  type: 'text' | 'integer' | 'boolean' | 'jsonb';
  value(row: Row): string | number | boolean | null;
}

/** Most generated text needs no escaping: test before paying for a replace. */
const quoted = (text: string) =>
  `"${text.includes('"') || text.includes('\\') ? text.replace(/["\\]/g, '\\$&') : text}"`;

/**
 * A PostgreSQL array literal, `{"a","b",NULL}`. Both drivers send a string parameter as it is,
 * and building it here is several times faster than letting `pg` serialise a JavaScript array.
 */
function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  const parts = new Array<string>(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    parts[index] =
      value === null || value === undefined ? 'NULL' : typeof value === 'string' ? quoted(value) : String(value);
  }
  return `{${parts.join(',')}}`;
}

/**
 * The statement that inserts `rows` with one array parameter per column
 * (`insert ... select from unnest($1::text[], $2::integer[], ...)`): a handful of parameters
 * however many rows, where a multi-row VALUES list would need one parameter per cell.
 * jsonb travels as text and is cast in the database. Building it is the costly part on this side,
 * so it is built apart from running it, while the database is still busy with the previous batch.
 */
export function unnestInsert<Row>(
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
): RawBuilder<unknown> {
  const arrays = columns.map((column) => {
    const literal = arrayLiteral(rows.map((row) => column.value(row)));
    return sql`${literal}::${sql.raw(column.type === 'jsonb' ? 'text' : column.type)}[]`;
  });
  const names = columns.map((column) => sql.id(column.name));
  const selected = columns.map((column) =>
    column.type === 'jsonb' ? sql`${sql.id(column.name)}::jsonb` : sql.id(column.name),
  );
  return sql`insert into ${sql.table(table)} (${sql.join(names)})
    select ${sql.join(selected)} from unnest(${sql.join(arrays)}) as batch (${sql.join(names)})`;
}
