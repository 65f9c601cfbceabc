import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../server/crud/crud-context.ts';
import { startPaymentEmulator } from '../../server/integrations/payments/payment-emulator.ts';
import { startPayments } from '../../server/integrations/payments/start-payments.ts';
import { mirrorPaymentsInEmulator } from '../../server/areas/tickets/payment-emulator-seed.ts';
import { createTestApp, repositoryRegistry, type TestApp } from './support/testApp.ts';

// How the server reaches the payment provider: the configured one, or the emulator mirroring the database.

describe('startPayments', () => {
  it('starts an emulator when no PAYMENT_URL is configured, and speaks to it', async () => {
    const payments = await startPayments({ paymentEmulatorPort: 0 });
    try {
      payments.emulator?.seed([{ id: 'pay_local', amount: 100, status: 'paid' }]);
      expect(await payments.provider.getPayment('pay_local')).toMatchObject({ status: 'paid' });
    } finally {
      await payments.stop();
    }
    await expect(fetch(`${payments.emulator?.url}/control/payments`)).rejects.toThrow();
  });

  it('starts no emulator when PAYMENT_URL and PAYMENT_API_KEY are configured, and sends the key', async () => {
    const provider = await startPaymentEmulator({ apiKey: 'live_key', payments: [{ id: 'pay_remote', amount: 100 }] });
    const payments = await startPayments({
      paymentProvider: { url: provider.url, apiKey: 'live_key' },
      paymentEmulatorPort: 0,
    });
    try {
      expect(payments.emulator).toBeUndefined();
      expect(await payments.provider.getPayment('pay_remote')).toMatchObject({ id: 'pay_remote', status: 'open' });
    } finally {
      await payments.stop();
      await provider.close();
    }
  });
});

describe('mirrorPaymentsInEmulator', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('registers the payments that have a provider id, in the provider status of theirs', async () => {
    const db = dynamic(testApp.database.db);
    const order = await db
      .insertInto('tk_order')
      .values({ number: 'M-1', email: 'mirror@example.com', status: 'paid' })
      .returning('id_tk_order')
      .executeTakeFirstOrThrow();
    const payment = (reference: string, status: string, providerId: string | null, amount: number) => ({
      reference,
      id_tk_order: order.id_tk_order,
      status,
      method: 'paypal',
      amount,
      provider_payment_id: providerId,
    });
    await db
      .insertInto('tk_payment')
      .values([
        payment('M-1-a', 'paid', 'pay_mirror_paid', 19.99),
        payment('M-1-b', 'cancelled', 'pay_mirror_cancelled', 5),
        payment('M-1-c', 'created', null, 7),
      ])
      .execute();
    const entity = repositoryRegistry.resource('tickets/payments')?.entity;
    if (!entity) throw new Error('the registry has no payments');

    expect(await mirrorPaymentsInEmulator(testApp.database.db, entity, testApp.payments)).toBe(2);
    expect(testApp.payments.payments()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'pay_mirror_paid', status: 'paid', amount: 1999, method: 'paypal' }),
        expect.objectContaining({ id: 'pay_mirror_cancelled', status: 'canceled', amount: 500 }),
      ]),
    );
    expect(testApp.payments.payments()).toHaveLength(2);
  });
});
