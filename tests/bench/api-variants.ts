import { sql, type RawBuilder } from 'kysely';

/** A list call of the bench, and the SQL that answers it at best. */
export interface ListVariant {
  name: string;
  description: string;
  /** Query parameters of GET /api/ticket/location. */
  query: Record<string, string>;
  /** The same rows in SQL (beside `deleted_at is null`), values as parameters like the API's. */
  where: RawBuilder<unknown>;
}

export const PAGE_SIZE = 20;
/** The API counts up to this many rows, and estimates beyond. */
export const EXACT_COUNT_LIMIT = 10_000;

const searched = ['name', 'city', 'street'] as const;
const searchWhere = (words: string[]) =>
  sql.join(
    words.map(
      (word) =>
        sql`(${sql.join(
          searched.map((column) => sql`${sql.ref(column)} ilike ${`%${word}%`}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );

export const listVariants: readonly ListVariant[] = [
  {
    name: 'broad-filter',
    description: 'capacity >= 0 (every row), total estimated',
    query: { $limit: String(PAGE_SIZE), 'capacity[$gte]': '0' },
    where: sql`capacity >= ${0}`,
  },
  {
    name: 'city',
    description: 'city = Lüneburg (a small city: about 0.3% of the rows)',
    query: { $limit: String(PAGE_SIZE), city: 'Lüneburg' },
    where: sql`city = ${'Lüneburg'}`,
  },
  {
    name: 'id-range',
    description: 'id_tk_location < 500',
    query: { $limit: String(PAGE_SIZE), 'id_tk_location[$lt]': '500' },
    where: sql`id_tk_location < ${500}`,
  },
  {
    name: 'search',
    description: '$search=Stadthalle Lüneburg over name, city, street ("Stadthalle" is in 7% of the names)',
    query: { $limit: String(PAGE_SIZE), $search: 'Stadthalle Lüneburg' },
    where: searchWhere(['Stadthalle', 'Lüneburg']),
  },
  {
    name: 'search-rare',
    description: '$search=Kurpark Husum: rarer words, smaller bitmaps',
    query: { $limit: String(PAGE_SIZE), $search: 'Kurpark Husum' },
    where: searchWhere(['Kurpark', 'Husum']),
  },
];

/** The page in the resource's default order (newest id first). */
export const pageSql = (variant: ListVariant) =>
  sql<{ id_tk_location: number }>`select * from tk_location where deleted_at is null and ${variant.where}
    order by id_tk_location desc limit ${PAGE_SIZE}`;

/** The total, counted no further than one past the limit. */
export const cappedCountSql = (variant: ListVariant) =>
  sql<{ count: number }>`select count(*) as count from (
    select 1 from tk_location where deleted_at is null and ${variant.where} limit ${EXACT_COUNT_LIMIT + 1}) capped`;

/** The planner's estimate, which answers the total past the limit. */
export const estimateSql = (variant: ListVariant) =>
  sql`explain (format json) select 1 from tk_location where deleted_at is null and ${variant.where}`;
