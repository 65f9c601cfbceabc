import type { Kysely } from 'kysely';
import type { BookingRequest, Transport } from '../../../domain/booking/engine-api.ts';
import { CONSENTS } from '../../../domain/booking/engine-api.ts';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { Tables } from '../../../server/db/tables.ts';

/** The Berlin day `days` after today, YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const moment = new Date(`${berlinDay()}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

export interface EngineJourneyFixture {
  id: number;
  hotel: number;
  /** The double room (1–2 persons, `doubles` of them) and the single room (1 person, `singles`). */
  double: number;
  single: number;
  boardingPoint: number;
  /** Its first date's start. */
  from: string;
}

interface FixtureOptions {
  title?: string;
  transport?: Transport;
  contingent?: number | null;
  external?: number;
  doubles?: number;
  singles?: number;
  price?: number;
  dates?: { from: string; till: string; active?: boolean; contingent?: number | null }[];
  services?: { name: string; price: number; per?: 'person' | 'booking'; mandatory?: boolean }[];
  airports?: { code: string; name: string; surcharge?: number }[];
  online?: boolean;
  bookable?: 0 | 1 | 2 | 3 | 4 | 5;
  country?: number | null;
}

/** A journey the engine offers, with a hotel of two room kinds, a boarding point and known dates, prices and places. */
export async function engineJourneyFixture(
  db: Kysely<Tables>,
  options: FixtureOptions = {},
): Promise<EngineJourneyFixture> {
  const { id_htl_hotel: hotel } = await db
    .insertInto('htl_hotel')
    .values({ name: `Hotel ${options.title ?? 'Engine'}`, city: 'Meran' })
    .returning('id_htl_hotel')
    .executeTakeFirstOrThrow();
  const room = (name: string, min: number, max: number, amount: number) =>
    db
      .insertInto('htl_room')
      .values({ id_htl_hotel: hotel, name, min_capacity: min, max_capacity: max, amount })
      .returning('id_htl_room')
      .executeTakeFirstOrThrow();
  const { id_htl_room: double } = await room('Doppelzimmer', 1, 2, options.doubles ?? 10);
  const { id_htl_room: single } = await room('Einzelzimmer', 1, 1, options.singles ?? 10);
  const { id_zus_zustiege: boardingPoint } = await db
    .insertInto('zus_zustiege')
    .values({ street: 'Hauptstraße 1', place: 'Testhausen', zip: '12345', offset_outbound: -30, offset_return: 15 })
    .returning('id_zus_zustiege')
    .executeTakeFirstOrThrow();
  const from = dayFromToday(60);
  const dates = (options.dates ?? [{ from, till: dayFromToday(67) }]).map((date) => ({
    from: date.from,
    till: date.till,
    price: options.price ?? 1000,
    additional_price: 150,
    contingent:
      date.contingent === undefined ? (options.contingent === undefined ? 20 : options.contingent) : date.contingent,
    external_counter: options.external ?? 0,
    departure_time: '07:00',
    return_time: '19:00',
    active: date.active ?? true,
  }));
  const { id_jrn_journey: id } = await db
    .insertInto('jrn_journey')
    .values({
      title: options.title ?? 'Engine Testreise',
      online: options.online ?? true,
      bookable: options.bookable ?? 0,
      transport: options.transport ?? 'bus',
      id_loc_country: options.country ?? null,
      duration: 8,
      dates: JSON.stringify(dates),
      hotels: JSON.stringify([hotel]),
      boarding_points: JSON.stringify([boardingPoint]),
      airports: JSON.stringify(options.airports ?? []),
      booking_services: JSON.stringify(options.services ?? []),
      images: JSON.stringify([
        { link: '/api/uploads/second.jpg', order: 1 },
        { link: '/api/uploads/main.jpg', order: 2, main: true },
      ]),
    })
    .returning('id_jrn_journey')
    .executeTakeFirstOrThrow();
  return { id, hotel, double, single, boardingPoint, from: dates[0]?.from ?? from };
}

let travellerCount = 0;

/** A traveller nobody else in the run is, in room `room`. */
export function newTraveller(room = 0, boardingPoint: number | null = null) {
  travellerCount += 1;
  return {
    salutation: 'Frau',
    first_name: `Erika${travellerCount}`,
    last_name: 'Mustermann',
    birthday: '1970-05-01',
    room,
    boarding_point: boardingPoint,
  };
}

/** A valid booking of two travellers in a double room of the fixture's first date, with every consent. */
export function bookingOf(fixture: EngineJourneyFixture, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    journey: fixture.id,
    date: fixture.from,
    hotel: fixture.hotel,
    rooms: [{ id_htl_room: fixture.double, persons: 2 }],
    airport: null,
    services: [],
    insurance: null,
    travellers: [newTraveller(0, fixture.boardingPoint), newTraveller(0, fixture.boardingPoint)],
    contact: {
      salutation: 'Frau',
      first_name: 'Erika',
      last_name: 'Mustermann',
      street: 'Musterweg 3',
      zip: '80331',
      city: 'München',
      country: 'DE',
      email: 'erika@example.com',
      phone: null,
    },
    payment_method: 'credit_card',
    consents: CONSENTS.filter((key) => key !== 'insurance_information').map((key) => ({ key, version: '2026-01' })),
    language: 'de',
    agency: null,
    ...overrides,
  };
}
