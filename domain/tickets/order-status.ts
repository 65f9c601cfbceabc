/** The order statuses of spec 2 §4, as the API writes them. */
export const ORDER_STATUSES = [
  'created',
  'reserved',
  'paid',
  'cancelled',
  'changed',
  'refunded',
  'expired',
  'pending',
  'failed',
  'pending_payment',
  'pending_refund',
  'pending_chargeback',
  'redeemed',
  'unknown',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order may go from each status. Cancelled, expired and refunded orders are closed;
 * money that was paid leaves only through a refund or a chargeback; an order whose status came
 * in unknown (an import) may be set to any status once.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['reserved', 'pending', 'pending_payment', 'paid', 'cancelled', 'expired', 'failed'],
  reserved: ['pending_payment', 'paid', 'cancelled', 'expired'],
  pending: ['pending_payment', 'paid', 'failed', 'cancelled', 'expired'],
  pending_payment: ['paid', 'failed', 'cancelled', 'expired'],
  failed: ['pending_payment', 'cancelled'],
  paid: ['changed', 'redeemed', 'pending_refund', 'refunded', 'pending_chargeback'],
  changed: ['paid', 'redeemed', 'pending_refund', 'refunded'],
  redeemed: ['pending_chargeback'],
  pending_refund: ['refunded', 'paid'],
  pending_chargeback: ['refunded', 'paid'],
  cancelled: [],
  expired: [],
  refunded: [],
  unknown: ORDER_STATUSES.filter((status) => status !== 'unknown'),
};

export const mayMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** A move staff can undo: the order may go straight back (paid → pending refund → paid). */
export const mayUndoMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[to].includes(from);

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
