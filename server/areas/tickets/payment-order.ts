import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../registry/types.ts';
import type { Tables } from '../../db/tables.ts';
import { moveOrder, type Actor } from './move-order.ts';

export type { Actor };

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
  return (await moveOrder(trx, orders, orderId, 'paid', actor)).moved;
}
