import { expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../../domain/tickets/payment-status.ts';
import {
  paymentStatusOf,
  PROVIDER_PAYMENT_STATUSES,
  providerStatusFor,
} from '../../server/integrations/payments/provider-status.ts';
import payment from '../../schemas/tickets/payment.json';

// The provider's payment statuses against ours (spec 2 §4).

it('knows the statuses the payment entity stores', () => {
  expect(payment.properties.status.enum).toEqual([...PAYMENT_STATUSES]);
});

it.each([
  ['open', 'created'],
  ['pending', 'pending'],
  ['authorized', 'pending'],
  ['paid', 'paid'],
  ['canceled', 'cancelled'],
  ['expired', 'cancelled'],
  ['failed', 'failed'],
  ['refunded', 'refunded'],
] as const)('reads the provider status %s as %s', (provider, ours) => {
  expect(paymentStatusOf(provider)).toBe(ours);
});

it('maps every provider status', () => {
  expect(PROVIDER_PAYMENT_STATUSES.filter((status) => paymentStatusOf(status) === undefined)).toEqual([]);
});

it('leaves a status it does not know unmapped', () => {
  expect(paymentStatusOf('charged_back')).toBeUndefined();
  expect(paymentStatusOf('PAID')).toBeUndefined();
  expect(paymentStatusOf('toString')).toBeUndefined();
});

it('reports each of our statuses as a provider status that reads back the same', () => {
  for (const status of PAYMENT_STATUSES) expect(paymentStatusOf(providerStatusFor(status))).toBe(status);
});
