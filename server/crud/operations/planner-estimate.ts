import { CompiledQuery, sql } from 'kysely';
import { createExpiringCache, type ExpiringCache } from '../../core/expiring-cache.ts';
import { onTableWrites } from '../../db/table-writes.ts';
import type { DynamicDb, DynamicSelect } from '../crud-context.ts';

/** How long the planner's estimate for one query serves the same query again. */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 1000;

interface PlanRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}

type EstimateCaches = Map<string, ExpiringCache<number>>;
const cachesOf = new WeakMap<object, EstimateCaches | null>();

/**
 * The estimates of one database, per table: a write this process makes to a table forgets that
 * table's. Null where the database is not watched (a transaction), which estimates every time.
 */
function estimateCaches(db: DynamicDb): EstimateCaches | null {
  let caches = cachesOf.get(db);
  if (caches === undefined) {
    const perTable: EstimateCaches = new Map();
    const watched = onTableWrites(db, (tables) => {
      for (const table of tables) perTable.get(table)?.clear();
    });
    caches = watched ? perTable : null;
    cachesOf.set(db, caches);
  }
  return caches;
}

/**
 * How many rows the planner expects the query to match: a fraction of a millisecond, no scan. The
 * same list asked again within seconds (many staff on one list, a page after the first) reuses it.
 */
export async function plannerEstimate(db: DynamicDb, matching: DynamicSelect, table: string): Promise<number> {
  const compiled = matching.select(sql`1`.as('one')).compile();
  const caches = estimateCaches(db);
  let cache = caches?.get(table);
  if (caches && !cache) {
    cache = createExpiringCache<number>({ ttlMs: ESTIMATE_TTL_MS, maxEntries: ESTIMATES_KEPT });
    caches.set(table, cache);
  }
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const cached = cache?.get(key);
  if (cached !== undefined) return cached;
  const { rows } = await db.executeQuery<PlanRow>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const estimate = Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  cache?.set(key, estimate);
  return estimate;
}
