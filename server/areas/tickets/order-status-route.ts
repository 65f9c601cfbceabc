import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/tickets/order-status.ts';
import type { ResourceDefinition } from '../../../registry/types.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError, notFound } from '../../errors.ts';
import { jsonAnswer, refusal } from '../../openapi/route-description.ts';
import { authorize } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import { moveOrder } from './move-order.ts';
import { recordIdParams } from '../../http/record-id-params.ts';

export const orderStatusBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: [...ORDER_STATUSES] } },
};

/**
 * `PUT {orders api}/{id}/status` with `{status}`: moves an order along the state machine of
 * `domain/tickets/order-status.ts` in one transaction, the row locked; a move the machine does
 * not allow answers 422 and changes nothing. Needs the right to update orders.
 */
export function orderStatusRoute(
  app: FastifyInstance,
  db: Kysely<Tables>,
  orders: ResourceDefinition,
  authenticate: preHandlerAsyncHookHandler,
) {
  app.put<{ Params: { id: string }; Body: { status: string } }>(
    `${orders.api}/:id/status`,
    {
      preHandler: authenticate,
      schema: { params: recordIdParams, body: orderStatusBody },
      config: {
        openapi: {
          operationId: 'changeOrderStatus',
          summary: 'Move an order to another status',
          description:
            'Moves the order along the order state machine (domain/tickets/order-status.ts) in one transaction, ' +
            'the order locked, with a history row.',
          tags: [orders.name],
          rights: [{ resource: orders, action: 'update' }],
          parameters: { id: "The order's id." },
          answers: ({ record }) => ({
            '200': jsonAnswer('The order in its new status.', record(orders.entity)),
            '422': refusal(
              'The state machine does not allow the move; nothing changed: `tickets.order.transition_invalid` ' +
                '(`params.from`, `params.to`).',
            ),
          }),
          errors: ['NotFound'],
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorize({ user, resource: orders, action: 'update' });
      const id = Number(request.params.id);
      const next = request.body.status as OrderStatus;
      return db.transaction().execute(async (trx) => {
        const move = await moveOrder(trx, orders, id, next, { userId: user.id_users, ip: request.ip });
        if (move.moved) return move.order;
        if (!move.order) throw notFound();
        throw new ApiError('Unprocessable', `An order cannot go from ${String(move.order.status)} to ${next}`, {
          errors: [
            { field: 'status', key: 'tickets.order.transition_invalid', params: { from: move.order.status, to: next } },
          ],
        });
      });
    },
  );
}
