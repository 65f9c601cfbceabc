import type { Kysely } from 'kysely';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { Tables } from '../../../server/db/tables.ts';
import { mintToken } from './mintedTokens.ts';

type Row = Record<string, unknown>;

/** The Berlin day `days` from today, YYYY-MM-DD, as the departures' dates count. */
export const daysFrom = (days: number) => berlinDay(new Date(Date.now() + days * 86_400_000));

/** A user with a demo role (`app user`, `bus driver`, …) and their token; `driver` sets the driver flag. */
export async function userWithRole(db: Kysely<Tables>, label: string, role: string, { driver = false } = {}) {
  const { id_roles } = await db
    .selectFrom('roles')
    .select('id_roles')
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  const email = `${label}@departures.test`;
  const user = await db
    .insertInto('users')
    .values({ email, password: 'x', id_roles, driver })
    .returning('id_users')
    .executeTakeFirstOrThrow();
  return { id: user.id_users, token: await mintToken(db, email) };
}

/** A process of our own with this journey title and dates, linked to the user (as `users_vorgaenge`). */
export async function travelOn(db: Kysely<Tables>, userId: number, title: string, start: string, end: string) {
  const process = await db
    .insertInto('pc_process')
    .values({
      number: `DEP-${userId}-${title}-${start}`.slice(0, 50),
      status: '4',
      backend: 'ratio',
      title,
      journey_start: start,
      journey_end: end,
    })
    .returning('id_pc_process')
    .executeTakeFirstOrThrow();
  await db.insertInto('users_vorgaenge').values({ id_users: userId, id_pc_process: process.id_pc_process }).execute();
  return process.id_pc_process;
}

/** A departure written straight into its table (no hooks): the rows a test starts from. */
export async function departureRow(db: Kysely<Tables>, values: Row & { title: string; start: string; end: string }) {
  const { title, start, end, menu = [], ...rest } = values;
  const row = await db
    .insertInto('app_departures')
    .values({ title, journey_start: start, journey_end: end, menu: JSON.stringify(menu), ...rest })
    .returning('id_app_departure')
    .executeTakeFirstOrThrow();
  return row.id_app_departure;
}
