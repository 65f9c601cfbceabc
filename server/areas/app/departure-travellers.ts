import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/**
 * A departure's travellers: the app users linked (users_vorgaenge) to a process of the same journey
 * title and start day. Processes come from Ratio and Kuschick and name their journey by title only.
 */
export async function departureTravellers(db: Kysely<Tables>, departureId: number): Promise<number[]> {
  const rows = await sql<{ id_users: number }>`
    select distinct link.id_users
      from app_departures departure
      join pc_process process
        on process.title = departure.title and process.journey_start::date = departure.journey_start::date
      join users_vorgaenge link on link.id_pc_process = process.id_pc_process
      join users on users.id_users = link.id_users and users.deleted_at is null
     where departure.id_app_departure = ${departureId}
     order by link.id_users`.execute(db);
  return rows.rows.map((row) => row.id_users);
}

/** The departures an app user travels on, through their linked processes, latest start first. */
export async function departuresOf(db: Kysely<Tables>, userId: number): Promise<number[]> {
  const rows = await sql<{ id_app_departure: number }>`
    select distinct departure.id_app_departure, departure.journey_start
      from users_vorgaenge link
      join pc_process process on process.id_pc_process = link.id_pc_process
      join app_departures departure
        on departure.title = process.title and departure.journey_start::date = process.journey_start::date
     where link.id_users = ${userId}
     order by departure.journey_start desc`.execute(db);
  return rows.rows.map((row) => row.id_app_departure);
}
