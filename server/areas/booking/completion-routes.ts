import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContactMessage } from '../../../domain/booking/engine-api.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { recordIdParams } from '../../http/record-id-params.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { companyData } from '../users/accounts/account-mailer.ts';
import type { BookingContext } from './booking-context.ts';
import { sendConfirmation } from './booking-mail-send.ts';
import { bookingForToken, bookingState, bookingStateSchema, holdRanOut, TOKEN_HEADER } from './booking-state.ts';
import { checkBooking, type CompletionCaller } from './complete-booking.ts';
import { contactLimit } from './contact-limit.ts';
import { contactMail } from './contact-mail.ts';
import { enabledTenant } from './engine-settings.ts';

const BOOKINGS_PATH = '/booking-engine/bookings';
const CONTACT_PATH = '/booking-engine/contact';

export const completionApiPaths: string[] = [CONTACT_PATH];

export const bookingNumberParams = {
  type: 'object',
  properties: { number: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9-]+$' } },
} as const;

/** A line of text: no control characters (a name goes into a mail's subject), not only spaces. */
const LINE = '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$';

export const contactBody = {
  type: 'object',
  required: ['name', 'email', 'message'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: LINE },
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: ['string', 'null'], maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$' },
    message: { type: 'string', minLength: 1, maxLength: 4000, pattern: '\\S' },
    journey: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  },
} as const;

const tokenNote = `The booking's token goes in the header \`${TOKEN_HEADER}\`; an unknown number and a wrong token are both 404.`;
const disabled = refusal('Online booking is switched off for this host: `booking.errors.disabled`.');
const stateAnswer = (what: string) => jsonAnswer(what, bookingStateSchema);

/**
 * The booking engine's calls after the hold (spec 1 §4): the customer's booking and its payment check,
 * which completes a paid booking in Ratio and here; staff resending the confirmation; the contact form.
 */
export function completionRoutes(
  app: FastifyInstance,
  { db, authenticate, resources, services, tenants }: BookingContext,
) {
  const onlineBookings = resources['booking/online-bookings'];
  const customers = resources['customers/customers'];
  const processes = resources['processes/processes'];
  const { payments, ratio, mail } = services;
  const limit = contactLimit();

  async function tenantOf(request: FastifyRequest) {
    return (await tenants.forHost(request.hostname))?.tenant ?? {};
  }

  const callerFor = (request: FastifyRequest, tenant: Record<string, unknown>): CompletionCaller => ({
    db,
    ratio,
    payments,
    mail,
    log: request.log,
    customers,
    processes,
    ip: request.ip,
    company: companyData(tenant),
  });

  const tokenOf = (request: FastifyRequest) => {
    const token = request.headers[TOKEN_HEADER];
    return typeof token === 'string' ? token : undefined;
  };

  app.get<{ Params: { number: string } }>(
    `${BOOKINGS_PATH}/:number`,
    {
      schema: { params: bookingNumberParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getEngineBooking',
          summary: 'An online booking, as its customer sees it',
          description:
            `${tokenNote} A held booking whose hold ran out is answered (and stored) as expired ` +
            '(`booking.errors.expired`), unless the payment provider says it was paid: then it is completed.',
          tags: [onlineBookings.name],
          public: true,
          parameters: { number: "The booking's number (OB-2026-000001)." },
          answers: () => ({ '200': stateAnswer('The booking.'), '403': disabled }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const tenant = await enabledTenant(tenants, request);
      const booking = await bookingForToken(db, request.params.number, tokenOf(request));
      if (!holdRanOut(booking)) return bookingState(booking);
      try {
        return bookingState(await checkBooking(callerFor(request, tenant), booking));
      } catch (error) {
        // The provider not answering now: the booking is shown as stored, and a check asks again.
        if (error instanceof ApiError && error.code === 502) return bookingState(booking);
        throw error;
      }
    },
  );

  app.post<{ Params: { number: string } }>(
    `${BOOKINGS_PATH}/:number/check`,
    {
      schema: { params: bookingNumberParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'checkEngineBooking',
          summary: "Check an online booking's payment",
          description:
            `${tokenNote} Asks the payment provider (never the browser): paid books the journey in Ratio and here ` +
            '(`booked`; `paid` with `booking.errors.not_successful` while Ratio cannot take it, retried by the next ' +
            'check) and mails the confirmation; failed, cancelled or expired releases the places (`failed` with ' +
            '`booking.errors.payment_failed` or `booking.errors.card_declined`); open or pending keeps it held, ' +
            'until the hold runs out (`expired`, `booking.errors.expired`). Safe to repeat.',
          tags: [onlineBookings.name],
          public: true,
          parameters: { number: "The booking's number (OB-2026-000001)." },
          answers: () => ({
            '200': stateAnswer('The booking after the check.'),
            '403': disabled,
            '502': refusal('The payment provider did not answer: `booking.errors.loading_failed`; nothing changed.'),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const tenant = await enabledTenant(tenants, request);
      const booking = await bookingForToken(db, request.params.number, tokenOf(request));
      return bookingState(await checkBooking(callerFor(request, tenant), booking));
    },
  );

  app.post<{ Params: { id: string } }>(
    `${onlineBookings.api}/:id/confirmation`,
    {
      preHandler: authenticate,
      schema: { params: recordIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'resendBookingConfirmation',
          summary: "Resend an online booking's confirmation",
          description:
            'Mails the confirmation to the contact person (and the notice to the agency) again. A user bound to an ' +
            'agency reaches only its bookings.',
          tags: [onlineBookings.name],
          rights: [{ resource: onlineBookings, action: 'update' }],
          parameters: { id: "The online booking's id." },
          answers: () => ({
            '204': { description: 'Sent.' },
            '409': refusal('The booking is not booked (yet): `booking.errors.not_booked`.'),
            '502': refusal('The mail server did not take the confirmation: `login.mail_failed`.'),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const scope = authorize({ user: request.user as SignedInUser, resource: onlineBookings, action: 'update' });
      const booking = await db
        .selectFrom('bk_booking')
        .selectAll()
        .where('id_bk_booking', '=', Number(request.params.id))
        .where(allOf([scope.where]))
        .executeTakeFirst();
      if (!booking) throw notFound();
      if (booking.status !== 'booked')
        throw new ApiError('Conflict', 'Only a booked online booking has a confirmation', {
          errors: [{ field: 'status', key: 'booking.errors.not_booked' }],
        });
      const sent = await sendConfirmation(
        { db, mail, log: request.log },
        booking,
        companyData(await tenantOf(request)),
      );
      if (!sent)
        throw new ApiError('BadGateway', 'The confirmation could not be mailed', {
          errors: [{ key: 'login.mail_failed' }],
        });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ContactMessage }>(
    CONTACT_PATH,
    {
      schema: { querystring: NO_QUERY, body: contactBody },
      config: {
        openapi: {
          operationId: 'sendEngineContactMessage',
          summary: 'Send a message to the tour operator',
          description:
            "The engine's contact form: mails the message to the host's company address, the sender's address in " +
            'the text. At most 5 messages per client in 10 minutes (`booking.errors.too_many_messages`).',
          tags: [onlineBookings.name],
          public: true,
          answers: () => ({
            '204': { description: 'Sent.' },
            '403': disabled,
            '502': refusal('The message could not be mailed: `booking.errors.message_failed`.'),
          }),
          errors: ['TooManyRequests'],
        },
      },
    },
    async (request, reply) => {
      const tenant = await enabledTenant(tenants, request);
      const message = request.body;
      const journey =
        message.journey == null
          ? undefined
          : await db
              .selectFrom('jrn_journey')
              .select('title')
              .where('id_jrn_journey', '=', message.journey)
              .where('deleted_at', 'is', null)
              .executeTakeFirst();
      if (message.journey != null && !journey)
        throw badRequest('No such journey', [{ field: 'journey', key: 'error.reference' }]);
      limit.take(request.ip);
      const to = typeof tenant.email === 'string' ? tenant.email : '';
      try {
        if (!to) throw new Error('The host has no company email address');
        await mail.send({ to, ...contactMail(message, journey?.title ?? null, companyData(tenant)) });
      } catch (error) {
        request.log.error({ err: error }, 'A contact message of the booking engine could not be mailed');
        throw new ApiError('BadGateway', 'The message could not be mailed', {
          errors: [{ key: 'booking.errors.message_failed' }],
        });
      }
      return reply.code(204).send();
    },
  );
}
