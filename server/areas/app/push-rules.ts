import type { Kysely } from 'kysely';
import { missingTarget } from '../../../domain/app/push-targets.ts';
import type { Tables } from '../../db/tables.ts';
import { pushBusWithoutVehicle, pushTargetMissing } from './push-errors.ts';

/**
 * A push message names its receivers: the target field of its group is filled (422 at the field), and
 * 'Nur an den Bus' has a departure whose bus has a telematics vehicle (422 at the departure).
 */
export async function checkPushTarget(db: Kysely<Tables>, message: Readonly<Record<string, unknown>>): Promise<void> {
  const missing = missingTarget(message);
  if (missing) throw pushTargetMissing(missing);
  if (message.channel !== 'bus') return;
  const departureId = message.id_app_departure;
  if (typeof departureId !== 'number') throw pushBusWithoutVehicle();
  const departure = await db
    .selectFrom('app_departures')
    .select('vehicle_id')
    .where('id_app_departure', '=', departureId)
    .executeTakeFirst();
  if (!departure?.vehicle_id) throw pushBusWithoutVehicle();
}
