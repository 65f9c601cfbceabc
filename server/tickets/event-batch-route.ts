import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { saveEventBatch } from './event-batch.ts';
import type { BatchResources } from './event-batch-resources.ts';

/**
 * `PATCH {events api}/{id}/batch`: the event editor saves an event's fields, dates, price
 * categories, date prices and new genres, artists and locations at once (event-batch.ts).
 */
export function eventBatchRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  resources: BatchResources,
  authenticate: preHandlerAsyncHookHandler,
) {
  app.patch<{ Params: { id: string } }>(
    `${resources.events.api}/:id/batch`,
    {
      preHandler: authenticate,
      schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } } },
    },
    async (request) =>
      saveEventBatch(db, resources, {
        user: request.user as SignedInUser,
        ip: request.ip,
        eventId: Number(request.params.id),
        body: request.body,
      }),
  );
}
