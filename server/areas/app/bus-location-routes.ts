import type { FastifyInstance } from 'fastify';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { busLocationOf } from './bus-location.ts';

const BUS_LOCATION_PATH = '/appuser/buslocation';
export const busLocationApiPaths: readonly string[] = [BUS_LOCATION_PATH];

const RIGHT = 'Buslocation-read';

const nullableText = { type: ['string', 'null'] };
const busLocationSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'no_journey', 'no_vehicle', 'offline'] },
    departure: {
      type: 'object',
      required: ['title', 'journey_start', 'journey_end', 'bus_name', 'license_plate'],
      properties: {
        title: { type: 'string' },
        journey_start: { type: 'string', format: 'date' },
        journey_end: { type: 'string', format: 'date' },
        bus_name: nullableText,
        license_plate: nullableText,
      },
    },
    position: {
      type: 'object',
      required: ['latitude', 'longitude', 'heading', 'speed', 'time', 'place'],
      properties: {
        latitude: { type: 'number' },
        longitude: { type: 'number' },
        heading: { type: 'number', description: 'Degrees clockwise from north.' },
        speed: { type: 'number', description: 'km/h.' },
        time: { type: 'string', format: 'date-time' },
        place: nullableText,
      },
    },
  },
};

/** The bus of the signed-in traveller's or driver's departure today, on the app user's bus-location page. */
export function busLocationRoutes(app: FastifyInstance, { db, authenticate, resources, services }: AppContext) {
  const screens = resources['app/my-notifications'];

  app.get(
    BUS_LOCATION_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'myBusLocation',
          summary: 'Where my bus is',
          description:
            'The departure running today (Europe/Berlin) that the signed-in user drives or travels on, and its ' +
            'bus’s latest position from the telematics (Samsara). `status`: `ok` with a `position`; `no_journey` ' +
            'when no departure runs today; `no_vehicle` when its bus is not known yet; `offline` when the ' +
            'telematics cannot tell — never an error.',
          tags: [screens.name],
          rights: [{ resource: screens, right: RIGHT }],
          answers: () => ({ '200': jsonAnswer('The bus and where it is.', busLocationSchema) }),
        },
      },
    },
    async (request) => {
      authorizeRight(request.user as SignedInUser, RIGHT);
      return busLocationOf(
        { db, samsara: services.samsara, log: request.log },
        (request.user as SignedInUser).id_users,
      );
    },
  );
}
