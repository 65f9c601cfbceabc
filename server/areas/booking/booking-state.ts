import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { BookingState, PaymentMethod } from '../../../domain/booking/engine-api.ts';
import type { Tables } from '../../db/tables.ts';
import type { BookingOnlineBookingRow } from '../../db/entity-tables.ts';
import { notFound } from '../../errors.ts';

export type OnlineBooking = Selectable<BookingOnlineBookingRow>;

/** The header the engine sends the booking's token in. */
export const TOKEN_HEADER = 'x-booking-token';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The token hashes to the stored hash; compared in constant time, so that timing tells nothing of it. */
function tokenMatches(token: string | undefined, accessHash: string | null): boolean {
  if (!token || !accessHash || !/^[0-9a-f]{64}$/i.test(accessHash)) return false;
  return timingSafeEqual(sha256(token), Buffer.from(accessHash, 'hex'));
}

/** The booking with this number whose token the caller holds; 404 alike for an unknown number and a wrong token. */
export async function bookingForToken(db: Kysely<Tables>, number: string, token: string | undefined) {
  const booking = await db.selectFrom('bk_booking').selectAll().where('number', '=', number).executeTakeFirst();
  if (!booking || !tokenMatches(token, booking.access_hash)) throw notFound();
  return booking;
}

/** A held booking whose hold has run out. */
export const holdRanOut = (booking: OnlineBooking, now = new Date()) =>
  booking.status === 'held' && booking.held_until !== null && new Date(booking.held_until) <= now;

/** The booking as the engine shows it to its customer. */
export function bookingState(booking: OnlineBooking): BookingState {
  return {
    number: booking.number,
    status: booking.status,
    journey_title: booking.journey_title ?? '',
    date_from: booking.date_from,
    date_till: booking.date_till ?? booking.date_from,
    persons: booking.persons,
    total: Number(booking.total ?? 0),
    deposit: Number(booking.deposit ?? 0),
    remaining: Number(booking.remaining ?? 0),
    remaining_due: booking.remaining_due,
    payment_method: booking.payment_method as PaymentMethod,
    failure: booking.failure,
    contact_email: booking.contact?.email ?? '',
  };
}

/** The JSON schema of `BookingState`, for the calls' OpenAPI descriptions. */
export const bookingStateSchema = {
  type: 'object',
  required: [
    'number',
    'status',
    'journey_title',
    'date_from',
    'date_till',
    'persons',
    'total',
    'deposit',
    'remaining',
    'remaining_due',
    'payment_method',
    'failure',
    'contact_email',
  ],
  properties: {
    number: { type: 'string' },
    status: { type: 'string', enum: ['held', 'paid', 'booked', 'failed', 'expired', 'cancelled'] },
    journey_title: { type: 'string' },
    date_from: { type: 'string', format: 'date' },
    date_till: { type: 'string', format: 'date' },
    persons: { type: 'integer' },
    total: { type: 'number' },
    deposit: { type: 'number' },
    remaining: { type: 'number' },
    remaining_due: { type: ['string', 'null'], format: 'date' },
    payment_method: { type: 'string' },
    failure: { type: ['string', 'null'], description: 'A message key when the booking failed.' },
    contact_email: { type: 'string' },
  },
} as const;
