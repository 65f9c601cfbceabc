import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { callBookingSystem } from '../processes/booking-errors.ts';
import type { AgenciesContext } from './agencies-context.ts';
import { bookForAgency, refuseTooLong } from './agency-booking.ts';
import { bookableDates } from './agency-booking-dates.ts';
import { agencyBookingBody, bookingDatesQuery, type AgencyBookingBody } from './agency-booking-schemas.ts';
import { berlinDay } from '../../../domain/berlin-time.ts';
import { agencyForCall, agencyRequired } from './agency-for-call.ts';

const BOOKING_PATH = '/agency-booking';

/** A booking for a customer of the agency, through Ratio: `/agency-booking`. */
export const bookingApiPaths = [BOOKING_PATH];

const unavailable = refusal(
  'Ratio failed, did not answer in time or answered nothing usable: `error.booking_unavailable`; nothing is written.',
);

export function bookingRoutes(app: FastifyInstance, { db, authenticate, resources, services }: AgenciesContext) {
  const agencies = resources['agencies/agencies'];
  const customers = resources['customers/customers'];
  const processes = resources['processes/processes'];
  const tags = [agencies.name];

  app.get<{ Querystring: { search?: string } }>(
    `${BOOKING_PATH}/dates`,
    {
      preHandler: authenticate,
      schema: { querystring: bookingDatesQuery },
      config: {
        openapi: {
          operationId: 'agencyBookingDates',
          summary: 'The dates an agency may book',
          description:
            "Ratio's journey dates that start today or later and have free bus seats (`frei`), soonest first; " +
            '`search` matches the title or the journey code (case-insensitive).',
          tags,
          rights: [{ resource: agencies, right: 'agencydata-read' }],
          answers: () => ({
            '200': jsonAnswer('The dates.', {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['termin', 'reise', 'titel', 'beginn', 'ende', 'plaetze', 'frei'],
                    properties: {
                      termin: { type: 'integer' },
                      reise: { type: 'string' },
                      titel: { type: 'string' },
                      beginn: { type: 'string', format: 'date' },
                      ende: { type: 'string', format: 'date' },
                      plaetze: { type: 'integer' },
                      frei: { type: 'integer' },
                    },
                  },
                },
              },
            }),
            '502': unavailable,
          }),
        },
      },
    },
    async (request) => {
      authorizeRight(request.user as SignedInUser, 'agencydata-read');
      return { data: await callBookingSystem(() => bookableDates(services.ratio, berlinDay(), request.query.search)) };
    },
  );

  app.post<{ Body: AgencyBookingBody }>(
    BOOKING_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY, body: agencyBookingBody },
      config: {
        openapi: {
          operationId: 'bookForAgencyCustomer',
          summary: 'Book a journey for a customer of the agency',
          description:
            "Books the date `termin` in Ratio for the agency's customer `kennziffer` (a Ratio address of the agency, " +
            'else 404) with its travellers, as `typ` (default `anfrage`), and makes our copy as the process import ' +
            "does: the booker's card (given the agency), the process `R-{nr}` and its history row `import` naming " +
            'who booked. All or nothing: when Ratio fails nothing is written here. Agency staff book for their own ' +
            'agency (`agency` is overruled); who reaches every agency names it. Without an agency (or one Ratio does ' +
            'not know): 403 `error.agency_required`. A traveller field longer than Ratio takes: 400 ' +
            '`error.too_long` at `travellers/{i}/{field}`.',
          tags,
          rights: [{ resource: agencies, right: 'agencydata-create' }],
          answers: () => ({
            '201': jsonAnswer('Our process.', {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'object',
                  required: ['id_pc_process', 'number', 'ratio_id', 'status'],
                  properties: {
                    id_pc_process: { type: 'integer' },
                    number: { type: 'string' },
                    ratio_id: { type: 'integer' },
                    status: { type: 'string' },
                  },
                },
              },
            }),
            '409': refusal('Ratio has no such date, or fewer free seats than travellers: `error.date_unavailable`.'),
            '422': refusal('Ratio refused the booking: `error.booking_failed`, its words in `message`.'),
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request, reply) => {
      const user = request.user as SignedInUser;
      authorizeRight(user, 'agencydata-create');
      const agency = await agencyForCall(db, user, request.body.agency);
      if (agency?.ratio_id == null) throw agencyRequired();
      refuseTooLong(request.body.travellers);
      const caller = {
        db,
        ratio: services.ratio,
        customers,
        processes,
        userId: user.id_users,
        ip: request.ip,
        log: request.log,
      };
      const data = await bookForAgency(caller, { ...agency, ratio_id: agency.ratio_id }, request.body);
      return reply.code(201).send({ data });
    },
  );
}
