import { sql, type Kysely } from 'kysely';
import { isOrderStatus, mayMoveOrder, type OrderStatus } from '../../domain/tickets/order-status.ts';
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

export type OrderMove =
  { moved: true; order: Row } | { moved: false; order: Row | undefined; reason: 'not-found' | 'not-allowed' };

/**
 * Inside a transaction: locks the order and moves it to `next` if the order state machine allows
 * that from its current status, with a history row. Answers the order as it is afterwards.
 */
export async function moveOrder(
  trx: Kysely<Tables>,
  orders: ResourceDefinition,
  orderId: number,
  next: OrderStatus,
  actor: Actor,
): Promise<OrderMove> {
  const { entity } = orders;
  const before = (await dynamic(trx)
    .selectFrom(entity.table)
    .select(readableColumns(entity))
    .where(entity.idField, '=', orderId)
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!before) return { moved: false, order: undefined, reason: 'not-found' };
  if (!isOrderStatus(before.status) || !mayMoveOrder(before.status, next))
    return { moved: false, order: before, reason: 'not-allowed' };
  const after = (await dynamic(trx)
    .updateTable(entity.table)
    .set({
      status: next,
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
  return { moved: true, order: after };
}
