import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { transact } from '../../crud/crud-context.ts';
import type { Tables } from '../../db/tables.ts';
import {
  PARTICIPANT_FIELD_LENGTHS,
  type RatioBookedProcess,
  type RatioParticipant,
  type RatioSystem,
} from '../../integrations/ratio/ratio-system.ts';
import type { OnlineBooking } from './booking-state.ts';
import { ratioStopNumber } from './ratio-date-mirror.ts';

export const NOT_SUCCESSFUL_KEY = 'booking.errors.not_successful';

export interface RatioCaller {
  db: Kysely<Tables>;
  ratio: RatioSystem;
  log: FastifyBaseLogger;
}

/** Why the booking cannot be written to Ratio now; logged, and the booking stays paid for a later check. */
class NotBookable extends Error {}

const cut = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/**
 * Books the paid booking in Ratio once: under the booking row's lock, so that two checks at once wait
 * for each other, and with Ratio's process number stored in the same transaction, so that a later
 * check never books again. Ratio failing leaves the booking paid with `booking.errors.not_successful`.
 * The call that booked then saves the travellers' boarding entries. Answers the booking as it is now.
 */
export async function bookInRatio(caller: RatioCaller, id: number): Promise<OnlineBooking> {
  const { db, log } = caller;
  const { booking, booked } = await transact(db, async (trx) => {
    const current = await trx
      .selectFrom('bk_booking')
      .selectAll()
      .where('id_bk_booking', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'paid' || current.ratio_process !== null) return { booking: current };
    let process: RatioBookedProcess;
    try {
      process = await bookProcess(caller, trx, current);
    } catch (error) {
      log.error({ err: error, booking: current.number }, 'The paid online booking could not be booked in Ratio');
      const failed = await trx
        .updateTable('bk_booking')
        .set({ failure: NOT_SUCCESSFUL_KEY, updated_at: new Date() })
        .where('id_bk_booking', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { booking: failed };
    }
    const stored = await trx
      .updateTable('bk_booking')
      .set({ ratio_process: process.nr, failure: null, updated_at: new Date() })
      .where('id_bk_booking', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { booking: stored, booked: process };
  });
  if (booked) await saveBoardingEntries(caller, booking, booked.participants);
  return booking;
}

async function bookProcess(
  { ratio }: RatioCaller,
  trx: Kysely<Tables>,
  booking: OnlineBooking,
): Promise<RatioBookedProcess> {
  const journey = await trx
    .selectFrom('jrn_journey')
    .select('code')
    .where('id_jrn_journey', '=', booking.id_jrn_journey)
    .executeTakeFirst();
  if (!journey?.code) throw new NotBookable(`Journey ${booking.id_jrn_journey} has no code Ratio knows it by`);
  const agency =
    booking.id_agency === null
      ? undefined
      : await trx.selectFrom('agency').select('ratio_id').where('id_agency', '=', booking.id_agency).executeTakeFirst();
  const date = (await ratio.dates(journey.code)).find((each) => each.beginn === booking.date_from);
  if (!date) throw new NotBookable(`Ratio has no date of journey ${journey.code} starting ${booking.date_from}`);
  const contact = booking.contact ?? {};
  const address = await ratio.createAddress({
    anrede: cut(contact.salutation, 20),
    name1: (contact.last_name ?? '').slice(0, 100) || booking.number,
    name2: cut(contact.first_name, 100),
    strasse: cut(contact.street, 200),
    plz: cut(contact.zip, 20),
    ort: cut(contact.city, 100),
    land: cut(contact.country, 60),
    telefon: cut(contact.phone, 60),
    email: cut(contact.email, 200),
    agentur: agency?.ratio_id ?? null,
  });
  return ratio.bookProcess({
    kennziffer: address.kennziffer,
    agentur: agency?.ratio_id ?? null,
    termin: date.id,
    typ: 'regular',
    teilnehmer: booking.travellers.map((traveller) => ({
      anrede: cut(traveller.salutation, PARTICIPANT_FIELD_LENGTHS.anrede),
      vorname: traveller.first_name.slice(0, PARTICIPANT_FIELD_LENGTHS.name2),
      name: traveller.last_name.slice(0, PARTICIPANT_FIELD_LENGTHS.name1),
    })),
  });
}

/**
 * Each bus traveller's boarding entries, there (H) and back (R), at their boarding point's stop. As
 * spec 1 §5 has it, a point without a stop number stops saving the remaining entries; Ratio refusing
 * one stops them too. Both are logged: the booking stands, and staff add the entries in the process.
 */
async function saveBoardingEntries(
  { db, ratio, log }: RatioCaller,
  booking: OnlineBooking,
  participants: readonly RatioParticipant[],
) {
  if (booking.transport !== 'bus') return;
  const pointIds = booking.travellers.flatMap((traveller) => traveller.boarding_point ?? []);
  if (pointIds.length === 0) return;
  const points = await db
    .selectFrom('zus_zustiege')
    .select(['id_zus_zustiege', 'stop_number'])
    .where('id_zus_zustiege', 'in', pointIds)
    .execute();
  for (const [index, traveller] of booking.travellers.entries()) {
    const participant = participants[index];
    if (!participant || traveller.boarding_point == null) continue;
    const point = points.find((each) => each.id_zus_zustiege === traveller.boarding_point);
    const haltestelle = ratioStopNumber(point?.stop_number);
    if (haltestelle === null) {
      log.warn(
        { booking: booking.number, boardingPoint: traveller.boarding_point },
        'A boarding point without a stop number: the remaining boarding entries are not saved',
      );
      return;
    }
    try {
      for (const richtung of ['H', 'R'] as const)
        await ratio.saveBoardingEntry({
          teilnehmerNr: participant.nr,
          haltestelle,
          richtung,
          transport_type: 'Bus',
          platznummer: null,
        });
    } catch (error) {
      log.error(
        { err: error, booking: booking.number, ratioProcess: participant.vorgangnr },
        'Ratio refused a boarding entry: the remaining boarding entries are not saved',
      );
      return;
    }
  }
}
