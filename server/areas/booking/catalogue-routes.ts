import type { FastifyInstance } from 'fastify';
import { berlinDay } from '../../../domain/berlin-time.ts';
import type { BookingSelection, Destination, Transport } from '../../../domain/booking/engine-api.ts';
import { notFound } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer, refusal, type RouteDescription } from '../../openapi/route-description.ts';
import { dateAvailability } from './availability.ts';
import type { BookingContext } from './booking-context.ts';
import { enabledSettings, hostSettings } from './engine-settings.ts';
import { journeyDateParams, journeyParams, journeysQuery, selectionBody } from './engine-schemas.ts';
import { hasPlacesLeft, journeySummaries, offeredJourney } from './offered-journeys.ts';
import { priceSelection, refuseUnavailable } from './priced-selection.ts';

export const ENGINE_PATH = '/booking-engine';
export const catalogueApiPaths = [ENGINE_PATH];

/** The most journeys a search answers. */
const JOURNEYS_PAGE = 30;

const TAGS = ['booking/online-bookings'];
const object = (description: string) => ({ type: 'object', description });
const list = (description: string) => ({
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'array', items: object(description) } },
});
/** Said by each call but the settings: a 403 of a public call is no rights refusal. */
export const DISABLED = ' 403 `booking.errors.disabled` where the host does not take online bookings.';

/**
 * A public engine call's description: no sign-in, the contract type of `domain/booking/engine-api.ts` as
 * its answer, refused where the host does not take bookings (but for the settings).
 */
const described = (
  description: Omit<RouteDescription, 'tags' | 'public'>,
  refusedWhenDisabled = true,
): { openapi: RouteDescription } => ({
  openapi: {
    ...description,
    description: `${description.description ?? ''}${refusedWhenDisabled ? DISABLED : ''}`,
    tags: TAGS,
    public: true,
  },
});

interface JourneysQuery {
  search?: string;
  destination?: string;
  month?: string;
  transport?: Transport;
}

/**
 * What the public booking engine shows before a booking (spec 1 §2, §4): the host's engine settings,
 * the destinations, the journey search, a journey with what can be chosen, a date's places and rooms
 * left, and the price of a selection. No sign-in: the host's tenant is the seller.
 */
export function catalogueRoutes(app: FastifyInstance, { db, tenants, services }: BookingContext) {
  app.get(
    `${ENGINE_PATH}/settings`,
    {
      schema: { querystring: NO_QUERY },
      config: described(
        {
          operationId: 'bookingEngineSettings',
          summary: "The booking engine's settings of this host",
          description:
            'Whether the host takes online bookings, its payment methods, deposit, due days, hold time, terms version, ' +
            'company and legal links (`EngineSettings`). Answers also when booking is switched off.',
          answers: () => ({ '200': jsonAnswer('`EngineSettings`.', object('EngineSettings')) }),
          errors: ['NotFound'],
        },
        false,
      ),
    },
    async (request, reply) => reply.header('cache-control', 'no-cache').send(await hostSettings(tenants, request)),
  );

  app.get(
    `${ENGINE_PATH}/destinations`,
    {
      schema: { querystring: NO_QUERY },
      config: described({
        operationId: 'bookingEngineDestinations',
        summary: 'The countries of bookable journeys',
        description: 'Each country with bookable journeys and how many (`Destination`), by name.',
        answers: () => ({ '200': jsonAnswer('`{ data: Destination[] }`.', list('Destination')) }),
        errors: ['NotFound'],
      }),
    },
    async (request) => {
      await enabledSettings(tenants, request);
      const journeys = await journeySummaries(db, {}, berlinDay(), Number.MAX_SAFE_INTEGER);
      const countries = new Map<number, Destination>();
      for (const { id_loc_country, destination } of journeys) {
        if (id_loc_country === null || destination === null) continue;
        const country = countries.get(id_loc_country) ?? { id_loc_country, name: destination, journeys: 0 };
        countries.set(id_loc_country, { ...country, journeys: country.journeys + 1 });
      }
      return { data: [...countries.values()].sort((a, b) => a.name.localeCompare(b.name)) };
    },
  );

  app.get<{ Querystring: JourneysQuery }>(
    `${ENGINE_PATH}/journeys`,
    {
      schema: { querystring: journeysQuery },
      config: described({
        operationId: 'bookingEngineJourneys',
        summary: 'Search the bookable journeys',
        description:
          `At most ${JOURNEYS_PAGE} bookable journeys (\`JourneySummary\`), soonest first: online, bookable, on ` +
          'request, guaranteed or few seats left, with an active date after today that has places left. `search`: ' +
          "words of the title; `destination`: a country's id; `month` (YYYY-MM): a date starting in it (then " +
          '`price_from` and `next_date` are of those dates); `transport`: bus, flight or ship.',
        answers: () => ({
          '200': jsonAnswer('`{ data: JourneySummary[] }`.', list('JourneySummary')),
        }),
        errors: ['NotFound'],
      }),
    },
    async (request) => {
      await enabledSettings(tenants, request);
      const { search, destination, month, transport } = request.query;
      const filter = {
        search,
        destination: destination === undefined ? undefined : Number(destination),
        month,
        transport,
      };
      const journeys = await journeySummaries(db, filter, berlinDay(), JOURNEYS_PAGE);
      return { data: journeys.map(({ id_loc_country: _country, ...summary }) => summary) };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${ENGINE_PATH}/journeys/:id`,
    {
      schema: { params: journeyParams, querystring: NO_QUERY },
      config: described({
        operationId: 'bookingEngineJourney',
        summary: 'A bookable journey with what can be chosen',
        description:
          'Its active dates after today (places left in `remaining`, 0 when sold out), hotels with their rooms, ' +
          'boarding points, airports and services (`EngineJourney`). 404 for a journey that is not bookable.',
        parameters: { id: "The journey's id." },
        answers: () => ({ '200': jsonAnswer('`EngineJourney`.', object('EngineJourney')) }),
        errors: ['NotFound'],
      }),
    },
    async (request) => {
      await enabledSettings(tenants, request);
      const offered = await offeredJourney(db, Number(request.params.id), berlinDay());
      if (!offered || !hasPlacesLeft(offered.journey)) throw notFound('The journey cannot be booked');
      return offered.journey;
    },
  );

  app.get<{ Params: { id: string; from: string } }>(
    `${ENGINE_PATH}/journeys/:id/dates/:from`,
    {
      schema: { params: journeyDateParams, querystring: NO_QUERY },
      config: described({
        operationId: 'bookingEngineDateAvailability',
        summary: 'The places and rooms left of a journey date',
        description:
          'The places left of the date and the rooms of each kind of its hotels (`DateAvailability`); 404 for a ' +
          'journey that is not bookable or a date it does not offer.',
        parameters: { id: "The journey's id.", from: "The date's start, YYYY-MM-DD." },
        answers: () => ({ '200': jsonAnswer('`DateAvailability`.', object('DateAvailability')) }),
        errors: ['NotFound'],
      }),
    },
    async (request) => {
      await enabledSettings(tenants, request);
      const stock = (await offeredJourney(db, Number(request.params.id), berlinDay()))?.stock(request.params.from);
      if (!stock) throw notFound('The journey date cannot be booked');
      return dateAvailability(db, stock);
    },
  );

  app.post<{ Body: BookingSelection }>(
    `${ENGINE_PATH}/quote`,
    {
      schema: { body: selectionBody, querystring: NO_QUERY },
      config: described({
        operationId: 'bookingEngineQuote',
        summary: 'The price of a selection',
        description:
          'Checks the selection as a booking does but for contact, payment and consents, and prices it (`Quote`): ' +
          "per person the date's price, the single surcharge per room of one, the airport's surcharge, the services, " +
          'the insurance as the insurer prices it now; the deposit and when the rest is due. 400 with the problems ' +
          'by field (`booking.errors.date_unavailable`, `room_capacity`, `max_rooms`, `service_required`, ' +
          '`insurance_unavailable`, `error.empty`, `error.reference`, `error.invalid`); 404 for a journey that ' +
          'is not bookable.',
        answers: () => ({
          '200': jsonAnswer('`Quote`.', object('Quote')),
          '409': refusal('Not enough places or rooms left: `booking.errors.sold_out`, `booking.errors.room_sold_out`.'),
          '502': refusal('The insurer failed: `booking.errors.loading_failed`.'),
        }),
        errors: ['NotFound'],
      }),
    },
    async (request) => {
      const settings = await enabledSettings(tenants, request);
      const priced = await priceSelection({ db, insurance: services.insurance }, settings, request.body, berlinDay());
      refuseUnavailable(await dateAvailability(db, priced.stock), request.body);
      return priced.quote;
    },
  );
}
