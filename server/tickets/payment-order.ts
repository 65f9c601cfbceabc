import { sql, type Kysely } from 'kysely';
import { isOrderStatus, mayMoveOrder } from '../../domain/tickets/order-status.ts';
import type { ResourceDefinition } from '../../registry/types.ts';
import { writeAudit } from '../crud/audit.ts';
import { dynamic } from '../crud/crud-context.ts';
import { readableColumns } from '../crud/readable-columns.ts';
import type { Tables } from '../db/tables.ts';

type Row = Record<string, unknown>;

/** Who made a change, for the history. */
export interface Actor {
  userId: number;
  ip: string;
}

/**
 * Inside the transaction that recorded a payment as paid: moves the payment's order to `paid` when
 * the order state machine allows it from the order's current status. A cancelled or expired order,
 * or one already paid, stays as it is; answers whether the order moved.
 */
export async function markOrderPaid(
  trx: Kysely<Tables>,
  orders: ResourceDefinition,
  orderId: number,
  actor: Actor,
): Promise<boolean> {
  const { entity } = orders;
  const before = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(entity.idField, '=', orderId)
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!before || !isOrderStatus(before.status) || !mayMoveOrder(before.status, 'paid')) return false;
  const after = (await dynamic(trx)
    .updateTable(entity.table)
    .set({
      status: 'paid',
      updated_at: sql`now()`,
      updated_by: actor.userId,
      ...(entity.concurrency ? { version: sql`version + 1` } : {}),
    })
    .where(entity.idField, '=', orderId)
    .returning(readableColumns(entity))
    .executeTakeFirstOrThrow()) as Row;
  await writeAudit(trx, entity, {
    userId: actor.userId,
    ip: actor.ip,
    resource: orders.name,
    recordId: orderId,
    action: 'update',
    before,
    after,
  });
  return true;
}
