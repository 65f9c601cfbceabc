import type { Kysely, Selectable } from 'kysely';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { AppDepartureRow } from '../../db/entity-tables.ts';
import type { Tables } from '../../db/tables.ts';
import { departuresOf } from './departure-travellers.ts';

export type Departure = Selectable<AppDepartureRow>;

/**
 * The departure whose bus a user follows today (a Berlin day): the one they drive, else one they travel
 * on; of several, the latest to start. Undefined when none runs today.
 */
export async function busDepartureOf(
  db: Kysely<Tables>,
  userId: number,
  today = berlinDay(),
): Promise<Departure | undefined> {
  const running = db
    .selectFrom('app_departures')
    .selectAll()
    .where('journey_start', '<=', today)
    .where('journey_end', '>=', today)
    .orderBy('journey_start', 'desc')
    .orderBy('id_app_departure', 'desc')
    .limit(1);
  const driven = await running.where('id_users_driver', '=', userId).executeTakeFirst();
  if (driven) return driven;
  const travelled = await departuresOf(db, userId);
  if (travelled.length === 0) return undefined;
  return running.where('id_app_departure', 'in', travelled).executeTakeFirst();
}
