import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentClient } from '../../server/integrations/payments/payment-client.ts';
import { startPaymentEmulator, type PaymentEmulator } from '../../server/integrations/payments/payment-emulator.ts';
import type { NewProviderPayment, PaymentProvider } from '../../server/integrations/payments/payment-provider.ts';

// The payment provider's checkout (issue 21): a payment made with a return_url is paid or given up on
// the provider's page, which sends the payer back; the client reads the outcome. Over HTTP on loopback.

let emulator: PaymentEmulator;
let client: PaymentProvider;
beforeAll(async () => {
  emulator = await startPaymentEmulator();
  client = createPaymentClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, timeoutMs: 2000 });
});
afterAll(() => emulator.close());

const RETURN_URL = 'https://reisen.example/appbooking/ibe/return/B-1001?token=abc';
const checkout = (values: Partial<NewProviderPayment> = {}) =>
  client.createPayment({
    amount: 123_450,
    currency: 'EUR',
    method: 'credit_card',
    return_url: RETURN_URL,
    reference: 'B-1001',
    ...values,
  });
const page = (url: string) => fetch(url);
const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('a payment with a return_url', () => {
  it('answers its checkout page and its reference, with no failure yet', async () => {
    const payment = await checkout();
    expect(payment).toMatchObject({
      status: 'open',
      amount: 123_450,
      method: 'credit_card',
      reference: 'B-1001',
      checkout_url: `${emulator.url}/checkout/${payment.id}`,
      failure_reason: null,
    });
    expect(await client.getPayment(payment.id)).toEqual(payment);
  });

  it('is served a German page without a key: amount, reference, method, a card field, pay and cancel', async () => {
    const { checkout_url } = await checkout();
    const answer = await page(checkout_url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const html = await answer.text();
    expect(html).toMatch(/1\.234,50\s€/);
    expect(html).toContain('B-1001');
    expect(html).toContain('Kreditkarte');
    expect(html).toContain('name="card_number"');
    expect(html).toContain('Jetzt bezahlen');
    expect(html).toContain('Abbrechen');
    // self-contained: nothing is loaded from another host
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('is paid with the test card 4242 4242 4242 4242, sending the payer back with a 303', async () => {
    const payment = await checkout();
    const answer = await submit(payment.checkout_url!, { action: 'pay', card_number: '4242 4242 4242 4242' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(RETURN_URL);
    expect(await client.getPayment(payment.id)).toMatchObject({ status: 'paid', failure_reason: null });
  });

  it('fails as card_declined with 4000 0000 0000 0002, and as insufficient_funds with 4000 0000 0000 9995', async () => {
    for (const [card, reason] of [
      ['4000 0000 0000 0002', 'card_declined'],
      ['4000000000009995', 'insufficient_funds'],
    ]) {
      const payment = await checkout();
      const answer = await submit(payment.checkout_url!, { action: 'pay', card_number: card! });
      expect(answer.status).toBe(303);
      expect(await client.getPayment(payment.id)).toMatchObject({ status: 'failed', failure_reason: reason });
    }
  });

  it('stays open for a card number no test card has, and shows the page again', async () => {
    const payment = await checkout();
    const answer = await submit(payment.checkout_url!, { action: 'pay', card_number: '1234 5678 9012 3456' });
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain('Kartennummer');
    expect(await client.getPayment(payment.id)).toMatchObject({ status: 'open' });
  });

  it('is cancelled by the payer with Abbrechen', async () => {
    const payment = await checkout();
    const answer = await submit(payment.checkout_url!, { action: 'cancel' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(RETURN_URL);
    expect(await client.getPayment(payment.id)).toMatchObject({
      status: 'canceled',
      failure_reason: 'canceled_by_payer',
    });
  });

  it('is paid by every other method without a card, and a second submit changes nothing', async () => {
    for (const method of ['paypal', 'instant_transfer', 'sepa_debit', 'invoice']) {
      const payment = await checkout({ method });
      expect(await (await page(payment.checkout_url!)).text()).not.toContain('card_number');
      expect((await submit(payment.checkout_url!, { action: 'pay' })).status).toBe(303);
      expect((await submit(payment.checkout_url!, { action: 'cancel' })).status).toBe(303);
      expect(await client.getPayment(payment.id), method).toMatchObject({ status: 'paid', failure_reason: null });
    }
  });

  it('can be set by the control call, with a failure reason', async () => {
    const payment = await checkout();
    emulator.setStatus(payment.id, 'failed', 'card_declined');
    expect(await client.getPayment(payment.id)).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    const settled = await page(payment.checkout_url!);
    expect(await settled.text()).toContain('bereits abgeschlossen');
  });
});

describe('POST /v1/payments', () => {
  it('refuses a method the provider does not take, a return_url that is no web URL, an unknown field', async () => {
    for (const values of [
      { method: 'bitcoin' },
      { return_url: 'javascript:alert(1)' },
      { return_url: 'not a url' },
      { reference: '' },
      { colour: 'red' },
    ])
      await expect(checkout(values as Partial<NewProviderPayment>), JSON.stringify(values)).rejects.toMatchObject({
        failure: 'http-status',
        status: 400,
      });
  });

  it('still makes a payment without a checkout, as the ticket system does', async () => {
    const payment = await client.createPayment({ amount: 4990, currency: 'EUR', method: 'paypal' });
    expect(payment).not.toHaveProperty('checkout_url');
    expect((await page(`${emulator.url}/checkout/${payment.id}`)).status).toBe(404);
  });
});
