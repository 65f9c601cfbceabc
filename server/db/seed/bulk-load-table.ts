import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../../registry/types.ts';
import type { BulkLoaded, BulkLoadProgress } from '../../core/area.ts';
import type { Tables } from '../tables.ts';
import { demoRegistry } from './demo-registry.ts';
import { insertRows } from './insert-rows.ts';
import { withoutSecondaryIndexes } from './secondary-indexes.ts';

export interface BulkLoadOptions {
  /** Rows per statement. */
  batchSize?: number;
  onProgress?(progress: BulkLoadProgress): void;
  /** Whose entity gives the table and the column types; the repository's by default. */
  registry?: Registry;
}

/** The generated rows of one entity: its fields, and rows numbered from `sequence` on (the next free id). */
export interface BulkTable<Row> {
  entity: string;
  fields: readonly (keyof Row & string)[];
  rows(sequence: number): () => Row;
}

function* take<Row>(count: number, next: () => Row): Generator<Row> {
  for (let index = 0; index < count; index += 1) yield next();
}

/**
 * Adds `count` generated rows in one transaction, in batches (the next batch is generated and
 * serialised while the database writes the previous one), then refreshes the planner's statistics.
 */
export async function bulkLoad<Row extends object>(
  db: Kysely<Tables>,
  spec: BulkTable<Row>,
  count: number,
  { batchSize = 20_000, onProgress, registry = demoRegistry() }: BulkLoadOptions,
): Promise<BulkLoaded> {
  const entity = registry.entities[spec.entity];
  if (!entity) throw new Error(`the registry has no entity ${spec.entity} to load rows into`);
  const { table, idField } = entity;
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ next: number }>`select coalesce(max(${sql.id(idField)}), 0) + 1 as next
      from ${sql.table(table)}`.execute(trx);
    const next = Number(rows[0]?.next ?? 1);
    const nextRow = spec.rows(next);
    const load = async () => {
      let written = 0;
      let writing: Promise<void> = Promise.resolve();
      for (let generated = 0; generated < count;) {
        const size = Math.min(batchSize, count - generated);
        const statement = insertRows(entity, spec.fields, take(size, nextRow));
        generated += size;
        await writing;
        writing = statement.execute(trx).then(() => {
          written += size;
          onProgress?.({ table, loaded: written, total: count, elapsedMs: performance.now() - started });
        });
      }
      await writing;
    };
    // A rebuild costs in proportion to every row; upkeep about four times as much, but only per new row:
    // rebuild unless the table holds far more rows than the load adds.
    const rowsThere = next - 1;
    await (count * 4 >= rowsThere ? withoutSecondaryIndexes(trx, table, load) : load());
  });
  // Vacuum too, not only analyze: it marks the new pages all-visible, so that an index-only scan (the
  // caseless filter's count) need not visit them until autovacuum would have come round.
  await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  const ms = performance.now() - started;
  return { table, rows: count, ms, rowsPerSecond: count / (ms / 1000) };
}
