import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../domain/tickets/order-status.ts';
import type { PaymentStatus } from '../../domain/tickets/payment-status.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { dynamic } from '../../server/crud/crud-context.ts';
import type { ProviderPaymentStatus } from '../../server/integrations/payments/provider-status.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// `PUT /ticket/payment/status/{id}` with `{action: "check"}` (spec 2 §7, issue 6 item 3): the app asks
// the project's payment emulator over HTTP through the real client.

let testApp: TestApp;
let staff: string;
let superadmin: string;
let readOnly: string;
beforeAll(async () => {
  testApp = await createTestApp();
  staff = await mintToken(testApp.database.db, 'tickets@demo.local');
  superadmin = await mintToken(testApp.database.db, 'superadmin@demo.local');
  const { db } = testApp.database;
  const role = await db
    .insertInto('roles')
    .values({ role: 'ticket readers', admin: false, access: JSON.stringify({ 'ticket-read': true }) })
    .returning('id_roles')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({ email: 'reader@tickets.test', password: await hashPassword('Reader1234!'), id_roles: role.id_roles })
    .execute();
  readOnly = await mintToken(testApp.database.db, 'reader@tickets.test');
});
afterEach(() => testApp.payments.reset());
afterAll(() => testApp.close());

let count = 0;

/** An order in `orderStatus` with one credit-card payment of 49.90 that the provider knows in `providerStatus`. */
async function paymentOf(
  orderStatus: OrderStatus,
  status: PaymentStatus,
  providerStatus: ProviderPaymentStatus | null,
): Promise<{ orderId: number; paymentId: number; providerId: string }> {
  count += 1;
  const db = dynamic(testApp.database.db);
  const order = await db
    .insertInto('tk_order')
    .values({ number: `P-${count}`, email: `payer${count}@example.com`, status: orderStatus, gross_total: 49.9 })
    .returning('id_tk_order')
    .executeTakeFirstOrThrow();
  const providerId = `pay_test_${count}`;
  const payment = await db
    .insertInto('tk_payment')
    .values({
      reference: `R-${count}`,
      id_tk_order: order.id_tk_order,
      status,
      method: 'credit_card',
      amount: 49.9,
      provider: 'emulator',
      provider_payment_id: providerStatus ? providerId : null,
    })
    .returning('id_tk_payment')
    .executeTakeFirstOrThrow();
  if (providerStatus) testApp.payments.seed([{ id: providerId, amount: 4990, status: providerStatus }]);
  return { orderId: order.id_tk_order as number, paymentId: payment.id_tk_payment as number, providerId };
}

const check = (paymentId: number, bearer = staff, payload: Record<string, unknown> = { action: 'check' }) =>
  testApp.injectAs(bearer, { method: 'PUT', url: `/api/ticket/payment/status/${paymentId}`, payload });
const read = async (path: string) => (await testApp.injectAs(superadmin, { method: 'GET', url: `/api${path}` })).json();
const history = (resource: string, id: number) => read(`/audit?resource=${resource}&id=${id}`);

describe('a check', () => {
  it('records a payment that became paid, and moves its order from pending_payment to paid', async () => {
    const { orderId, paymentId, providerId } = await paymentOf('pending_payment', 'pending', 'pending');
    testApp.payments.setStatus(providerId, 'paid');

    const answer = await check(paymentId);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      success: true,
      payment: expect.objectContaining({
        id_tk_payment: paymentId,
        status: 'paid',
        provider_status: 'paid',
        checked_at: expect.any(String),
        version: 2,
      }),
    });
    expect(await read(`/ticket/payment/${paymentId}`)).toMatchObject({ status: 'paid', version: 2 });
    expect(await read(`/ticket/order/${orderId}`)).toMatchObject({ status: 'paid', version: 2 });
    expect((await history('tickets/payments', paymentId))[0]).toMatchObject({
      action: 'update',
      before: { status: 'pending', provider_status: null, checked_at: null },
      after: { status: 'paid', provider_status: 'paid' },
    });
    expect((await history('tickets/orders', orderId))[0]).toMatchObject({
      action: 'update',
      before: { status: 'pending_payment' },
      after: { status: 'paid' },
    });
  });

  it('leaves a paid order alone when the payment is checked again', async () => {
    const { orderId, paymentId } = await paymentOf('pending_payment', 'pending', 'paid');
    expect((await check(paymentId)).statusCode).toBe(200);
    const again = await check(paymentId);
    expect(again.json()).toMatchObject({ success: true, payment: { status: 'paid', version: 3 } });
    expect(await read(`/ticket/order/${orderId}`)).toMatchObject({ status: 'paid', version: 2 });
  });

  it('records a failed payment and leaves the order waiting for payment', async () => {
    const { orderId, paymentId } = await paymentOf('pending_payment', 'pending', 'failed');
    const answer = await check(paymentId);
    expect(answer.json()).toMatchObject({ success: true, payment: { status: 'failed', provider_status: 'failed' } });
    expect(await read(`/ticket/order/${orderId}`)).toMatchObject({ status: 'pending_payment', version: 1 });
  });

  it('records a refunded payment', async () => {
    const { orderId, paymentId } = await paymentOf('paid', 'paid', 'refunded');
    const answer = await check(paymentId);
    expect(answer.json()).toMatchObject({
      success: true,
      payment: { status: 'refunded', provider_status: 'refunded' },
    });
    expect(await read(`/ticket/order/${orderId}`)).toMatchObject({ status: 'paid', version: 1 });
  });

  it('reads an expired payment as cancelled, keeping the provider status', async () => {
    const { paymentId } = await paymentOf('pending_payment', 'created', 'expired');
    expect((await check(paymentId)).json()).toMatchObject({
      payment: { status: 'cancelled', provider_status: 'expired' },
    });
  });

  it('records the payment of a cancelled order as paid, and leaves the order cancelled', async () => {
    const { orderId, paymentId } = await paymentOf('cancelled', 'pending', 'paid');
    const answer = await check(paymentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, payment: { status: 'paid' } });
    expect(await read(`/ticket/order/${orderId}`)).toMatchObject({ status: 'cancelled', version: 1 });
  });
});

describe('when the provider fails', () => {
  /** Answers 502 with the payment as it was, and nothing changed. */
  async function expectNothingChanged(paymentId: number, orderId: number, reason: RegExp) {
    const answer = await check(paymentId);
    expect(answer.statusCode, answer.body).toBe(502);
    expect(answer.json()).toEqual({
      success: false,
      payment: expect.objectContaining({ id_tk_payment: paymentId, status: 'pending', checked_at: null, version: 1 }),
      error: { key: 'tickets.payment.check_failed', message: expect.stringMatching(reason) },
      name: 'BadGateway',
      code: 502,
      message: expect.stringMatching(reason),
      errors: [{ key: 'tickets.payment.check_failed' }],
    });
    expect(await read(`/ticket/payment/${paymentId}`)).toMatchObject({ status: 'pending', version: 1 });
    expect(await read(`/ticket/order/${orderId}`)).toMatchObject({ status: 'pending_payment', version: 1 });
    expect(await history('tickets/payments', paymentId)).toEqual([]);
  }

  it('answers 502 with success false for an HTTP 500', async () => {
    const { orderId, paymentId } = await paymentOf('pending_payment', 'pending', 'paid');
    testApp.payments.failNext(1, 'error');
    await expectNothingChanged(paymentId, orderId, /HTTP 500/);
  });

  it('answers 502 with success false when the provider does not answer in time', async () => {
    const { orderId, paymentId } = await paymentOf('pending_payment', 'pending', 'paid');
    testApp.payments.failNext(1, 'hang');
    await expectNothingChanged(paymentId, orderId, /did not answer/);
  });

  it('answers 502 with success false for an answer that is not JSON', async () => {
    const { orderId, paymentId } = await paymentOf('pending_payment', 'pending', 'paid');
    testApp.payments.failNext(1, 'malformed');
    await expectNothingChanged(paymentId, orderId, /no payment/);
  });

  it('answers 502 with success false when the provider does not know the payment', async () => {
    const { orderId, paymentId, providerId } = await paymentOf('pending_payment', 'pending', 'paid');
    await dynamic(testApp.database.db)
      .updateTable('tk_payment')
      .set({ provider_payment_id: `${providerId}_unknown` })
      .where('id_tk_payment', '=', paymentId)
      .execute();
    await expectNothingChanged(paymentId, orderId, /HTTP 404/);
  });
});

describe('the call', () => {
  it('answers 404 for an unknown payment', async () => {
    const answer = await check(999999);
    expect(answer.statusCode).toBe(404);
  });

  it('answers 422 for a payment without a provider id', async () => {
    const { paymentId } = await paymentOf('pending_payment', 'pending', null);
    const answer = await check(paymentId);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual([{ field: 'provider_payment_id', key: 'tickets.payment.no_provider_id' }]);
    expect(await read(`/ticket/payment/${paymentId}`)).toMatchObject({ checked_at: null, version: 1 });
  });

  it('needs the right to update payments', async () => {
    const { paymentId } = await paymentOf('pending_payment', 'pending', 'paid');
    const refused = await check(paymentId, readOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([{ key: 'error.forbidden', params: { permission: 'ticket-update' } }]);
    expect((await check(paymentId, await mintToken(testApp.database.db, 'driver@demo.local'))).statusCode).toBe(403);
    const anonymous = await testApp.injectAs(undefined, {
      method: 'PUT',
      url: `/api/ticket/payment/status/${paymentId}`,
      payload: { action: 'check' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await read(`/ticket/payment/${paymentId}`)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('takes only the check action', async () => {
    const { paymentId } = await paymentOf('pending_payment', 'pending', 'paid');
    expect((await check(paymentId, staff, { action: 'refund' })).statusCode).toBe(400);
    expect((await check(paymentId, staff, {})).statusCode).toBe(400);
    expect(await read(`/ticket/payment/${paymentId}`)).toMatchObject({ status: 'pending', version: 1 });
  });
});
