import type { OrderStatus } from './order-status.ts';

/** What a scan at the door can come to, as the API answers it and the scan history stores it. */
export const SCAN_RESULTS = [
  'checked_in',
  'already_checked_in',
  'unknown_code',
  'not_paid',
  'cancelled',
  'expired',
  'refunded',
  'refund_pending',
  'invalid_time',
] as const;

export type ScanResult = (typeof SCAN_RESULTS)[number];

type Refusal = Exclude<ScanResult, 'checked_in' | 'already_checked_in' | 'unknown_code' | 'invalid_time'>;

/**
 * Whether a ticket of an order in each status lets its holder in. Money that came in and stays
 * admits (a changed order was paid; a redeemed one is in use, and a member of its group may come
 * late); an order not paid yet, or whose payment is unclear, does not; a closed order, or one whose
 * money is on its way back, says why.
 */
export const ADMISSION: Readonly<Record<OrderStatus, 'admit' | Refusal>> = {
  paid: 'admit',
  changed: 'admit',
  redeemed: 'admit',
  created: 'not_paid',
  reserved: 'not_paid',
  pending: 'not_paid',
  pending_payment: 'not_paid',
  failed: 'not_paid',
  unknown: 'not_paid',
  cancelled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
  pending_refund: 'refund_pending',
  pending_chargeback: 'refund_pending',
};

/**
 * The result of scanning a known ticket of an order in `status`, checked in before or not, on one of
 * its date's days or not. The order's refusal comes first, then a check-in before (a used ticket is
 * the door's first concern, whatever its day), then the day (pretix's `invalid_time`).
 */
export function scanResultOf(status: OrderStatus, alreadyCheckedIn: boolean, onItsDay: boolean): ScanResult {
  const admission = ADMISSION[status];
  if (admission !== 'admit') return admission;
  if (alreadyCheckedIn) return 'already_checked_in';
  return onItsDay ? 'checked_in' : 'invalid_time';
}

/** The translation key of a result's message at the door (`tickets.scan.already_checked_in`). */
export const scanMessageKey = (result: ScanResult) => `tickets.scan.${result}`;

export const isScanResult = (value: unknown): value is ScanResult =>
  typeof value === 'string' && (SCAN_RESULTS as readonly string[]).includes(value);
