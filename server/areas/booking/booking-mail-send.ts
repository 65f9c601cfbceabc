import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { CompanyData } from '../../integrations/mail/account-mails.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { agencyNoticeMail, confirmationMail, type ConfirmationFacts } from './booking-mail.ts';
import type { OnlineBooking } from './booking-state.ts';
import { clockPlus } from './ratio-date-mirror.ts';

export interface ConfirmationSender {
  db: Kysely<Tables>;
  mail: Mailer;
  log: FastifyBaseLogger;
}

/** The hotel's name and each traveller's boarding place and time, as stored with them or as the journey has them. */
async function confirmationFacts(db: Kysely<Tables>, booking: OnlineBooking): Promise<ConfirmationFacts> {
  const hotel =
    booking.id_htl_hotel === null
      ? undefined
      : await db
          .selectFrom('htl_hotel')
          .select('name')
          .where('id_htl_hotel', '=', booking.id_htl_hotel)
          .executeTakeFirst();
  const pointIds = booking.travellers.flatMap((traveller) => traveller.boarding_point ?? []);
  const points =
    pointIds.length === 0
      ? []
      : await db
          .selectFrom('zus_zustiege')
          .select(['id_zus_zustiege', 'place', 'street', 'offset_outbound'])
          .where('id_zus_zustiege', 'in', pointIds)
          .execute();
  const journey = await db
    .selectFrom('jrn_journey')
    .select('dates')
    .where('id_jrn_journey', '=', booking.id_jrn_journey)
    .executeTakeFirst();
  const date = journey?.dates.find((each) => each.from === booking.date_from);
  const boarding = booking.travellers.map((traveller) => {
    const point = points.find((each) => each.id_zus_zustiege === traveller.boarding_point);
    if (!point) return null;
    return {
      place: traveller.boarding_place ?? [point.place, point.street].filter(Boolean).join(', '),
      time: traveller.boarding_time ?? clockPlus(date?.departure_time, point.offset_outbound),
    };
  });
  return { booking, hotel: hotel?.name ?? null, boarding };
}

/**
 * Mails the confirmation to the contact person and a notice to the booking's agency, and records when
 * the confirmation went out. Answers whether it did; a mail the server refuses is logged.
 */
export async function sendConfirmation(
  { db, mail, log }: ConfirmationSender,
  booking: OnlineBooking,
  company: CompanyData,
): Promise<boolean> {
  const facts = await confirmationFacts(db, booking);
  const agency =
    booking.id_agency === null
      ? undefined
      : await db.selectFrom('agency').select('email').where('id_agency', '=', booking.id_agency).executeTakeFirst();
  let sent = false;
  const to = booking.contact?.email;
  if (to) {
    try {
      await mail.send({ to, ...confirmationMail(facts, company) });
      sent = true;
    } catch (error) {
      log.error({ err: error, booking: booking.number }, 'The booking confirmation could not be mailed');
    }
  }
  if (agency?.email) {
    try {
      await mail.send({ to: agency.email, ...agencyNoticeMail(facts, company) });
    } catch (error) {
      log.error({ err: error, booking: booking.number }, "The agency's booking notice could not be mailed");
    }
  }
  if (sent)
    await db
      .updateTable('bk_booking')
      .set({ confirmation_sent_at: new Date() })
      .where('id_bk_booking', '=', booking.id_bk_booking)
      .execute();
  return sent;
}
