import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/** Above this many matching rows the total is estimated instead of counted. */
export const EXACT_COUNT_LIMIT = 10_000;

export interface Total {
  total: number;
  estimated: boolean;
}

interface PlanRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}

/**
 * Counts the rows a filtered query matches, but never more than EXACT_COUNT_LIMIT + 1: past that
 * the planner's estimate answers, so that a list on millions of rows never waits for a full count.
 */
export async function countRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table
  matching: SelectQueryBuilder<any, any, any>,
): Promise<Total> {
  const rows = matching
    .clearSelect()
    .clearOrderBy()
    .select(sql`1`.as('one'));
  const { count } = await db
    .selectFrom(rows.limit(EXACT_COUNT_LIMIT + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (count <= EXACT_COUNT_LIMIT) return { total: count, estimated: false };

  const compiled = rows.compile();
  const { rows: plan } = await db.executeQuery<PlanRow>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const estimate = Math.round(plan[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}
