import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BookingRequest, EngineJourney, TravellerInput } from '../../../domain/booking/engine-api.ts';
import { berlinTime } from '../../../domain/berlin-time.ts';
import { transact } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { dateAvailability, takesPlaces } from './availability.ts';
import { refuseUnavailable, type PricedSelection } from './priced-selection.ts';

/** The token the customer's browser reads and checks its booking with, as stored: its SHA-256. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The same person: first name, last name and birthday, whatever the case. */
const personKey = (traveller: { first_name: string; last_name: string; birthday?: string | null }) =>
  [traveller.first_name, traveller.last_name, traveller.birthday ?? '']
    .map((part) => part.trim().toLowerCase())
    .join('|');

/** A clock time moved by minutes (a boarding point's offset), HH:mm; null without a time. */
function movedTime(time: string | null, minutes: number): string | null {
  if (!time) return null;
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function storedTravellers(journey: EngineJourney, request: BookingRequest) {
  const departure = journey.dates.find((date) => date.from === request.date)?.departure_time ?? null;
  return request.travellers.map((traveller: TravellerInput) => {
    const point = journey.boarding_points.find((each) => each.id_zus_zustiege === traveller.boarding_point);
    return {
      ...traveller,
      boarding_place: point?.place ?? null,
      boarding_time: point ? movedTime(departure, point.offset_outbound) : null,
    };
  });
}

/**
 * Under the journey row's lock, so that bookings of its dates take places one after the other: refuses
 * travellers paid or booked on the date already (409 `booking.errors.double_booking`), cancels the
 * still-held bookings of the same travellers (their places are free again), refuses when not enough
 * places or rooms are left (409), and stores the booking `held` until `hold_minutes` from now.
 */
async function holdUnderLock(
  trx: Kysely<Tables>,
  request: BookingRequest,
  priced: PricedSelection,
  holdMinutes: number,
  tokenDigest: string,
) {
  const { journey } = priced.offered;
  await trx
    .selectFrom('jrn_journey')
    .select('id_jrn_journey')
    .where('id_jrn_journey', '=', journey.id_jrn_journey)
    .forUpdate()
    .execute();
  const travellers = new Set(request.travellers.map(personKey));
  const sameDate = await trx
    .selectFrom('bk_booking')
    .select(['id_bk_booking', 'status', 'travellers'])
    .where('id_jrn_journey', '=', journey.id_jrn_journey)
    .where('date_from', '=', request.date)
    .where(takesPlaces)
    .execute();
  const ofTheseTravellers = sameDate.filter((booking) =>
    booking.travellers.some((each) => travellers.has(personKey(each))),
  );
  if (ofTheseTravellers.some((booking) => booking.status !== 'held'))
    throw new ApiError('Conflict', 'These travellers are booked on this date already', {
      errors: [{ field: 'travellers', key: 'booking.errors.double_booking' }],
    });
  if (ofTheseTravellers.length > 0)
    await trx
      .updateTable('bk_booking')
      .set({ status: 'cancelled', updated_at: sql`now()` })
      .where(
        'id_bk_booking',
        'in',
        ofTheseTravellers.map((booking) => booking.id_bk_booking),
      )
      .execute();

  refuseUnavailable(await dateAvailability(trx, priced.stock), request);

  const date = journey.dates.find((each) => each.from === request.date);
  const rooms = journey.hotels.flatMap((hotel) => hotel.rooms);
  const { quote } = priced;
  const inserted = await trx
    .insertInto('bk_booking')
    .values({
      // A unique stand-in until the id gives the number.
      number: `OB-${randomBytes(8).toString('hex')}`,
      status: 'held',
      id_jrn_journey: journey.id_jrn_journey,
      journey_title: journey.title,
      date_from: request.date,
      date_till: date?.till ?? null,
      transport: journey.transport,
      airport: request.airport,
      id_htl_hotel: request.hotel,
      persons: request.travellers.length,
      rooms: JSON.stringify(
        request.rooms.map((room) => ({
          id_htl_room: room.id_htl_room,
          name: rooms.find((each) => each.id_htl_room === room.id_htl_room)?.name ?? '',
          persons: room.persons,
        })),
      ),
      travellers: JSON.stringify(storedTravellers(journey, request)),
      services: JSON.stringify(
        journey.services
          .filter((service) => request.services.includes(service.index))
          .map((service) => ({
            name: service.name,
            price: service.price,
            quantity: service.per === 'person' ? request.travellers.length : 1,
            mandatory: service.mandatory,
          })),
      ),
      insurance: priced.insurance
        ? JSON.stringify({ code: priced.insurance.code, name: priced.insurance.name, price: priced.insurance.price })
        : null,
      lines: JSON.stringify(quote.lines),
      contact: JSON.stringify(request.contact),
      payment_method: request.payment_method,
      total: quote.total,
      deposit: quote.deposit,
      remaining: quote.remaining,
      remaining_due: quote.remaining_due,
      consents: JSON.stringify(
        request.consents.map((consent) => ({ ...consent, accepted_at: new Date().toISOString() })),
      ),
      held_until: sql<Date>`now() + make_interval(mins => ${holdMinutes})`,
      id_agency: request.agency,
      language: request.language,
      access_hash: tokenDigest,
    })
    .returning(['id_bk_booking', 'held_until'])
    .executeTakeFirstOrThrow();
  const number = `OB-${berlinTime(new Date()).year}-${String(inserted.id_bk_booking).padStart(6, '0')}`;
  await trx.updateTable('bk_booking').set({ number }).where('id_bk_booking', '=', inserted.id_bk_booking).execute();
  return { id: inserted.id_bk_booking, number, held_until: inserted.held_until as Date };
}

/** The booking held, with the token its customer reads it with (only its hash is stored). */
export async function holdBooking(
  db: Kysely<Tables>,
  request: BookingRequest,
  priced: PricedSelection,
  holdMinutes: number,
) {
  const token = randomBytes(32).toString('base64url');
  const held = await transact(db, (trx) => holdUnderLock(trx, request, priced, holdMinutes, tokenHash(token)));
  return { ...held, token };
}
