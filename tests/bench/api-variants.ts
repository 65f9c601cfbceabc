import { sql, type RawBuilder } from 'kysely';
import { searchDocument } from '../../server/db/search-document.ts';

/** A list call of the bench, and the SQL that answers it at best. */
export interface ListVariant {
  name: string;
  description: string;
  /** Query parameters of GET /api/ticket/location. */
  query: Record<string, string>;
  /** The same rows in SQL (beside `deleted_at is null`), values as parameters like the API's. */
  where: RawBuilder<unknown>;
  /** The page's order in SQL, and its offset: the resource's default order (newest first) and 0 unless given. */
  orderBy?: RawBuilder<unknown>;
  skip?: number;
  /** Issue 15's goals for the call: requests a second under load, and the median of one call alone. */
  goal?: { requestsPerSecond?: number; aloneP50Ms?: number };
}

export const PAGE_SIZE = 20;
/** The API counts up to this many rows, and estimates beyond. */
export const EXACT_COUNT_LIMIT = 10_000;

/** The search at its best: each word in the search document of name, city and street, which has its own index. */
const searchWhere = (words: string[]) =>
  sql.join(
    words.map((word) => sql`${sql.raw(searchDocument(['name', 'city', 'street']))} ilike ${`%${word}%`}`),
    sql` and `,
  );

export const listVariants: readonly ListVariant[] = [
  {
    name: 'first-page',
    description: 'the first page, newest first (by id)',
    query: { $limit: String(PAGE_SIZE) },
    where: sql`true`,
    goal: { requestsPerSecond: 600 },
  },
  {
    name: 'name-sorted',
    description: 'sorted by name, 1,000 rows in ($skip=1000)',
    query: { $limit: String(PAGE_SIZE), $skip: '1000', '$sort[name]': '1' },
    where: sql`true`,
    orderBy: sql`name asc, id_tk_location asc`,
    skip: 1000,
    goal: { requestsPerSecond: 300 },
  },
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
    where: sql`city ilike ${'Lüneburg'}`,
    goal: { requestsPerSecond: 300 },
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
    goal: { requestsPerSecond: 150, aloneP50Ms: 30 },
  },
  {
    name: 'search-rare',
    description: '$search=Kurpark Husum: rarer words, smaller bitmaps',
    query: { $limit: String(PAGE_SIZE), $search: 'Kurpark Husum' },
    where: searchWhere(['Kurpark', 'Husum']),
  },
];

/** The page in the variant's order, else the resource's default (newest id first). */
export const pageSql = (variant: ListVariant) =>
  sql<{ id_tk_location: number }>`select * from tk_location where deleted_at is null and ${variant.where}
    order by ${variant.orderBy ?? sql`id_tk_location desc`} limit ${PAGE_SIZE} offset ${variant.skip ?? 0}`;

/** The total, counted no further than one past the limit. */
export const cappedCountSql = (variant: ListVariant) =>
  sql<{ count: number }>`select count(*) as count from (
    select 1 from tk_location where deleted_at is null and ${variant.where} limit ${EXACT_COUNT_LIMIT + 1}) capped`;

/** The planner's estimate, which answers the total past the limit. */
export const estimateSql = (variant: ListVariant) =>
  sql`explain (format json) select 1 from tk_location where deleted_at is null and ${variant.where}`;
