import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../../server/db/tables.ts';
import type { ProviderPaymentStatus } from '../../../server/integrations/payments/provider-status.ts';
import type { TestApp } from './testApp.ts';

/** The demo host the engine's calls are sent to; its tenant has online booking switched on by `engineTenant`. */
export const ENGINE_HOST = 'reisen.demo.local';
export const TENANT_EMAIL = 'buchung@reisen.demo.local';

/** Switches online booking on (or off) for the engine's host, with a company address for its mails. */
export async function engineTenant(db: Kysely<Tables>, enabled = true) {
  await db
    .updateTable('tenant')
    .set({
      booking_enabled: enabled,
      email: TENANT_EMAIL,
      booking_payment_methods: JSON.stringify(['credit_card', 'paypal']),
    })
    .where('host', '=', ENGINE_HOST)
    .execute();
}

export interface OnlineJourney {
  id: number;
  code: string;
  title: string;
  from: string;
  till: string;
  /** A boarding point at Ratio's stop 3, and one without a stop number. */
  points: { atStop: number; withoutStop: number };
}

let journeys = 0;

/**
 * A bookable bus journey of our own with one date (next year's 10 June), two boarding points and a
 * hotel; with `inRatio` (the default) its date is registered in the Ratio emulator with stop 3.
 */
export async function onlineJourney(api: TestApp, { inRatio = true } = {}): Promise<OnlineJourney> {
  const { db } = api.database;
  journeys += 1;
  const code = `OBT${journeys}${randomBytes(2).toString('hex')}`.toUpperCase();
  const year = new Date().getUTCFullYear() + 1;
  const from = `${year}-06-10`;
  const till = `${year}-06-15`;
  const title = `Online-Testreise ${code}`;
  const point = (street: string, stop_number: string | null) =>
    db
      .insertInto('zus_zustiege')
      .values({ place: 'Hamburg', street, stop_number, offset_outbound: 30, offset_return: -15 })
      .returning('id_zus_zustiege')
      .executeTakeFirstOrThrow();
  const atStop = (await point('ZOB Bussteig 3', '3')).id_zus_zustiege;
  const withoutStop = (await point('Parkplatz Nord', null)).id_zus_zustiege;
  const journey = await db
    .insertInto('jrn_journey')
    .values({
      title,
      code,
      online: true,
      bookable: 0,
      transport: 'bus',
      contingent: 40,
      boarding_points: JSON.stringify([atStop, withoutStop]),
      dates: JSON.stringify([
        {
          from,
          till,
          price: 899,
          additional_price: 150,
          contingent: 40,
          departure_time: '06:00',
          return_time: '20:00',
          active: true,
        },
      ]),
    })
    .returning('id_jrn_journey')
    .executeTakeFirstOrThrow();
  if (inRatio)
    api.ratio.addDates([
      { reise: code, titel: title, beginn: from, ende: till, plaetze: 40, stops: [{ haltestelle: 3, ort: 'Hamburg' }] },
    ]);
  return { id: journey.id_jrn_journey, code, title, from, till, points: { atStop, withoutStop } };
}

export interface HeldBooking {
  id: number;
  number: string;
  token: string;
  paymentId: string;
}

let bookings = 0;

const TRAVELLERS = [
  { salutation: 'Frau', first_name: 'Erika', last_name: 'Mustermann', birthday: '1970-03-01', room: 0 },
  { salutation: 'Herr', first_name: 'Max', last_name: 'Mustermann', birthday: '1968-07-12', room: 0 },
  { salutation: 'Frau', first_name: 'Lena', last_name: 'Mustermann', birthday: '2001-11-30', room: 1 },
];

/**
 * A booking held for the journey's date, as the hold makes it: three travellers in a double and a
 * single room, a service and an insurance; its token, and its deposit as a payment of the payment
 * emulator in `payment` status. `heldFor` minutes from now (negative: the hold ran out).
 */
export async function heldBooking(
  api: TestApp,
  journey: OnlineJourney,
  {
    payment = 'open',
    heldFor = 30,
    agency = null,
    boarding = [journey.points.atStop, journey.points.atStop, journey.points.atStop],
    language = 'de',
  }: {
    payment?: ProviderPaymentStatus;
    heldFor?: number;
    agency?: number | null;
    boarding?: (number | null)[];
    language?: string;
  } = {},
): Promise<HeldBooking> {
  bookings += 1;
  const number = `OB-T${bookings}-${randomBytes(3).toString('hex')}`;
  const token = randomBytes(24).toString('base64url');
  const paymentId = `pay_${number}`;
  const total = 3 * 899 + 150 + 2 * 35 + 129;
  const deposit = Math.round(total * 20) / 100;
  const row = await api.database.db
    .insertInto('bk_booking')
    .values({
      number,
      status: 'held',
      id_jrn_journey: journey.id,
      journey_title: journey.title,
      date_from: journey.from,
      date_till: journey.till,
      transport: 'bus',
      persons: 3,
      rooms: JSON.stringify([
        { id_htl_room: 1, name: 'Doppelzimmer', persons: 2 },
        { id_htl_room: 2, name: 'Einzelzimmer', persons: 1 },
      ]),
      travellers: JSON.stringify(
        TRAVELLERS.map((each, index) => ({ ...each, boarding_point: boarding[index] ?? null })),
      ),
      services: JSON.stringify([{ name: 'Reiserücktritts-Beratung', price: 35, quantity: 2 }]),
      insurance: JSON.stringify({ code: 'RRV', name: 'Reiserücktrittsversicherung', price: 129 }),
      lines: JSON.stringify([
        { kind: 'travel', label: `Reisepreis ${journey.title}`, quantity: 3, price: 899, total: 2697 },
        { kind: 'single_surcharge', label: 'Einzelzimmerzuschlag', quantity: 1, price: 150, total: 150 },
        { kind: 'service', label: 'Reiserücktritts-Beratung', quantity: 2, price: 35, total: 70 },
        { kind: 'insurance', label: 'Reiserücktrittsversicherung', quantity: 1, price: 129, total: 129 },
      ]),
      contact: JSON.stringify({
        salutation: 'Frau',
        first_name: 'Erika',
        last_name: 'Mustermann',
        street: 'Hauptstraße 1',
        zip: '20095',
        city: 'Hamburg',
        country: 'DE',
        email: 'erika@example.org',
        phone: null,
      }),
      payment_method: 'credit_card',
      total,
      deposit,
      remaining: total - deposit,
      remaining_due: `${journey.from.slice(0, 4)}-05-11`,
      provider_payment_id: paymentId,
      payment_status: 'open',
      consents: JSON.stringify([
        { key: 'travel_conditions', version: '2026-01', accepted_at: new Date().toISOString() },
        { key: 'privacy_policy', version: '2026-01', accepted_at: new Date().toISOString() },
      ]),
      held_until: new Date(Date.now() + heldFor * 60_000),
      id_agency: agency,
      language,
      access_hash: createHash('sha256').update(token).digest('hex'),
    })
    .returning('id_bk_booking')
    .executeTakeFirstOrThrow();
  api.payments.seed([{ id: paymentId, amount: Math.round(deposit * 100), status: payment, method: 'credit_card' }]);
  return { id: row.id_bk_booking, number, token, paymentId };
}

/** An engine call on the engine's host, with the booking's token. */
export const engineCall = (api: TestApp, token: string | undefined, options: InjectOptions) =>
  api.app.inject({
    ...options,
    headers: { ...options.headers, host: ENGINE_HOST, ...(token === undefined ? {} : { 'x-booking-token': token }) },
  });

export const checkBooking = (api: TestApp, booking: Pick<HeldBooking, 'number' | 'token'>) =>
  engineCall(api, booking.token, { method: 'POST', url: `/api/booking-engine/bookings/${booking.number}/check` });

export const bookingRow = (db: Kysely<Tables>, id: number) =>
  db.selectFrom('bk_booking').selectAll().where('id_bk_booking', '=', id).executeTakeFirstOrThrow();
