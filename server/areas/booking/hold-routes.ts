import type { FastifyInstance } from 'fastify';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { BookingRequest, HeldBooking } from '../../../domain/booking/engine-api.ts';
import { ApiError } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import type { BookingContext } from './booking-context.ts';
import { bookingRequestProblems } from './booking-request-problems.ts';
import { DISABLED, ENGINE_PATH } from './catalogue-routes.ts';
import { enabledSettings } from './engine-settings.ts';
import { bookingBody } from './engine-schemas.ts';
import { holdBooking } from './held-booking.ts';
import { priceSelection } from './priced-selection.ts';

export const BOOKINGS_PATH = `${ENGINE_PATH}/bookings`;
export const holdApiPaths = [BOOKINGS_PATH];

/**
 * `POST /booking-engine/bookings` (spec 1 §4, §5, §9): checks the booking, holds its places for the
 * host's hold time and creates the deposit's payment at the provider, whose page the customer pays on.
 */
export function holdRoutes(app: FastifyInstance, { db, tenants, services }: BookingContext) {
  app.post<{ Body: BookingRequest }>(
    BOOKINGS_PATH,
    {
      schema: { body: bookingBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'bookingEngineHold',
          summary: 'Hold places and start the payment',
          description:
            'Checks the selection as the quote does, each consent of the terms version (the insurance information ' +
            'only with an insurance), the payment method, the contact and the agency; then, one booking of the ' +
            'journey at a time, refuses travellers paid or booked on the date already, cancels their bookings still ' +
            'held, and holds the places (`held`, until `held_until`). The provider takes the deposit at ' +
            '`checkout_url` and sends the customer back to `/appbooking/ibe/return/{number}?token=…`. Keys: 400 ' +
            '`booking.errors.consent_required` (`consents/<key>`), `booking.errors.service_required`, ' +
            '`booking.errors.room_capacity`, `booking.errors.max_rooms`, `booking.errors.date_unavailable`, ' +
            '`booking.errors.payment_failed` (`payment_method`), `booking.errors.insurance_unavailable`, ' +
            '`error.zip`, `error.email`, `error.empty`, `error.reference`, `error.invalid`.' +
            DISABLED,
          tags: ['booking/online-bookings'],
          public: true,
          answers: () => ({
            '201': jsonAnswer('`HeldBooking`: the price, the number, the token and where to pay.', {
              type: 'object',
              description: 'HeldBooking',
            }),
            '409': refusal(
              'Not enough places or rooms left (`booking.errors.sold_out`, `booking.errors.room_sold_out`), or the ' +
                'travellers are booked on the date already (`booking.errors.double_booking`).',
            ),
            '502': refusal(
              'The insurer failed (`booking.errors.loading_failed`), or the payment provider did: the booking is ' +
                '`failed`, its places free again (`booking.errors.payment_failed`).',
            ),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const settings = await enabledSettings(tenants, request);
      const body = request.body;
      const problems = await bookingRequestProblems(db, settings, body);
      const priced = await priceSelection({ db, insurance: services.insurance }, settings, body, berlinDay(), problems);
      const held = await holdBooking(db, body, priced, settings.hold_minutes);
      const returnUrl = `${request.protocol}://${request.host}/appbooking/ibe/return/${held.number}?token=${held.token}`;
      let payment;
      try {
        payment = await services.payments.createPayment({
          amount: Math.round(priced.quote.deposit * 100),
          currency: 'EUR',
          method: body.payment_method,
          return_url: returnUrl,
          reference: held.number,
        });
      } catch (cause) {
        request.log.warn({ err: cause, booking: held.number }, 'The payment provider failed to create the payment');
        await db
          .updateTable('bk_booking')
          .set({ status: 'failed', failure: 'booking.errors.payment_failed' })
          .where('id_bk_booking', '=', held.id)
          .execute();
        throw new ApiError('BadGateway', 'The payment provider failed', {
          errors: [{ field: 'payment_method', key: 'booking.errors.payment_failed' }],
          cause,
        });
      }
      await db
        .updateTable('bk_booking')
        .set({ provider_payment_id: payment.id, payment_status: payment.status })
        .where('id_bk_booking', '=', held.id)
        .execute();
      const answer: HeldBooking = {
        ...priced.quote,
        number: held.number,
        token: held.token,
        held_until: new Date(held.held_until).toISOString(),
        checkout_url: payment.checkout_url ?? '',
      };
      return reply.code(201).send(answer);
    },
  );
}
