import type { Kysely, Selectable } from 'kysely';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { AppDepartureRow } from '../../db/entity-tables.ts';
import type { Tables } from '../../db/tables.ts';
import { departuresOf } from './departure-travellers.ts';

export type Departure = Selectable<AppDepartureRow>;

/**
 * The departure a user is on today (the Europe/Berlin day): as a traveller, one of the departures
 * of their linked processes whose dates contain today, the latest start first; else, as its driver,
 * a departure naming them whose dates contain today. A departure that starts tomorrow or later is
 * not current, however soon: undefined then.
 */
export async function currentDeparture(
  db: Kysely<Tables>,
  user: { id_users: number },
  today: string = berlinDay(),
): Promise<Departure | undefined> {
  const travelling = await departuresOf(db, user.id_users);
  const running = db
    .selectFrom('app_departures')
    .selectAll()
    .where('journey_start', '<=', today)
    .where('journey_end', '>=', today)
    .orderBy('journey_start', 'desc')
    .orderBy('id_app_departure', 'desc');
  if (travelling.length > 0) {
    const asTraveller = await running.where('id_app_departure', 'in', travelling).executeTakeFirst();
    if (asTraveller) return asTraveller;
  }
  return running.where('id_users_driver', '=', user.id_users).executeTakeFirst();
}
