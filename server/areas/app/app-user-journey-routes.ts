import type { FastifyInstance } from 'fastify';
import { linkIdParams } from '../processes/app-process-routes.ts';
import { mayUse } from '../../../registry/permission-check.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorizeRight } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { AppContext } from './app-context.ts';
import { ownJourney, ownJourneys } from './app-user-journeys.ts';

export const JOURNEYS_PATH = '/appuser/journeys';

const CURRENT_RIGHT = 'myjourneys-read';
const PAST_RIGHT = 'pastjourneys-read';

export const ownJourneysQuery = {
  type: 'object',
  required: ['show'],
  additionalProperties: false,
  properties: { show: { type: 'string', enum: ['current', 'past'] } },
} as const;

const coachSchema = {
  type: ['object', 'null'],
  description: 'The departure the journey runs as: its bus, plate and driver; null until there is one.',
  properties: {
    id_app_departure: { type: 'integer' },
    bus_name: { type: ['string', 'null'] },
    license_plate: { type: ['string', 'null'] },
    driver_name: { type: ['string', 'null'] },
  },
};
const journeySchema = {
  type: 'object',
  required: ['id_users_vorgaenge', 'id_pc_process', 'process', 'coach'],
  properties: {
    id_users_vorgaenge: { type: 'integer' },
    id_users: { type: 'integer' },
    id_pc_process: { type: 'integer' },
    process: { type: 'object', description: 'The process as `GET /users-vorgaenge/{id}` shows it.' },
    coach: coachSchema,
  },
};

/**
 * The app user's journeys and past journeys (spec 1 §2): their processes with the coach of each.
 * Their own rights, not the process list's (`app-process-read`): a driver sees their journeys too.
 */
export function journeyRoutes(app: FastifyInstance, { db, authenticate, resources }: AppContext) {
  const processes = resources['processes/processes'];
  const tags = [processes.name];

  app.get<{ Querystring: { show: 'current' | 'past' } }>(
    JOURNEYS_PATH,
    {
      preHandler: authenticate,
      schema: { querystring: ownJourneysQuery },
      config: {
        openapi: {
          operationId: 'listOwnJourneys',
          summary: "The user's journeys",
          description:
            '`show=current`: the journeys under way or to come (not cancelled), first start first; `show=past`: ' +
            'the others, latest first. Each with its process and coach.',
          tags,
          rights: [
            { resource: processes, right: CURRENT_RIGHT, when: 'for show=current' },
            { resource: processes, right: PAST_RIGHT, when: 'for show=past' },
          ],
          answers: () => ({ '200': jsonAnswer('The journeys.', { type: 'array', items: journeySchema }) }),
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const current = request.query.show === 'current';
      authorizeRight(user, current ? CURRENT_RIGHT : PAST_RIGHT);
      return ownJourneys(db, user.id_users, current ? 'active' : 'inactive');
    },
  );

  app.get<{ Params: { id: string } }>(
    `${JOURNEYS_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: { params: linkIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'getOwnJourney',
          summary: "One of the user's journeys",
          description:
            "By its link (`id_users_vorgaenge`); another user's is the same 404 as none. A journey under way or to " +
            'come needs `myjourneys-read`, a past one `pastjourneys-read`.',
          tags,
          parameters: { id: 'The link id (`id_users_vorgaenge`).' },
          rights: [
            { resource: processes, right: CURRENT_RIGHT, when: 'for a journey under way or to come' },
            { resource: processes, right: PAST_RIGHT, when: 'for a past journey' },
          ],
          answers: () => ({
            '200': jsonAnswer('The journey.', {
              ...journeySchema,
              required: [...journeySchema.required, 'active'],
              properties: { ...journeySchema.properties, active: { type: 'boolean' } },
            }),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      if (!mayUse(user.permissions, [CURRENT_RIGHT, PAST_RIGHT])) authorizeRight(user, CURRENT_RIGHT);
      const journey = await ownJourney(db, user.id_users, Number(request.params.id));
      authorizeRight(user, journey.active ? CURRENT_RIGHT : PAST_RIGHT);
      return journey;
    },
  );
}
