import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { departureTravellers } from './departure-travellers.ts';

/** The push message's fields that say who receives it. */
export interface PushAddress {
  receiver_group: string;
  receivers: readonly number[];
  id_app_departure: number | null;
  receiver_date: string | Date | null;
}

const activeUsers = (db: Kysely<Tables>) =>
  db.selectFrom('users').select('id_users').where('deleted_at', 'is', null).where('isActive', '=', true);

/** The travellers of every departure on the road that day (start and end days included). */
async function travellersOn(db: Kysely<Tables>, day: string | Date): Promise<number[]> {
  const rows = await sql<{ id_users: number }>`
    select distinct link.id_users
      from app_departures departure
      join pc_process process
        on process.title = departure.title and process.journey_start::date = departure.journey_start::date
      join users_vorgaenge link on link.id_pc_process = process.id_pc_process
      join users on users.id_users = link.id_users and users.deleted_at is null
     where ${day}::date between departure.journey_start::date and departure.journey_end::date
     order by link.id_users`.execute(db);
  return rows.rows.map((row) => row.id_users);
}

/**
 * The users a push message reaches, by its receiver group: all app users, the selected ones (that
 * exist), a departure's travellers (journey and bus), the travellers on the road on a day, the drivers.
 * A survey's participants are known to the survey's topic only: none here.
 */
export async function pushReceivers(db: Kysely<Tables>, address: PushAddress): Promise<number[]> {
  const ids = async (query: ReturnType<typeof activeUsers>) =>
    (await query.orderBy('id_users').execute()).map((row) => row.id_users);
  switch (address.receiver_group) {
    case 'all':
      return ids(activeUsers(db).where('app_user', '=', true));
    case 'selected':
      return address.receivers.length === 0 ? [] : ids(activeUsers(db).where('id_users', 'in', [...address.receivers]));
    case 'journey':
    case 'bus':
      return address.id_app_departure === null ? [] : departureTravellers(db, address.id_app_departure);
    case 'date':
      return address.receiver_date === null ? [] : travellersOn(db, address.receiver_date);
    case 'drivers':
      return ids(activeUsers(db).where('driver', '=', true));
    default:
      return [];
  }
}
