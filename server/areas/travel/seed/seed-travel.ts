import { sql, type Kysely, type Transaction } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { demoImage } from '../../../db/seed/demo-images.ts';
import { demoRegistry } from '../../../db/seed/demo-registry.ts';
import { insertRows, seedEntity } from '../../../db/seed/insert-rows.ts';
import { insertMissing, type Row } from '../../../db/seed/missing-rows.ts';
import { slugify } from '../../../db/seed/slug.ts';
import type { Tables } from '../../../db/tables.ts';
import { demoBoardingGroups, demoBoardingPoints } from './boarding-data.ts';
import { demoRoutes, demoShips } from './cruise-data.ts';
import { demoHotels, hotelServices, roomCategories, roomTypes } from './hotel-data.ts';

/** A demo row's pictures: `count` of the seed's posters, the first the main one. */
const pictures = (slug: string, count: number) =>
  Array.from({ length: count }, (_, order) => ({ ...demoImage(slug, order), order, main: order === 0 }));

const idOf = (ids: Map<string, number>, key: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`the travel demo data name "${key}", which was not seeded`);
  return id;
};

/** The hotels with their rooms (added only to hotels that have none) and the master lists they draw on. */
async function seedHotels(trx: Transaction<Tables>, registry: Registry) {
  // The countries are the internet area's, seeded before: only their ids by ISO code are wanted here.
  const { ids: countryIds } = await insertMissing(trx, registry, 'internet/country', 'iso', []);
  const { added: categories, ids: categoryIds } = await insertMissing(trx, registry, 'travel/room-category', 'name', [
    ...roomCategories,
  ]);
  const { added: types, ids: typeIds } = await insertMissing(trx, registry, 'travel/room-type', 'name', [...roomTypes]);
  const { added: services, ids: serviceIds } = await insertMissing(trx, registry, 'travel/hotel-service', 'name', [
    ...hotelServices,
  ]);
  const { added: hotels, ids: hotelIds } = await insertMissing(
    trx,
    registry,
    'travel/hotel',
    'name',
    demoHotels.map((hotel) => {
      const slug = slugify(hotel.name);
      return {
        name: hotel.name,
        stars: hotel.stars,
        rating: hotel.rating,
        code: hotel.code,
        external_id: hotel.code.replace('HTL-', ''),
        street: hotel.street,
        zip: hotel.zip,
        city: hotel.city,
        id_loc_country: countryIds.get(hotel.country) ?? null,
        description: hotel.description,
        contacts: [{ ...hotel.contact, email: `reservierung@${slug}.example` }],
        images: pictures(slug, 3),
        services: hotel.services.map((name) => idOf(serviceIds, name)),
        cure_package: hotel.cure !== undefined,
        cure_package_text: hotel.cure ?? null,
      };
    }),
  );
  const { rows: furnished } = await sql<{ id: number }>`select distinct id_htl_hotel as id from htl_room`.execute(trx);
  const hasRooms = new Set(furnished.map((row) => row.id));
  const rooms: Row[] = demoHotels.flatMap((hotel) => {
    const id = idOf(hotelIds, hotel.name);
    if (hasRooms.has(id)) return [];
    return hotel.rooms.map((room) => ({
      id_htl_hotel: id,
      name: room.name,
      id_htl_room_category: idOf(categoryIds, room.category),
      id_htl_room_type: idOf(typeIds, room.type),
      min_capacity: room.min,
      max_capacity: room.max,
      amount: room.amount,
      services: room.services.map((name) => idOf(serviceIds, name)),
    }));
  });
  if (rooms.length > 0)
    await insertRows(seedEntity(registry, 'travel/room'), Object.keys(rooms[0]!), rooms).execute(trx);
  return { hotels, rooms: rooms.length, roomCategories: categories, roomTypes: types, hotelServices: services };
}

/** The three ships and their routes; the routes' journeys are left to the journeys area, which is seeded later. */
async function seedCruises(trx: Transaction<Tables>, registry: Registry) {
  const { added: ships, ids: shipIds } = await insertMissing(
    trx,
    registry,
    'travel/ship',
    'name',
    demoShips.map(({ slug, ...ship }) => ({ ...ship, deck_plans: pictures(slug, 2) })),
  );
  const { added: shipRoutes } = await insertMissing(
    trx,
    registry,
    'travel/ship-route',
    'title',
    demoRoutes.map((route) => ({
      title: route.title,
      id_shp_ship: idOf(shipIds, route.ship),
      id_jrn_journey: null,
      stations: route.stations.map((station) => ({ ...station, notes: null })),
    })),
  );
  return { ships, shipRoutes };
}

/** The boarding points and the groups (coach lines) that take them in order. */
async function seedBoarding(trx: Transaction<Tables>, registry: Registry) {
  const { added: boardingPoints, ids: pointIds } = await insertMissing(
    trx,
    registry,
    'travel/boarding-point',
    'street',
    demoBoardingPoints.map((point) => ({
      street: point.street,
      stop_number: point.stop,
      zip: point.zip,
      place: point.place,
      offset_outbound: point.out,
      offset_return: point.back,
      latitude: point.lat,
      longitude: point.lon,
      note: null,
    })),
  );
  const { added: boardingGroups } = await insertMissing(
    trx,
    registry,
    'travel/boarding-group',
    'name',
    demoBoardingGroups.map((group) => ({
      name: group.name,
      boarding_points: group.streets.map((street) => idOf(pointIds, street)),
    })),
  );
  return { boardingPoints, boardingGroups };
}

/**
 * The travel catalogue's demo data, in German: hotels at the Baltic, in the Alps, Vienna, Prague,
 * Christmas market towns and river ports with their rooms, room categories, types and services;
 * a Danube, a Rhine and a Baltic ship with their routes; 40 boarding points in 6 groups. Adds what
 * is missing, in one transaction.
 */
export async function seedTravel(db: Kysely<Tables>, registry: Registry = demoRegistry()) {
  return db.transaction().execute(async (trx) => ({
    ...(await seedHotels(trx, registry)),
    ...(await seedCruises(trx, registry)),
    ...(await seedBoarding(trx, registry)),
  }));
}
