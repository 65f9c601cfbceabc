import { sql, type AliasedRawBuilder, type Expression, type SqlBool } from 'kysely';
import { badRequest } from '../../errors.ts';
import type { AnyBuilder, Condition } from './build-where.ts';
import type { SortTerm } from './list-query.ts';

/** A sort key as the database writes it as text: exact for every sortable type, microseconds included. */
export type SortKey = string | null;

/** The answer's columns that carry a row's sort keys, stripped before it is sent. */
export const keyColumn = (index: number) => `__key${index}`;

const never = sql<SqlBool>`false`;

function equalTo(eb: AnyBuilder, field: string, key: SortKey): Expression<SqlBool> {
  return key === null ? eb(eb.ref(field), 'is', null) : eb(eb.ref(field), '=', key);
}

/** Rows placed after the key by one sort term. PostgreSQL ranks null above every value: last ascending, first descending. */
function beyond(eb: AnyBuilder, { field, direction }: SortTerm, key: SortKey): Expression<SqlBool> {
  const column = eb.ref(field);
  if (direction === 'asc') return key === null ? never : eb.or([eb(column, '>', key), eb(column, 'is', null)]);
  return key === null ? eb(column, 'is not', null) : eb(column, '<', key);
}

/** The rows after the one with these keys, in the order of `sort` (keyset paging). */
export function after(sort: SortTerm[], keys: SortKey[]): Condition {
  return (eb) =>
    eb.or(
      sort.map((term, index) =>
        eb.and([
          ...sort.slice(0, index).map((earlier, position) => equalTo(eb, earlier.field, keys[position] ?? null)),
          beyond(eb, term, keys[index] ?? null),
        ]),
      ),
    );
}

/** Selections of a row's sort keys as text, `qualifier` naming the table or subquery that has them. */
export function sortKeys(sort: SortTerm[], qualifier?: string): AliasedRawBuilder<SortKey, string>[] {
  return sort.map((term, index) =>
    sql<SortKey>`cast(${sql.ref(qualifier ? `${qualifier}.${term.field}` : term.field)} as text)`.as(keyColumn(index)),
  );
}

/** A row without its key columns, and its keys. */
export function splitKeys(row: Record<string, unknown>, count: number): [Record<string, unknown>, SortKey[]] {
  const data = { ...row };
  const keys: SortKey[] = [];
  for (let index = 0; index < count; index += 1) {
    keys.push(data[keyColumn(index)] as SortKey);
    delete data[keyColumn(index)];
  }
  return [data, keys];
}

/** The `next` cursor of a list answer: the last row's sort keys, opaque to the client. */
export const encodeCursor = (keys: SortKey[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');

const badCursor = () =>
  badRequest('"$after" must be the "next" of a list answer with the same sort', [
    { field: '$after', key: 'error.type', params: { type: 'the "next" of a list answer with the same sort' } },
  ]);

/** Keys from a `$after` cursor, for a sort of `length` terms (the id included). */
export function decodeCursor(cursor: string, length: number): SortKey[] {
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(keys) || keys.length !== length || !keys.every((key) => key === null || typeof key === 'string'))
    throw badCursor();
  return keys as SortKey[];
}
