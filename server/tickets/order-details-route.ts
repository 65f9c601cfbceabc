import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { authorize } from '../permissions/authorize.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';
import { orderDetails, type OrderResources } from './order-details.ts';
import type { TicketEntities } from './ticket-view.ts';

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
      schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } } },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      const { where } = authorize({ user, resource: orders, action: 'read' });
      for (const resource of Object.values(related)) authorize({ user, resource, action: 'read' });
      return orderDetails(db, resources, entities, Number(request.params.id), where);
    },
  );
}
