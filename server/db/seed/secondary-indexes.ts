import { sql, type Transaction } from 'kysely';

/**
 * Runs `work` with the table's secondary indexes (those that back no primary key or unique
 * constraint: the trigram and foreign-key indexes) dropped, then builds them again, all inside the
 * caller's transaction. Keeping three trigram indexes up to date row by row made a bulk load
 * about five times slower than building them once afterwards.
 * The table stays locked against every other session until the transaction ends.
 */
export async function withoutSecondaryIndexes<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table
  trx: Transaction<any>,
  table: string,
  work: () => Promise<T>,
): Promise<T> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select index.relname as name, pg_get_indexdef(entry.indexrelid) as definition
    from pg_index entry join pg_class index on index.oid = entry.indexrelid
    where entry.indrelid = ${table}::regclass and not entry.indisprimary and not entry.indisunique`.execute(trx);
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(trx);
  const result = await work();
  // GIN builds in memory what fits and spills the rest: more memory, far fewer passes.
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
  for (const { definition } of indexes) await sql.raw(definition).execute(trx);
  return result;
}
