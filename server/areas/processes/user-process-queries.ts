import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { notFound } from '../../errors.ts';

/** What an app user is shown of a process they added: the journey, their seat and boarding point; nothing internal. */
export const APP_PROCESS_FIELDS = [
  'id_pc_process',
  'number',
  'title',
  'status',
  'price',
  'journey_start',
  'journey_end',
  'participants',
  'seat_number',
  'seat_type',
  'seat_description',
  'cabin',
  'direction',
  'boarding_point',
  'boarding_time',
  'points_of_interest',
  'documents',
  'backend',
  'booker_confirmed_at',
] as const;

/** The fields `sortBy` may name (as `vorgang.<field>` or `pc_process.<field>`). */
export const APP_SORT_FIELDS = ['id_pc_process', 'number', 'title', 'status', 'journey_start', 'journey_end'] as const;
export type AppSortField = (typeof APP_SORT_FIELDS)[number];

/** Which of the user's processes: those still to come or under way, those past or cancelled, or all. */
export type Activity = 'active' | 'inactive' | 'all';

export const activityOf = (active: boolean, inactive: boolean): Activity =>
  active === inactive ? 'all' : active ? 'active' : 'inactive';

type LinkBuilder = ExpressionBuilder<Tables & { p: Tables['pc_process'] }, 'users_vorgaenge' | 'p'>;

/** Active: the journey ends today or later (or has no end yet) and the process is not cancelled. */
function activityCondition(eb: LinkBuilder, activity: Activity): Expression<SqlBool> | undefined {
  if (activity === 'all') return undefined;
  const active = eb.and([
    eb('p.status', '<>', '5'),
    eb.or([eb('p.journey_end', 'is', null), eb('p.journey_end', '>=', sql<string>`current_date`)]),
  ]);
  return activity === 'active' ? active : eb.not(active);
}

const linkColumns = [
  'users_vorgaenge.id_users_vorgaenge',
  'users_vorgaenge.id_users',
  'users_vorgaenge.id_pc_process',
] as const;

function linksOf(db: Kysely<Tables>, userId: number) {
  return db
    .selectFrom('users_vorgaenge')
    .innerJoin('pc_process as p', 'p.id_pc_process', 'users_vorgaenge.id_pc_process')
    .where('users_vorgaenge.id_users', '=', userId);
}

const processOf = (row: Record<string, unknown>) =>
  Object.fromEntries(APP_PROCESS_FIELDS.map((field) => [field, row[field]]));

/** The user's links (or the one with `linkId`), each with its process, newest link first. */
export async function userLinks(db: Kysely<Tables>, userId: number, activity: Activity, linkId?: number) {
  const rows = await linksOf(db, userId)
    .select([...linkColumns, ...APP_PROCESS_FIELDS.map((field) => `p.${field}` as const)])
    .where((eb) => activityCondition(eb, activity) ?? eb.lit(true))
    .$if(linkId !== undefined, (query) => query.where('users_vorgaenge.id_users_vorgaenge', '=', linkId as number))
    .orderBy('users_vorgaenge.id_users_vorgaenge', 'desc')
    .execute();
  return rows.map((row) => ({
    id_users_vorgaenge: row.id_users_vorgaenge,
    id_users: row.id_users,
    id_pc_process: row.id_pc_process,
    process: processOf(row),
  }));
}

/** One of the user's links with its process; another user's link is the same 404 as none. */
export async function userLink(db: Kysely<Tables>, userId: number, linkId: number) {
  const [link] = await userLinks(db, userId, 'all', linkId);
  if (!link) throw notFound();
  return link;
}

export interface ProcessPage {
  search?: string;
  sort: { field: AppSortField; descending: boolean };
  activity: Activity;
  limit: number;
  offset: number;
}

/** The user's processes (those they added), searched by number and title, sorted by a whitelisted field. */
export async function userProcesses(db: Kysely<Tables>, userId: number, page: ProcessPage) {
  const query = linksOf(db, userId).where((eb) => {
    const words = page.search ? `%${page.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
    return eb.and([
      activityCondition(eb, page.activity) ?? eb.lit(true),
      words ? eb.or([eb('p.number', 'ilike', words), eb('p.title', 'ilike', words)]) : eb.lit(true),
    ]);
  });
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(APP_PROCESS_FIELDS.map((field) => `p.${field}` as const))
      .orderBy(`p.${page.sort.field}`, page.sort.descending ? 'desc' : 'asc')
      .orderBy('p.id_pc_process')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(total), limit: page.limit, skip: page.offset, data: rows.map(processOf) };
}

/** One of the user's processes; a process they did not add is the same 404 as none. */
export async function userProcess(db: Kysely<Tables>, userId: number, processId: number) {
  const row = await linksOf(db, userId)
    .select(APP_PROCESS_FIELDS.map((field) => `p.${field}` as const))
    .where('p.id_pc_process', '=', processId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return processOf(row);
}
