import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { SamsaraSystem } from '../../integrations/samsara/samsara-system.ts';
import type { BusLocation } from '../../../domain/app/bus-location.ts';
import { currentDeparture } from './current-departure.ts';

const KM_PER_MILE = 1.609344;

/**
 * Where the bus of the user's departure today is, from the telematics. Telematics that fail or do
 * not know the vehicle make the answer `offline`, never an error: the app shows the last position it had.
 */
export async function busLocationOf(
  { db, samsara, log }: { db: Kysely<Tables>; samsara: SamsaraSystem; log: FastifyBaseLogger },
  userId: number,
): Promise<BusLocation> {
  const found = await currentDeparture(db, { id_users: userId });
  if (!found) return { status: 'no_journey' };
  const { title, journey_start, journey_end, bus_name, license_plate, vehicle_id } = found;
  const departure = { title, journey_start, journey_end, bus_name, license_plate };
  if (!vehicle_id) return { status: 'no_vehicle', departure };
  try {
    const [location] = await samsara.vehicleLocations([vehicle_id]);
    if (!location) return { status: 'offline', departure };
    const { latitude, longitude, heading, speedMilesPerHour, time, place } = location;
    const speed = Math.round(speedMilesPerHour * KM_PER_MILE);
    return { status: 'ok', departure, position: { latitude, longitude, heading, speed, time, place } };
  } catch (error) {
    log.warn({ err: error, vehicleId: vehicle_id }, 'the telematics did not tell where the bus is');
    return { status: 'offline', departure };
  }
}
