import { sql, type Transaction } from 'kysely';
import type { Registry } from '../../../registry/types.ts';
import type { Tables } from '../tables.ts';
import { insertRows, rowFieldTypes, seedEntity } from './insert-rows.ts';

export type Row = Record<string, unknown>;

/** The values of `column` the table has already: a seed adds only the rows that are missing. */
async function present(trx: Transaction<Tables>, table: string, column: string): Promise<Set<string>> {
  const { rows } = await sql<{
    value: string;
  }>`select ${sql.ref(column)}::text as value from ${sql.table(table)}`.execute(trx);
  return new Set(rows.map((row) => row.value));
}

/** The ids of a table's rows by their natural key: what later demo rows refer to. */
async function idsBy(trx: Transaction<Tables>, table: string, key: string, id: string): Promise<Map<string, number>> {
  const { rows } = await sql<{
    key: string;
    id: number;
  }>`select ${sql.ref(key)}::text as key, ${sql.ref(id)} as id from ${sql.table(table)}`.execute(trx);
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Inserts the rows whose `key` the table lacks: answers how many it added, and the id of every row of
 * the table by that key (new and old alike), for the demo rows that refer to them.
 */
export async function insertMissing(
  trx: Transaction<Tables>,
  registry: Registry,
  entityName: string,
  key: string,
  rows: readonly Row[],
): Promise<{ added: number; ids: Map<string, number> }> {
  const entity = seedEntity(registry, entityName);
  const there = await present(trx, entity.table, key);
  const missing = rows.filter((row) => !there.has(String(row[key])));
  if (missing.length > 0) await insertRows(entity, Object.keys(rowFieldTypes(entity, missing)), missing).execute(trx);
  return { added: missing.length, ids: await idsBy(trx, entity.table, key, entity.idField) };
}
