import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { jsonAnswer } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { orderDetails, type OrderResources } from './order-details.ts';
import { ticketViewSchema, type TicketEntities } from './ticket-view.ts';
import { recordIdParams } from '../../http/record-id-params.ts';

/**
 * `GET {orders api}/{id}/details`: the order with its tickets (event, date, price category), payments,
 * invoices and the vouchers it used, in one call for the order screen. Needs the right to read each
 * of them, as their own lists would.
 */
export function orderDetailsRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  resources: OrderResources & { tickets: OrderResources['orders'] },
  entities: TicketEntities,
  authenticate: preHandlerAsyncHookHandler,
) {
  const { orders, ...related } = resources;
  app.get<{ Params: { id: string } }>(
    `${orders.api}/:id/details`,
    {
      preHandler: authenticate,
      schema: { params: recordIdParams },
      config: {
        openapi: {
          operationId: 'getOrderDetails',
          summary: 'An order with its tickets, payments, invoices and vouchers',
          description:
            'Everything the order screen shows, in one call: the tickets by date with their event, date, price ' +
            'category and order; the payments and invoices by id; the vouchers the order used, those since ' +
            'moved to the trash too. 404 for an order the user cannot reach.',
          tags: [orders.name],
          rights: [orders, ...Object.values(related)].map((resource) => ({ resource, action: 'read' as const })),
          parameters: { id: "The order's id." },
          answers: ({ record }) => {
            const list = (items: Record<string, unknown>) => ({ type: 'array', items });
            return {
              '200': jsonAnswer('The order and what belongs to it.', {
                type: 'object',
                required: ['order', 'tickets', 'payments', 'invoices', 'vouchers'],
                properties: {
                  order: record(orders.entity),
                  tickets: list(ticketViewSchema(record(entities.ticket))),
                  payments: list(record(related.payments.entity)),
                  invoices: list(record(related.invoices.entity)),
                  vouchers: list(record(related.vouchers.entity)),
                },
              }),
            };
          },
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const { where } = authorize({ user, resource: orders, action: 'read' });
      for (const resource of Object.values(related)) authorize({ user, resource, action: 'read' });
      return orderDetails(db, resources, entities, Number(request.params.id), where);
    },
  );
}
