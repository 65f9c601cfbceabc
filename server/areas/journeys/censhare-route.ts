import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { allOf } from '../../crud/query/build-where.ts';
import { NO_QUERY } from '../../http/no-query.ts';
import { recordIdParams } from '../../http/record-id-params.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { exportJourney, readPrintState, type PrintExport } from './print-export.ts';

export const CENSHARE_PATH = '/journey-censhare';

const RECORD_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

export const censhareBody = {
  type: 'object',
  required: ['id_jrn_journey'],
  additionalProperties: false,
  properties: { id_jrn_journey: RECORD_ID },
};

const printState = {
  type: 'object',
  required: ['id_jrn_journey', 'censhare_status', 'print_locked'],
  properties: {
    id_jrn_journey: { type: 'integer' },
    censhare_status: {
      type: 'string',
      enum: ['open', 'exported', 'data_received', 'image_import', 'completed', 'error'],
    },
    print_locked: { type: 'boolean' },
  },
};

const unavailable = refusal(
  "The print system failed, did not answer in time or answered nothing usable: `error.print_unavailable`, the system's words in `message`.",
);

/**
 * `POST /journey-censhare` with `{ id_jrn_journey }` exports a journey to the print project and
 * `GET /journey-censhare/{id}` asks the print system where it stands (spec 2 §4): both answer
 * `{ id_jrn_journey, censhare_status, print_locked }` as stored. Exporting needs the journeys'
 * update right, asking their read right; each reaches only the journeys the generic calls reach.
 */
export function censhareRoutes(
  app: FastifyInstance,
  exporter: Omit<PrintExport, 'journeys'>,
  journeys: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
) {
  const scopeFor = (user: SignedInUser, action: 'update' | 'read') =>
    allOf([authorize({ user, resource: journeys, action }).where]);

  app.post<{ Body: { id_jrn_journey: number } }>(
    CENSHARE_PATH,
    {
      preHandler: authenticate,
      schema: { body: censhareBody, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'exportJourneyToPrint',
          summary: 'Export a journey to the print system (censhare)',
          description:
            'Sends the journey to the print project: it is `exported` and locked (`print_locked`) until its print ' +
            'sheet releases it; until then every write of it answers 423 `error.journey_print_locked`. When the ' +
            'print system fails the journey stores `error`, unlocked, and the call answers 502.',
          tags: [journeys.name],
          rights: [{ resource: journeys, action: 'update' }],
          answers: () => ({
            '200': jsonAnswer('The export status and print lock as stored.', printState),
            '423': refusal('The print sheet holds the journey already: `error.journey_print_locked`.'),
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const actor = { userId: user.id_users, ip: request.ip };
      return exportJourney({ ...exporter, journeys }, request.body.id_jrn_journey, scopeFor(user, 'update'), actor);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${CENSHARE_PATH}/:id`,
    {
      preHandler: authenticate,
      schema: { params: recordIdParams, querystring: NO_QUERY },
      config: {
        openapi: {
          operationId: 'readJourneyPrintState',
          summary: "A journey's state in the print system",
          description:
            'Asks the print system where the journey stands (exported → data_received → image_import → completed, ' +
            'or error) and whether its print sheet still holds it, and stores the answer. A journey never exported ' +
            'answers `open` without asking. When the print system fails nothing changes and the call answers 502.',
          tags: [journeys.name],
          rights: [{ resource: journeys, action: 'read' }],
          parameters: { id: "The journey's id." },
          answers: () => ({
            '200': jsonAnswer('The export status and print lock as stored.', printState),
            '502': unavailable,
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const actor = { userId: user.id_users, ip: request.ip };
      return readPrintState({ ...exporter, journeys }, Number(request.params.id), scopeFor(user, 'read'), actor);
    },
  );
}
