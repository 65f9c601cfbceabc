import type { PaymentStatus } from '../../../domain/tickets/payment-status.ts';

/** The statuses the payment provider's API reports (see README.md). */
export const PROVIDER_PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
  'refunded',
] as const;

export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

export const isProviderPaymentStatus = (value: unknown): value is ProviderPaymentStatus =>
  typeof value === 'string' && (PROVIDER_PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * Our status for the provider's. An authorised payment is not money received yet, so it stays
 * pending; an expired one was never paid and counts as cancelled.
 */
const OURS: Readonly<Record<ProviderPaymentStatus, PaymentStatus>> = {
  open: 'created',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  canceled: 'cancelled',
  expired: 'cancelled',
  failed: 'failed',
  refunded: 'refunded',
};

/** The provider's status for each of ours: what the emulator reports for a payment of our database. */
const THEIRS: Readonly<Record<PaymentStatus, ProviderPaymentStatus>> = {
  created: 'open',
  pending: 'pending',
  paid: 'paid',
  cancelled: 'canceled',
  failed: 'failed',
  refunded: 'refunded',
};

/** Our status for a provider status; undefined for one this version does not know (a newer API's). */
export function paymentStatusOf(providerStatus: string): PaymentStatus | undefined {
  return isProviderPaymentStatus(providerStatus) ? OURS[providerStatus] : undefined;
}

export const providerStatusFor = (status: PaymentStatus): ProviderPaymentStatus => THEIRS[status];
