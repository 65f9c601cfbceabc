import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DateAvailability } from '../../../domain/booking/engine-api.ts';
import type { Tables } from '../../db/tables.ts';

/** The places of a date or the rooms of a kind without a number: as good as unlimited. */
export const UNLIMITED = 999;

/** What a journey date offers before anything is booked: its places, those sold elsewhere, its hotel's rooms. */
export interface DateStock {
  id_jrn_journey: number;
  from: string;
  /** The date's contingent, else the journey's; null: unlimited. */
  contingent: number | null;
  external_counter: number;
  rooms: { id_htl_room: number; amount: number | null }[];
}

/** Bookings that take places: paid or booked, or held and not yet run out. */
export const takesPlaces = (eb: ExpressionBuilder<Tables, 'bk_booking'>) =>
  eb.or([
    eb('bk_booking.status', 'in', ['paid', 'booked']),
    eb.and([eb('bk_booking.status', '=', 'held'), eb('bk_booking.held_until', '>', sql<Date>`now()`)]),
  ]);

const left = (capacity: number | null, taken: number) => Math.max(0, (capacity ?? UNLIMITED) - taken);

/** The key of a journey date in `placesTaken`. */
export const dateKey = (journey: number, from: string) => `${journey}/${from}`;

/** Persons of the bookings taking places, by journey date (`dateKey`), of the given journeys. */
export async function placesTaken(db: Kysely<Tables>, journeys: readonly number[]): Promise<Map<string, number>> {
  if (journeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('bk_booking')
    .select(['id_jrn_journey', 'date_from', (eb) => eb.fn.sum<number>('persons').as('persons')])
    .where('id_jrn_journey', 'in', journeys)
    .where(takesPlaces)
    .groupBy(['id_jrn_journey', 'date_from'])
    .execute();
  return new Map(rows.map((row) => [dateKey(row.id_jrn_journey, row.date_from), Number(row.persons)]));
}

/** The places left of a date, given the persons its bookings take. */
export const placesLeft = (stock: Pick<DateStock, 'contingent' | 'external_counter'>, taken: number) =>
  left(stock.contingent, stock.external_counter + taken);

/**
 * The places and rooms of each kind still free on a journey date: the contingent less the places sold
 * elsewhere and those of the bookings taking places; each room kind's `amount` less the rooms of those
 * bookings. Never below 0. Inside a transaction that locked the journey row, the answer holds until it ends.
 */
export async function dateAvailability(db: Kysely<Tables>, stock: DateStock): Promise<DateAvailability> {
  const bookings = await db
    .selectFrom('bk_booking')
    .select(['persons', 'rooms'])
    .where('id_jrn_journey', '=', stock.id_jrn_journey)
    .where('date_from', '=', stock.from)
    .where(takesPlaces)
    .execute();
  const roomsTaken = new Map<number, number>();
  for (const room of bookings.flatMap((booking) => booking.rooms))
    roomsTaken.set(room.id_htl_room, (roomsTaken.get(room.id_htl_room) ?? 0) + 1);
  return {
    from: stock.from,
    remaining: placesLeft(
      stock,
      bookings.reduce((sum, booking) => sum + booking.persons, 0),
    ),
    rooms: stock.rooms.map((room) => ({
      id_htl_room: room.id_htl_room,
      remaining: left(room.amount, roomsTaken.get(room.id_htl_room) ?? 0),
    })),
  };
}
