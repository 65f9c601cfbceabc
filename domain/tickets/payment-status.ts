/** The payment statuses of spec 2 §4, as the API writes them. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'created', 'failed', 'refunded'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
