import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { berlinDay } from '../../../../domain/berlin-time.ts';
import { CONSENTS, type ConsentKey, type PaymentMethod } from '../../../../domain/booking/engine-api.ts';
import { demoAgencyId } from '../../../db/seed/demo-accounts.ts';
import { insertMissing, type Row } from '../../../db/seed/missing-rows.ts';
import type { Tables } from '../../../db/tables.ts';

type Status = 'booked' | 'failed' | 'expired';
type Transport = 'bus' | 'flight' | 'ship';

interface JourneyDate {
  from: string;
  till?: string | null;
  price?: number | null;
  additional_price?: number | null;
  active?: boolean;
  departure_time?: string | null;
}

interface Journey {
  id: number;
  title: string;
  transport: Transport;
  hotels: number[];
  boarding_points: number[];
  airports: { code: string; surcharge?: number; departure_time?: string | null }[];
  booking_services: { name: string; price: number; per?: 'person' | 'booking'; mandatory?: boolean }[];
  dates: JourneyDate[];
}

interface Traveller {
  salutation: string;
  first_name: string;
  last_name: string;
  birthday: string;
}

/** One demo online booking: who travels how, and what became of it. */
interface DemoBooking {
  number: string;
  status: Status;
  transport: Transport;
  /** The Ratio number of the demo process a booked one became (our copy `R-<nr>`). */
  ratioProcess?: number;
  forDemoAgency?: boolean;
  travellers: Traveller[];
  room: string;
  payment: PaymentMethod;
  insurance?: { code: string; name: string; price: number };
  failure?: string;
  createdAt: string;
}

const TERMS_VERSION = '2026-01';
const DEPOSIT_PERCENT = 20;
const REMAINING_DUE_DAYS = 30;

/**
 * Four bookings of the public engine: two booked (one through the demo agency) that became Ratio's
 * firm demo processes 500016 and 500030, a flight whose card was declined and a family whose hold
 * ran out. The numbers say they are demo rows, so that the engine's own numbers never meet them.
 */
export const demoOnlineBookings: readonly DemoBooking[] = [
  {
    number: 'OB-DEMO-0001',
    status: 'booked',
    transport: 'bus',
    ratioProcess: 500016,
    travellers: [
      { salutation: 'Frau', first_name: 'Heike', last_name: 'Brandes', birthday: '1958-04-12' },
      { salutation: 'Herr', first_name: 'Wolfgang', last_name: 'Brandes', birthday: '1955-09-30' },
    ],
    room: 'Doppelzimmer',
    payment: 'credit_card',
    insurance: { code: 'RRV-KOMPLETT', name: 'ERGO Reiserücktritts-Versicherung mit Reiseabbruch', price: 78 },
    createdAt: '2026-11-02T09:14:00Z',
  },
  {
    number: 'OB-DEMO-0002',
    status: 'booked',
    transport: 'bus',
    ratioProcess: 500030,
    forDemoAgency: true,
    travellers: [{ salutation: 'Frau', first_name: 'Gisela', last_name: 'Husmann', birthday: '1949-02-03' }],
    room: 'Einzelzimmer',
    payment: 'paypal',
    createdAt: '2026-11-05T17:40:00Z',
  },
  {
    number: 'OB-DEMO-0003',
    status: 'failed',
    transport: 'flight',
    travellers: [
      { salutation: 'Herr', first_name: 'Timo', last_name: 'Lorenzen', birthday: '1984-06-21' },
      { salutation: 'Frau', first_name: 'Sina', last_name: 'Lorenzen', birthday: '1986-11-08' },
    ],
    room: 'Doppelzimmer',
    payment: 'credit_card',
    failure: 'booking.errors.card_declined',
    createdAt: '2026-11-12T20:03:00Z',
  },
  {
    number: 'OB-DEMO-0004',
    status: 'expired',
    transport: 'bus',
    travellers: [
      { salutation: 'Herr', first_name: 'Markus', last_name: 'Petersen', birthday: '1979-01-15' },
      { salutation: 'Frau', first_name: 'Julia', last_name: 'Petersen', birthday: '1981-07-04' },
      { salutation: 'Frau', first_name: 'Lea', last_name: 'Petersen', birthday: '2012-03-22' },
    ],
    room: 'Familienzimmer',
    payment: 'sepa_debit',
    failure: 'booking.errors.expired',
    createdAt: '2026-11-20T11:25:00Z',
  },
];

const money = (value: number) => Math.round(value * 100) / 100;
const minusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The online-bookable journeys with a hotel and an active date still ahead, the earliest date first. */
async function bookableJourneys(db: Kysely<Tables>): Promise<(Journey & { date: JourneyDate })[]> {
  const today = berlinDay();
  const rows = await db
    .selectFrom('jrn_journey')
    .select([
      'id_jrn_journey',
      'title',
      'transport',
      'hotels',
      'boarding_points',
      'airports',
      'booking_services',
      'dates',
    ])
    .where('online', '=', true)
    .where('bookable', 'in', [0, 1, 4, 5])
    .orderBy('id_jrn_journey')
    .execute();
  return rows.flatMap((row) => {
    const journey = { ...row, id: row.id_jrn_journey } as unknown as Journey;
    const dates = (journey.dates ?? []).filter((date) => date.active !== false && date.from > today);
    const [date] = dates.sort((a, b) => a.from.localeCompare(b.from));
    return date && (journey.hotels ?? []).length > 0 ? [{ ...journey, date }] : [];
  });
}

function bookingRow(
  demo: DemoBooking,
  journey: Journey & { date: JourneyDate },
  room: { id: number; name: string },
  points: ReadonlyMap<number, { place: string; time: string | null }>,
  ids: { process: number | null; agency: number | null },
): Row {
  const persons = demo.travellers.length;
  const date = journey.date;
  const airport = journey.transport === 'flight' ? journey.airports[0] : undefined;
  const pointId = journey.transport === 'bus' ? journey.boarding_points[0] : undefined;
  const point = pointId === undefined ? undefined : points.get(pointId);
  const services = journey.booking_services
    .filter((service, index) => service.mandatory || index === 1)
    .map((service) => ({
      name: service.name,
      price: service.price,
      quantity: service.per === 'booking' ? 1 : persons,
      mandatory: service.mandatory ?? false,
    }));
  const single = persons === 1 ? (date.additional_price ?? 0) : 0;
  const total = money(
    (date.price ?? 0) * persons +
      single +
      (airport?.surcharge ?? 0) * persons +
      services.reduce((sum, service) => sum + service.price * service.quantity, 0) +
      (demo.insurance?.price ?? 0),
  );
  const deposit = money((total * DEPOSIT_PERCENT) / 100);
  const consents: ConsentKey[] = CONSENTS.filter((key) => key !== 'insurance_information' || demo.insurance);
  const [contact] = demo.travellers;
  const created = new Date(demo.createdAt);
  return {
    number: demo.number,
    status: demo.status,
    id_jrn_journey: journey.id,
    journey_title: journey.title,
    date_from: date.from,
    date_till: date.till ?? null,
    transport: journey.transport,
    airport: airport?.code ?? null,
    id_htl_hotel: journey.hotels[0],
    persons,
    rooms: [{ id_htl_room: room.id, name: room.name, persons }],
    travellers: demo.travellers.map((traveller) => ({
      ...traveller,
      room: 0,
      boarding_point: pointId ?? null,
      boarding_place: point?.place ?? null,
      boarding_time: point?.time ?? airport?.departure_time ?? null,
    })),
    services,
    insurance: demo.insurance ?? null,
    contact: {
      salutation: contact!.salutation,
      first_name: contact!.first_name,
      last_name: contact!.last_name,
      street: 'Lindenallee 14',
      zip: '21335',
      city: 'Lüneburg',
      country: 'DE',
      email: `${contact!.first_name}.${contact!.last_name}@example.com`.toLowerCase(),
      phone: '+49 4131 123456',
    },
    payment_method: demo.payment,
    currency: 'EUR',
    total,
    deposit,
    remaining: money(total - deposit),
    remaining_due: minusDays(date.from, REMAINING_DUE_DAYS),
    provider_payment_id: `pay_demo_${demo.number.slice(-4)}`,
    payment_status: { booked: 'paid', failed: 'failed', expired: 'open' }[demo.status],
    consents: consents.map((key) => ({ key, version: TERMS_VERSION, accepted_at: created.toISOString() })),
    held_until: new Date(created.getTime() + 30 * 60_000).toISOString(),
    failure: demo.failure ?? null,
    id_pc_process: ids.process,
    ratio_process: demo.status === 'booked' ? (demo.ratioProcess ?? null) : null,
    id_agency: ids.agency,
    language: 'de',
    confirmation_sent_at: demo.status === 'booked' ? new Date(created.getTime() + 5 * 60_000).toISOString() : null,
    created_at: created.toISOString(),
  };
}

/**
 * The demo online bookings on the demo journeys (the bookable ones of their transport whose hotel has
 * a room of the booking's kind, in turn: each bus booking on another journey), the earliest date
 * ahead, and the journey's first boarding point or airport. Adds the numbers that are missing;
 * a booking whose journey, room or process the data set lacks is left out or left unlinked.
 */
export async function seedOnlineBookings(db: Kysely<Tables>, registry: Registry) {
  const journeys = await bookableJourneys(db);
  const rooms = await db.selectFrom('htl_room').select(['id_htl_room', 'id_htl_hotel', 'name']).execute();
  const boarding = await db
    .selectFrom('zus_zustiege')
    .select(['id_zus_zustiege', 'place', 'offset_outbound'])
    .execute();
  const processes = await db
    .selectFrom('pc_process')
    .select(['id_pc_process', 'ratio_id'])
    .where(
      'ratio_id',
      'in',
      demoOnlineBookings.flatMap((demo) => (demo.ratioProcess ? [demo.ratioProcess] : [])),
    )
    .execute();
  const agency = await demoAgencyId(db);
  const used = new Map<Transport, number>();
  const rows = demoOnlineBookings.flatMap((demo) => {
    const roomOf = (journey: Journey) =>
      rooms.find((each) => each.id_htl_hotel === journey.hotels[0] && each.name.startsWith(demo.room));
    const candidates = journeys.filter((journey) => journey.transport === demo.transport && roomOf(journey));
    const turn = used.get(demo.transport) ?? 0;
    used.set(demo.transport, turn + 1);
    const journey = candidates[turn % Math.max(candidates.length, 1)];
    const room = journey && roomOf(journey);
    if (!journey || !room) return [];
    const departure = journey.date.departure_time ?? null;
    const points = new Map(
      boarding.map((point) => [
        point.id_zus_zustiege,
        { place: point.place, time: departure ? clockPlus(departure, point.offset_outbound ?? 0) : null },
      ]),
    );
    const process = processes.find((each) => each.ratio_id === demo.ratioProcess)?.id_pc_process ?? null;
    const ids = { process: demo.status === 'booked' ? process : null, agency: demo.forDemoAgency ? agency : null };
    return [bookingRow(demo, journey, { id: room.id_htl_room, name: room.name }, points, ids)];
  });
  return db.transaction().execute(async (trx) => {
    const { added } = await insertMissing(trx, registry, 'booking/online-booking', 'number', rows);
    return { onlineBookings: added };
  });
}

/** A clock time `minutes` later (earlier when negative), within the day. */
function clockPlus(time: string, minutes: number) {
  const [hours, mins] = time.split(':').map(Number);
  const total = (((hours! * 60 + mins! + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
