import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { jsonAnswer, refusal, type AnswerSchemas, type RouteRight } from '../../openapi/route-description.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { saveEventBatch } from './event-batch.ts';
import type { BatchResources } from './event-batch-resources.ts';
import { eventBatchBody } from './event-batch-schema.ts';
import { recordIdParams } from '../../http/record-id-params.ts';

/** The rights event-batch-rights.ts checks: update on the event, and on each other resource what the payload does to it. */
function batchRights({ events, dates, categories, prices, genres, artists, locations }: BatchResources): RouteRight[] {
  const whenSome = { create: 'for new ones', update: 'for changed ones', delete: 'for deleted ones' } as const;
  return [
    { resource: events, action: 'update' },
    ...(['create', 'update', 'delete'] as const).flatMap((action) =>
      [dates, categories, prices].map((resource) => ({ resource, action, when: whenSome[action] })),
    ),
    { resource: prices, action: 'delete', when: 'when it deletes a date or a price category (their prices go too)' },
    ...[genres, artists, locations].map((resource) => ({ resource, action: 'create' as const, when: whenSome.create })),
  ];
}

/** The answer: the new ids, the event with its dates and price categories as saved, the counts. */
function batchAnswer({ events, dates, categories, prices }: BatchResources, { record }: AnswerSchemas) {
  const list = (items: Record<string, unknown>) => ({ type: 'array', items });
  const count = { type: 'integer', minimum: 0 };
  const counts = ['dates_created', 'categories_created', 'prices_created', 'dates_updated', 'dates_deleted'];
  return {
    type: 'object',
    required: ['success', 'idMapping', 'event', 'operations', 'error'],
    properties: {
      success: { const: true },
      idMapping: {
        type: 'object',
        description: 'Every temporary id the payload sent, with the id of its row.',
        additionalProperties: { type: 'integer' },
      },
      event: {
        allOf: [
          record(events.entity),
          {
            type: 'object',
            properties: {
              dates: list({
                allOf: [
                  record(dates.entity),
                  { type: 'object', properties: { date_prices: list(record(prices.entity)) } },
                ],
              }),
              price_categories: list(record(categories.entity)),
            },
          },
        ],
      },
      operations: {
        type: 'object',
        required: counts,
        properties: Object.fromEntries(counts.map((name) => [name, count])),
      },
      error: { type: 'null' },
    },
  };
}

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
      schema: { params: recordIdParams },
      config: {
        openapi: {
          operationId: 'saveEventBatch',
          summary: "Save an event's fields, dates, price categories and prices at once",
          description:
            "The event editor's save, in one transaction: all of it or nothing. New items carry temporary ids " +
            '(`temp_<counter>_<timestamp>`) that other items and the event may refer to; a retry creates nothing ' +
            'twice. Refusals, each changing nothing: 400 for an invalid payload, each field named by its path ' +
            '(`newDates/0/starts_at`); 404 for a missing event; 409 `error.conflict` (a stale `version`), ' +
            '`tickets.duplicate_date`, `tickets.duplicate_price_category`, `tickets.duplicate_price`, ' +
            '`tickets.date_has_tickets` (a sold date deleted).',
          tags: [resources.events.name],
          rights: batchRights(resources),
          body: eventBatchBody(resources),
          parameters: { id: "The event's id." },
          answers: (schemas) => ({
            '200': jsonAnswer('Saved.', batchAnswer(resources, schemas)),
            '422': refusal(
              "A date, price category or price the payload names is not the event's: " +
                '`tickets.price_category_or_date_not_found`.',
            ),
          }),
          errors: ['NotFound', 'Conflict'],
        },
      },
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
