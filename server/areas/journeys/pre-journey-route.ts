import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import type { KuschickSystem } from '../../integrations/kuschick/kuschick-system.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import { boundAgency } from '../../permissions/bound-agency.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { callBookingSystem } from '../processes/booking-errors.ts';
import { importPreJourneys } from './pre-journey-import.ts';

export const PRE_JOURNEYS_PATH = '/kuschick/import/pre-journeys';

export const preJourneysBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    codes: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 50 },
    },
  },
} as const;

const importAnswer = {
  type: 'object',
  required: ['created', 'updated', 'unchanged', 'journeys'],
  properties: {
    created: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    journeys: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id_jrn_journey', 'kuschick_id', 'title', 'result'],
        properties: {
          id_jrn_journey: { type: 'integer' },
          kuschick_id: { type: 'string' },
          title: { type: 'string' },
          result: { type: 'string', enum: ['created', 'updated', 'unchanged'] },
        },
      },
    },
  },
};

/**
 * `POST /kuschick/import/pre-journeys` (spec 2 §4): Kuschick's pre-journeys, or those of `codes`,
 * become our journeys (`importPreJourneys`). Kuschick is asked first: when it fails, nothing is written.
 * Staff work: it needs the journeys' create and update rights, and a user bound to an agency is refused.
 */
export function preJourneyRoute(
  app: FastifyInstance,
  { db, kuschick }: { db: Kysely<Tables>; kuschick: KuschickSystem },
  journeys: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
) {
  app.post<{ Body: { codes?: string[] } | null }>(
    PRE_JOURNEYS_PATH,
    {
      preHandler: authenticate,
      schema: { body: preJourneysBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'importKuschickPreJourneys',
          summary: "Import Kuschick's pre-journeys into journeys",
          description:
            "Reads Kuschick's pre-journeys (all, or those whose code is in `codes`) and makes each our journey, " +
            'matched by `kuschick_id`: a new one is created with its title, duration and dates; one we have takes ' +
            "Kuschick's title, duration and dates (a date of the same code is updated, keeping its times and price " +
            'text; a new date is added; our own dates stay). Answers what was created, updated and left unchanged. ' +
            'All in one transaction; when Kuschick fails nothing is written. A user bound to an agency is refused.',
          tags: [journeys.name],
          rights: [
            { resource: journeys, action: 'create' },
            { resource: journeys, action: 'update' },
          ],
          answers: () => ({
            '200': jsonAnswer('What the import did, per journey.', importAnswer),
            '502': refusal(
              'Kuschick failed, did not answer in time or answered nothing usable: `error.booking_unavailable`; nothing is written.',
            ),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const scopes = {
        create: authorize({ user, resource: journeys, action: 'create' }),
        update: authorize({ user, resource: journeys, action: 'update' }),
      };
      if (boundAgency(user) !== null)
        throw new ApiError('Forbidden', 'Imports are not for agency staff', {
          errors: [{ key: 'error.forbidden', params: { permission: 'staff' } }],
        });
      const codes = request.body?.codes;
      const preJourneys = (await callBookingSystem(() => kuschick.preJourneys())).filter(
        (journey) => !codes || codes.includes(journey.code),
      );
      const imported = await importPreJourneys({ db, journeys, user, ip: request.ip, scopes }, preJourneys);
      const count = (result: string) => imported.filter((journey) => journey.result === result).length;
      return {
        created: count('created'),
        updated: count('updated'),
        unchanged: count('unchanged'),
        journeys: imported,
      };
    },
  );
}
