import { sql } from 'kysely';
import type { DynamicDb, DynamicSelect } from '../crud-context.ts';
import { after, sortKeys, type SortKey } from '../query/keyset.ts';
import type { SortTerm } from '../query/list-query.ts';
import { plannerEstimate } from './planner-estimate.ts';

/** Up to this many matching rows the total is exact; beyond, it is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;
/** An estimate this far above the limit is trusted without counting the first rows. */
const SURELY_MORE = 10 * EXACT_COUNT_LIMIT;
const TOTAL_COLUMN = '__total';

type Row = Record<string, unknown>;

export interface PageRequest {
  table: string;
  idField: string;
  columns: string[];
  sort: SortTerm[];
  limit: number;
  skip: number;
  /** The sort keys of the row the page starts after (keyset paging); `skip` is 0 then. */
  after?: SortKey[];
}

export interface PageWithTotal {
  /** The rows, each with its sort keys (keyset.ts `splitKeys`). */
  data: Row[];
  total: number;
  estimated: boolean;
}

/**
 * A page read by its keys: the ids and sort keys of the page found first (from an index on the
 * sort columns, where there is one, without visiting the rows skipped), then joined to their rows.
 */
function orderedPage(
  db: DynamicDb,
  matching: DynamicSelect,
  { table, idField, columns, sort, limit, skip }: PageRequest,
) {
  const keys = [...new Set([idField, ...sort.map((term) => term.field)])];
  let pageKeys = matching.select(keys);
  for (const term of sort) pageKeys = pageKeys.orderBy(term.field, term.direction);
  let page = db
    .selectFrom(pageKeys.limit(limit).offset(skip).as('page'))
    .innerJoin(`${table} as row`, `row.${idField}`, `page.${idField}`)
    .select([...columns.map((column) => `row.${column}`), ...sortKeys(sort, 'page')]);
  for (const term of sort) page = page.orderBy(`page.${term.field}`, term.direction);
  return page;
}

/** How many rows match: counted up to EXACT_COUNT_LIMIT, else the planner's estimate. */
async function totalOf(db: DynamicDb, matching: DynamicSelect, estimate: number) {
  if (estimate > SURELY_MORE) return { total: estimate, estimated: true };
  const { count } = await db
    .selectFrom(
      matching
        .select(sql`1`.as('one'))
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const counted = Number(count);
  return counted <= EXACT_COUNT_LIMIT
    ? { total: counted, estimated: false }
    : { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** A page shorter than asked for tells the exact total by itself. */
function settle(data: Row[], total: PageWithTotal, { limit, skip }: PageRequest): PageWithTotal {
  if (data.length < limit && (data.length > 0 || skip === 0))
    return { data, total: skip + data.length, estimated: false };
  return total;
}

/**
 * One page of the matching rows and how many match, without ever counting them all: the planner's
 * estimate decides. Where it promises far more than EXACT_COUNT_LIMIT rows, the page comes with
 * the estimate. Otherwise one query takes the first EXACT_COUNT_LIMIT + 1 matches and both counts
 * and pages them; if there were more than that after all, the page is fetched on its own and the
 * total is estimated.
 */
export async function pageWithTotal(
  db: DynamicDb,
  matching: DynamicSelect,
  request: PageRequest,
): Promise<PageWithTotal> {
  const estimate = await plannerEstimate(db, matching, request.table);
  if (request.after) {
    const [data, total] = await Promise.all([
      orderedPage(db, matching.where(after(request.sort, request.after)), request).execute(),
      totalOf(db, matching, estimate),
    ]);
    return { data, ...total };
  }
  if (estimate > SURELY_MORE) {
    const data = await orderedPage(db, matching, request).execute();
    return settle(data, { data, total: estimate, estimated: true }, request);
  }

  // The first matches, only their ids and sort keys: counted and paged, then joined to their rows.
  const keys = [...new Set([request.idField, ...request.sort.map((term) => term.field)])];
  const capped = matching
    .select(keys)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  let pageKeys = db.selectFrom(capped).select([...keys, sql<number>`count(*) over ()`.as(TOTAL_COLUMN)]);
  for (const term of request.sort) pageKeys = pageKeys.orderBy(term.field, term.direction);
  let combined = db
    .selectFrom(pageKeys.limit(request.limit).offset(request.skip).as('page'))
    .innerJoin(`${request.table} as row`, `row.${request.idField}`, `page.${request.idField}`)
    .select([
      ...request.columns.map((column) => `row.${column}`),
      ...sortKeys(request.sort, 'page'),
      `page.${TOTAL_COLUMN}`,
    ]);
  for (const term of request.sort) combined = combined.orderBy(`page.${term.field}`, term.direction);
  const rows = (await combined.execute()) as Row[];

  const counted = rows[0]?.[TOTAL_COLUMN] as number | undefined;
  if (counted !== undefined && counted <= EXACT_COUNT_LIMIT) {
    const data = rows.map(({ [TOTAL_COLUMN]: _total, ...row }) => row);
    return { data, total: counted, estimated: false };
  }
  if (counted === undefined && request.skip === 0) return { data: [], total: 0, estimated: false };

  // More than EXACT_COUNT_LIMIT match (or the page lies beyond the capped rows): page on its own.
  const data = await orderedPage(db, matching, request).execute();
  if (counted === undefined) {
    const total = await totalOf(db, matching, estimate);
    if (!total.estimated) return { data, ...total };
  }
  return settle(data, { data, total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true }, request);
}
