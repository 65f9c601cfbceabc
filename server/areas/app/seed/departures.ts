import { sql, type Kysely } from 'kysely';
import { berlinDay } from '../../../../domain/berlin-time.ts';
import type { SeedContext } from '../../../core/area.ts';
import { berlinIso, localTime } from '../../../db/seed/berlin-time.ts';
import { SEEDED_ON } from '../../../db/seed/demo-clock.ts';
import { insertRows, insertRowsReturning, seedEntity } from '../../../db/seed/insert-rows.ts';
import type { Tables } from '../../../db/tables.ts';
import { demoVehicles } from '../../../integrations/samsara/demo-vehicles.ts';
import { dateOfDay, journeyLength } from '../departure-rules.ts';
import { departureTravellers } from '../departure-travellers.ts';
import { germanMenu } from './departure-menus.ts';

/** About this many departures in all: those of the app users' journeys first, then other demo journeys. */
const DEPARTURES = 30;
const APP_LOGIN = 'app@demo.local';
const DRIVER_LOGIN = 'driver@demo.local';
/** The menu's days end here (the entity's limit). */
const MAX_MENU_DAYS = 60;

interface Journey {
  title: string;
  journey_start: string;
  journey_end: string;
}

const userByEmail = (db: Kysely<Tables>, email: string) =>
  db
    .selectFrom('users')
    .select('id_users')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();

/** The journeys (`title|start`) a login travels on today. */
async function currentJourneysOf(db: Kysely<Tables>, email: string, today: string) {
  const user = await userByEmail(db, email);
  if (!user) return new Set<string>();
  const rows = await db
    .selectFrom('users_vorgaenge as link')
    .innerJoin('pc_process as process', 'process.id_pc_process', 'link.id_pc_process')
    .select(['process.title', 'process.journey_start'])
    .where('link.id_users', '=', user.id_users)
    .where('process.journey_start', '<=', today)
    .where('process.journey_end', '>=', today)
    .execute();
  return new Set(rows.map((row) => `${row.title}|${row.journey_start}`));
}

/** The journeys departures are planned for: the app users' (all of them), then others nearest the demo day. */
async function journeysToPlan(db: Kysely<Tables>): Promise<Journey[]> {
  const journeys = sql<Journey & { linked: boolean }>`
    select process.title, process.journey_start, max(process.journey_end) as journey_end,
           bool_or(link.id_users is not null) as linked
      from pc_process process
      left join users_vorgaenge link on link.id_pc_process = process.id_pc_process
     where process.title is not null and process.journey_start is not null and process.journey_end is not null
     group by process.title, process.journey_start
     order by linked desc, abs(process.journey_start - ${SEEDED_ON}::date), process.title`;
  const rows = (await journeys.execute(db)).rows;
  const linked = rows.filter((row) => row.linked);
  return [...linked, ...rows.filter((row) => !row.linked).slice(0, Math.max(0, DEPARTURES - linked.length))];
}

/** Consumption of a departure's travellers for the days before today: breakfast and a drink, a main course every other day. */
function ordersOf(departure: Departure, travellers: number[], today: string) {
  const menu = departure.menu;
  const days = Math.min(journeyLength(departure.journey_start, departure.journey_end), MAX_MENU_DAYS);
  return travellers.flatMap((userId, traveller) =>
    Array.from({ length: days }, (_, index) => index + 1)
      .filter((day) => dateOfDay(departure.journey_start, day) < today)
      .flatMap((day) => {
        const ofDay = menu.filter((item) => item.day === day);
        const wanted = [
          ofDay.find((item) => item.course === 'breakfast'),
          ofDay.find((item) => item.course === 'drink'),
        ];
        if ((day + traveller) % 2 === 0) wanted.push(ofDay.find((item) => item.course === 'main'));
        return wanted.flatMap((item, position) =>
          item
            ? [
                {
                  id_users: userId,
                  id_app_departure: departure.id_app_departure,
                  day,
                  course: item.course,
                  name: item.name,
                  price: item.price,
                  quantity: item.course === 'drink' ? 2 : 1,
                  ordered_at: berlinIso(
                    localTime(dateOfDay(departure.journey_start, day), ['08:00', '12:30', '19:00'][position]),
                  ),
                  created_by: userId,
                  updated_by: userId,
                },
              ]
            : [],
        );
      }),
  );
}

interface Departure {
  id_app_departure: number;
  journey_start: string;
  journey_end: string;
  menu: { day: number; course: string; name: string; price: number }[];
}

/**
 * Demo departures (issue 23): one for each journey (title and start day) the app users travel on, and
 * for further demo journeys, about 30 in all; each with a coach of the telematics demo fleet, a driver
 * (the demo driver on the app login's current journey) and a German travel menu. The demo travellers
 * have ordered from the menus of their current and past journeys. Existing departures and orders stay.
 */
export async function seedDepartures({ db, registry }: SeedContext): Promise<Record<string, number>> {
  // Which journeys run today and which days are past is the real day's question, not the demo clock's.
  const today = berlinDay();
  const there = new Set(
    (await db.selectFrom('app_departures').select(['title', 'journey_start']).execute()).map(
      (row) => `${row.title}|${row.journey_start}`,
    ),
  );
  const drivers = await db
    .selectFrom('users')
    .select('id_users')
    .where('driver', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('id_users')
    .execute();
  const demoDriver = (await userByEmail(db, DRIVER_LOGIN))?.id_users;
  const appLoginJourneys = await currentJourneysOf(db, APP_LOGIN, today);

  const planned = (await journeysToPlan(db)).filter(
    (journey) => !there.has(`${journey.title}|${journey.journey_start}`),
  );
  const rows = planned.map((journey, index) => {
    const bus = demoVehicles[index % demoVehicles.length] as (typeof demoVehicles)[number];
    const key = `${journey.title}|${journey.journey_start}`;
    const driver =
      appLoginJourneys.has(key) && demoDriver !== undefined ? demoDriver : drivers[index % drivers.length]?.id_users;
    const days = Math.min(journeyLength(journey.journey_start, journey.journey_end), MAX_MENU_DAYS);
    return {
      ...journey,
      bus_name: bus.name,
      license_plate: bus.licensePlate,
      vehicle_id: bus.vehicleId,
      id_users_driver: driver ?? null,
      menu: germanMenu(days, index),
    };
  });
  const entity = seedEntity(registry, 'app/departure');
  const fields = [
    'title',
    'journey_start',
    'journey_end',
    'bus_name',
    'license_plate',
    'vehicle_id',
    'id_users_driver',
    'menu',
  ];
  const added =
    rows.length === 0
      ? []
      : (
          await insertRowsReturning<{ id_app_departure: number }>(entity, fields, rows, ['id_app_departure']).execute(
            db,
          )
        ).rows;

  return {
    departures: added.length,
    consumptions: await seedConsumption({ db, registry }, today),
  };
}

/** Orders of each departure's travellers that have none on it yet, for departures begun by today. */
async function seedConsumption({ db, registry }: SeedContext, today: string) {
  const departures = (await db
    .selectFrom('app_departures')
    .select(['id_app_departure', 'journey_start', 'journey_end', 'menu'])
    .where('journey_start', '<', today)
    .execute()) as Departure[];
  const ordered = new Set(
    (await db.selectFrom('app_consumptions').select(['id_users', 'id_app_departure']).distinct().execute()).map(
      (row) => `${row.id_users}|${row.id_app_departure}`,
    ),
  );
  const orders = [];
  for (const departure of departures) {
    const travellers = (await departureTravellers(db, departure.id_app_departure)).filter(
      (userId) => !ordered.has(`${userId}|${departure.id_app_departure}`),
    );
    orders.push(...ordersOf(departure, travellers, today));
  }
  if (orders.length === 0) return 0;
  const fields = Object.keys(orders[0] as object);
  await insertRows(seedEntity(registry, 'app/consumption'), fields, orders).execute(db);
  return orders.length;
}
