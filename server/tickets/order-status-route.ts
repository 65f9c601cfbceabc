import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { isOrderStatus, mayMoveOrder, ORDER_STATUSES } from '../../domain/tickets/order-status.ts';
import type { ResourceDefinition } from '../../registry/types.ts';
import { writeAudit } from '../crud/audit.ts';
import { dynamic } from '../crud/crud-context.ts';
import { readableColumns } from '../crud/readable-columns.ts';
import type { Tables } from '../db/tables.ts';
import { ApiError, notFound } from '../errors.ts';
import { authorize } from '../permissions/authorize.ts';
import type { SignedInUser } from '../users/signed-in-user.ts';

type Row = Record<string, unknown>;

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
  const { entity } = orders;
  app.put<{ Params: { id: string }; Body: { status: string } }>(
    `${orders.api}/:id/status`,
    {
      preHandler: authenticate,
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } },
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { type: 'string', enum: [...ORDER_STATUSES] } },
        },
      },
    },
    async (request) => {
      const user = request.user as SignedInUser;
      authorize({ user, resource: orders, action: 'update' });
      const id = Number(request.params.id);
      const next = request.body.status;
      return db.transaction().execute(async (trx) => {
        const before = (await dynamic(trx)
          .selectFrom(entity.table)
          .select(readableColumns(entity))
          .where(entity.idField, '=', id)
          .forUpdate()
          .executeTakeFirst()) as Row | undefined;
        if (!before) throw notFound();
        const current = before.status;
        if (!isOrderStatus(current) || !isOrderStatus(next) || !mayMoveOrder(current, next))
          throw new ApiError('Unprocessable', `An order cannot go from ${String(current)} to ${next}`, {
            errors: [{ field: 'status', key: 'tickets.order.transition_invalid', params: { from: current, to: next } }],
          });
        const after = (await dynamic(trx)
          .updateTable(entity.table)
          .set({
            status: next,
            updated_at: sql`now()`,
            updated_by: user.id_users,
            ...(entity.concurrency ? { version: sql`version + 1` } : {}),
          })
          .where(entity.idField, '=', id)
          .returning(readableColumns(entity))
          .executeTakeFirstOrThrow()) as Row;
        await writeAudit(trx, entity, {
          userId: user.id_users,
          ip: request.ip,
          resource: orders.name,
          recordId: id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  );
}
