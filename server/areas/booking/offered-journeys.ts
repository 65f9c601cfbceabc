import type { Kysely, Selectable } from 'kysely';
import type {
  EngineDate,
  EngineHotel,
  EngineJourney,
  JourneySummary,
  Transport,
} from '../../../domain/booking/engine-api.ts';
import { MAX_TRAVELLERS } from '../../../domain/booking/engine-api.ts';
import { likeLiteral } from '../../crud/query/build-where.ts';
import type { Tables } from '../../db/tables.ts';
import { dateKey, placesLeft, placesTaken, type DateStock } from './availability.ts';

/** The journeys' `bookable` states the engine sells: bookable, on request, guaranteed, few seats left. */
export const BOOKABLE_STATES = [0, 1, 4, 5] as const;

/** Which of the bookable journeys: words of the title, a country, a transport, or one journey. */
export interface JourneyFilter {
  search?: string;
  destination?: number;
  transport?: Transport;
  id?: number;
}

type JourneyRow = Selectable<Tables['jrn_journey']>;
type StoredDate = JourneyRow['dates'][number];
type StoredImage = JourneyRow['images'][number];

/** A journey the engine offers, with what a booking of it needs beyond what the engine is shown. */
export interface OfferedJourney {
  journey: EngineJourney;
  /** The country's ISO code, for the insurer. */
  country: string | null;
  /** The date's places and rooms before any booking; undefined for a date not offered. */
  stock(from: string): DateStock | undefined;
}

/** The image links, the main one first, then in their order. */
function imageLinks(images: StoredImage[]): string[] {
  return [...images]
    .sort((a, b) => Number(b.main === true) - Number(a.main === true) || (a.order ?? 0) - (b.order ?? 0))
    .map((image) => image.link);
}

/** The journey's active dates after `today`, each with its places left. */
function offeredDates(
  row: Pick<JourneyRow, 'id_jrn_journey' | 'contingent' | 'dates'>,
  taken: Map<string, number>,
  today: string,
) {
  return row.dates
    .filter((date) => date.active !== false && date.from > today)
    .map((date) => ({
      stored: date,
      remaining: placesLeft(dateStockBase(row, date), taken.get(dateKey(row.id_jrn_journey, date.from)) ?? 0),
    }));
}

const dateStockBase = (row: Pick<JourneyRow, 'contingent'>, date: StoredDate) => ({
  contingent: date.contingent ?? row.contingent ?? null,
  external_counter: date.external_counter ?? 0,
});

function bookableJourneyRows(db: Kysely<Tables>, filter: JourneyFilter) {
  const words = filter.search?.trim().split(/\s+/).filter(Boolean) ?? [];
  let query = db
    .selectFrom('jrn_journey as j')
    .leftJoin('loc_country as c', 'c.id_loc_country', 'j.id_loc_country')
    .where('j.online', '=', true)
    .where('j.bookable', 'in', BOOKABLE_STATES)
    .where('j.deleted_at', 'is', null);
  if (filter.id !== undefined) query = query.where('j.id_jrn_journey', '=', filter.id);
  if (filter.destination !== undefined) query = query.where('j.id_loc_country', '=', filter.destination);
  if (filter.transport) query = query.where('j.transport', '=', filter.transport);
  for (const word of words) query = query.where('j.title', 'ilike', `%${likeLiteral(word)}%`);
  return query;
}

/**
 * The bookable journeys (online, in a bookable state, with an active date after `today` that has places
 * left), soonest first, at most `limit`; with `month` (YYYY-MM), those with such a date in that month,
 * priced and dated by those.
 */
export async function journeySummaries(
  db: Kysely<Tables>,
  filter: JourneyFilter & { month?: string },
  today: string,
  limit: number,
): Promise<(JourneySummary & { id_loc_country: number | null })[]> {
  const rows = await bookableJourneyRows(db, filter)
    .select([
      'j.id_jrn_journey',
      'j.title',
      'j.subtitle',
      'j.teaser',
      'j.images',
      'j.duration',
      'j.transport',
      'j.contingent',
      'j.dates',
      'j.id_loc_country',
      'c.name as destination',
    ])
    .execute();
  const taken = await placesTaken(
    db,
    rows.map((row) => row.id_jrn_journey),
  );
  return rows
    .flatMap((row) => {
      const dates = offeredDates(row, taken, today)
        .filter(({ remaining }) => remaining > 0)
        .map(({ stored }) => stored)
        .filter((date) => !filter.month || date.from.startsWith(`${filter.month}-`));
      if (dates.length === 0) return [];
      return [
        {
          id_jrn_journey: row.id_jrn_journey,
          title: row.title,
          subtitle: row.subtitle,
          teaser: row.teaser,
          image: imageLinks(row.images)[0] ?? null,
          duration: row.duration,
          transport: row.transport,
          destination: row.destination,
          id_loc_country: row.id_loc_country,
          price_from: Math.min(...dates.map((date) => date.price)),
          next_date: dates.map((date) => date.from).sort()[0] as string,
        },
      ];
    })
    .sort((a, b) => a.next_date.localeCompare(b.next_date) || a.title.localeCompare(b.title))
    .slice(0, limit);
}

async function hotelsOf(db: Kysely<Tables>, ids: number[]) {
  if (ids.length === 0) return { hotels: [] as EngineHotel[], amounts: new Map<number, number | null>() };
  const [hotels, rooms] = await Promise.all([
    db
      .selectFrom('htl_hotel')
      .select(['id_htl_hotel', 'name', 'stars', 'city'])
      .where('id_htl_hotel', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('htl_room')
      .select(['id_htl_room', 'id_htl_hotel', 'name', 'min_capacity', 'max_capacity', 'amount'])
      .where('id_htl_hotel', 'in', ids)
      .orderBy('id_htl_room')
      .execute(),
  ]);
  const byId = new Map(hotels.map((hotel) => [hotel.id_htl_hotel, hotel]));
  return {
    hotels: ids.flatMap((id) => {
      const hotel = byId.get(id);
      if (!hotel) return [];
      const own = rooms.filter((room) => room.id_htl_hotel === id);
      return [
        {
          ...hotel,
          rooms: own.map((room) => ({
            id_htl_room: room.id_htl_room,
            name: room.name,
            min_capacity: room.min_capacity ?? 1,
            max_capacity: room.max_capacity ?? MAX_TRAVELLERS,
          })),
        },
      ];
    }),
    amounts: new Map(rooms.map((room) => [room.id_htl_room, room.amount])),
  };
}

async function boardingPointsOf(db: Kysely<Tables>, ids: number[]) {
  if (ids.length === 0) return [];
  const points = await db
    .selectFrom('zus_zustiege')
    .select(['id_zus_zustiege', 'place', 'street', 'zip', 'offset_outbound', 'offset_return'])
    .where('id_zus_zustiege', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return ids.flatMap((id) => {
    const point = points.find((candidate) => candidate.id_zus_zustiege === id);
    return point
      ? [{ ...point, offset_outbound: point.offset_outbound ?? 0, offset_return: point.offset_return ?? 0 }]
      : [];
  });
}

/**
 * An online journey in a bookable state as the engine shows it (its active dates after `today`, those
 * sold out with 0 remaining; its hotels and their rooms, boarding points, airports and services), or
 * undefined when it is none. It is bookable when a date has places left (`hasPlacesLeft`).
 */
export async function offeredJourney(
  db: Kysely<Tables>,
  id: number,
  today: string,
): Promise<OfferedJourney | undefined> {
  const row = await bookableJourneyRows(db, { id })
    .select([
      'j.id_jrn_journey',
      'j.title',
      'j.subtitle',
      'j.introduction',
      'j.images',
      'j.duration',
      'j.transport',
      'j.contingent',
      'j.dates',
      'j.hotels',
      'j.boarding_points',
      'j.airports',
      'j.booking_services',
      'c.iso as country',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const dates = offeredDates(row, await placesTaken(db, [id]), today);
  const [{ hotels, amounts }, boardingPoints] = await Promise.all([
    hotelsOf(db, row.hotels),
    boardingPointsOf(db, row.boarding_points),
  ]);
  const engineDates: EngineDate[] = dates
    .map(({ stored, remaining }) => ({
      from: stored.from,
      till: stored.till,
      price: stored.price,
      price_description: stored.price_description ?? null,
      single_surcharge: stored.additional_price ?? 0,
      departure_time: stored.departure_time ?? null,
      return_time: stored.return_time ?? null,
      remaining,
    }))
    .sort((a, b) => a.from.localeCompare(b.from));
  const rooms = hotels.flatMap((hotel) => hotel.rooms);
  return {
    journey: {
      id_jrn_journey: row.id_jrn_journey,
      title: row.title,
      subtitle: row.subtitle,
      introduction: row.introduction,
      images: imageLinks(row.images),
      duration: row.duration,
      transport: row.transport,
      dates: engineDates,
      hotels,
      boarding_points: boardingPoints,
      airports: row.airports.map((airport) => ({
        code: airport.code,
        name: airport.name,
        surcharge: airport.surcharge ?? 0,
        departure_time: airport.departure_time ?? null,
      })),
      services: row.booking_services.map((service, index) => ({
        index,
        name: service.name,
        price: service.price,
        per: service.per ?? 'person',
        mandatory: service.mandatory ?? false,
      })),
    },
    country: row.country,
    stock(from) {
      const date = dates.find(({ stored }) => stored.from === from)?.stored;
      return (
        date && {
          id_jrn_journey: id,
          from,
          ...dateStockBase(row, date),
          rooms: rooms.map((room) => ({
            id_htl_room: room.id_htl_room,
            amount: amounts.get(room.id_htl_room) ?? null,
          })),
        }
      );
    },
  };
}

/** Whether a date of the journey has places left: what makes it bookable beside its state. */
export const hasPlacesLeft = (journey: EngineJourney) => journey.dates.some((date) => date.remaining > 0);
