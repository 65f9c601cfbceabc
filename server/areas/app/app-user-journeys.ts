import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { userLink, userLinks, type Activity } from '../processes/user-process-queries.ts';
import { departuresOf } from './departure-travellers.ts';

type Link = Awaited<ReturnType<typeof userLinks>>[number];

/** The coach a journey's travellers ride: the departure's bus, plate and driver. */
export interface JourneyCoach {
  id_app_departure: number;
  bus_name: string | null;
  license_plate: string | null;
  driver_name: string | null;
}

const departureKey = (title: unknown, start: unknown) => `${String(start)}|${String(title)}`;

/** The user's departures by journey title and start day, with their driver's name. */
async function coachesOf(db: Kysely<Tables>, userId: number): Promise<Map<string, JourneyCoach>> {
  const ids = await departuresOf(db, userId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_departures as departure')
    .leftJoin('users as driver', 'driver.id_users', 'departure.id_users_driver')
    .select([
      'departure.id_app_departure',
      'departure.title',
      'departure.journey_start',
      'departure.bus_name',
      'departure.license_plate',
      'driver.firstname',
      'driver.lastname',
    ])
    .where('departure.id_app_departure', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      departureKey(row.title, row.journey_start),
      {
        id_app_departure: row.id_app_departure,
        bus_name: row.bus_name,
        license_plate: row.license_plate,
        driver_name: [row.firstname, row.lastname].filter(Boolean).join(' ') || null,
      },
    ]),
  );
}

const withCoach = (coaches: Map<string, JourneyCoach>) => (link: Link) => ({
  ...link,
  coach: coaches.get(departureKey(link.process.title, link.process.journey_start)) ?? null,
});

/**
 * The user's journeys: their process links with the coach of each (spec 1 §2 my journeys and past
 * journeys). Those to come first by start; past ones latest first.
 */
export async function ownJourneys(db: Kysely<Tables>, userId: number, activity: Exclude<Activity, 'all'>) {
  const [links, coaches] = await Promise.all([userLinks(db, userId, activity), coachesOf(db, userId)]);
  const start = (link: Link) => String(link.process.journey_start ?? '');
  const sorted = links.sort((one, other) => start(one).localeCompare(start(other)));
  return (activity === 'active' ? sorted : sorted.reverse()).map(withCoach(coaches));
}

/** One of the user's journeys (by its link) with its coach, and whether it is still to come or under way. */
export async function ownJourney(db: Kysely<Tables>, userId: number, linkId: number) {
  const link = await userLink(db, userId, linkId);
  const [active, coaches] = await Promise.all([userLinks(db, userId, 'active', linkId), coachesOf(db, userId)]);
  return { ...withCoach(coaches)(link), active: active.length > 0 };
}
