import type { Kysely } from 'kysely';
import { isOrderStatus, mayMoveOrder, type OrderStatus } from '../../../domain/tickets/order-status.ts';
import type { ResourceDefinition } from '../../../registry/types.ts';
import { dynamic } from '../../crud/crud-context.ts';
import { updateWithHistory, type Actor } from '../../crud/operations/update-with-history.ts';
import { readableColumns } from '../../crud/readable-columns.ts';
import type { Tables } from '../../db/tables.ts';

type Row = Record<string, unknown>;

export type { Actor };

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
  const after = await updateWithHistory(trx, orders, before, { status: next }, actor);
  return { moved: true, order: after };
}
