import type { FastifyInstance } from 'fastify';
import { MAX_TRAVELLERS, type InsuranceOffer } from '../../../domain/booking/engine-api.ts';
import { ApiError, notFound } from '../../errors.ts';
import { RECORD_ID_PARAM } from '../../http/record-id-params.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import type { BookingContext } from './booking-context.ts';
import { insuranceOffers } from './insurance-offer.ts';
import { enabledSettings } from './engine-settings.ts';
import { insuredTrip } from './insurance-trip.ts';

export const INSURANCE_PATH = '/insurances/ergo';
export const insuranceApiPaths: string[] = ['/insurances'];

export const insuranceQuery = {
  type: 'object',
  required: ['journey', 'date', 'persons', 'price'],
  additionalProperties: false,
  properties: {
    journey: { ...RECORD_ID_PARAM, description: 'The journey (`id_jrn_journey`).' },
    date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: "The date's `from`." },
    persons: {
      type: 'string',
      pattern: `^(${Array.from({ length: MAX_TRAVELLERS }, (_, index) => index + 1).join('|')})$`,
      description: `Travellers, 1–${MAX_TRAVELLERS}.`,
    },
    price: {
      type: 'string',
      pattern: '^(0|[1-9][0-9]{0,6})([.][0-9]{1,2})?$',
      description: "The trip's price for all travellers without insurance, euros (`1799.5`).",
    },
  },
} as const;

interface InsuranceQueryString {
  journey: string;
  date: string;
  persons: string;
  price: string;
}

const offerSchema = {
  type: 'object',
  required: ['code', 'name', 'description', 'price', 'information_url', 'conditions_url'],
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    price: { type: 'number', description: 'What the whole booking pays, euros.' },
    information_url: { type: 'string' },
    conditions_url: { type: 'string' },
  },
};

/**
 * `GET /insurances/ergo` (spec 2 §7): the travel insurances ERGO offers for a date of a bookable journey,
 * priced by the insurer for the travellers and the trip's price. Public: the booking engine asks it.
 */
export function insuranceRoutes(app: FastifyInstance, { db, tenants, services, resources }: BookingContext) {
  app.get<{ Querystring: InsuranceQueryString }>(
    INSURANCE_PATH,
    {
      schema: { querystring: insuranceQuery },
      config: {
        openapi: {
          operationId: 'insuranceOffers',
          summary: 'The travel insurances offered for a journey date',
          description:
            "ERGO's offers for the date's days, the journey's country, the travellers and the trip's price, each " +
            "with its premium for the whole booking and its documents. 403 `booking.errors.disabled` when the host's " +
            'tenant takes no online bookings; 404 for a journey or date that is not bookable online.',
          tags: [resources['booking/online-bookings'].name],
          public: true,
          answers: () => ({
            '200': jsonAnswer('The offers, cheapest cover first as the insurer lists them.', {
              type: 'object',
              required: ['data'],
              properties: { data: { type: 'array', items: offerSchema } },
            }),
            '502': refusal('The insurer failed or did not answer in time: `booking.errors.loading_failed`.'),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request): Promise<{ data: InsuranceOffer[] }> => {
      await enabledSettings(tenants, request);
      const { journey, date, persons, price } = request.query;
      const trip = await insuredTrip(db, {
        journey: Number(journey),
        date,
        persons: Number(persons),
        price: Number(price),
      });
      if (!trip) throw notFound('No such journey date bookable online');
      try {
        return { data: await insuranceOffers(services.insurance, trip) };
      } catch (error) {
        request.log.warn({ err: error }, 'insurance offers failed');
        throw new ApiError('BadGateway', 'The insurer did not answer', {
          errors: [{ key: 'booking.errors.loading_failed' }],
          cause: error,
        });
      }
    },
  );
}
