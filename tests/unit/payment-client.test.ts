import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentClient } from '../../server/integrations/payments/payment-client.ts';
import { startPaymentEmulator, type PaymentEmulator } from '../../server/integrations/payments/payment-emulator.ts';
import type { PaymentProvider } from '../../server/integrations/payments/payment-provider.ts';
import { sendControl } from './support/emulatorControl.ts';

// The payment client against the project's provider emulator, over HTTP on loopback.

// Long enough for a loaded machine to answer on loopback, short enough for the timeout cases.
const TIMEOUT_MS = 1000;

let emulator: PaymentEmulator;
let client: PaymentProvider;
beforeAll(async () => {
  emulator = await startPaymentEmulator({ payments: [{ id: 'pay_1', amount: 4990, method: 'credit_card' }] });
  client = createPaymentClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, timeoutMs: TIMEOUT_MS });
});
afterEach(() => emulator.reset());
afterAll(() => emulator.close());

const control = (method: string, path: string, body?: unknown) => sendControl(emulator.url, method, path, body);

describe('the client', () => {
  it('reads a payment', async () => {
    expect(await client.getPayment('pay_1')).toEqual({
      id: 'pay_1',
      status: 'open',
      amount: 4990,
      currency: 'EUR',
      method: 'credit_card',
      updated_at: expect.any(String),
    });
  });

  it('creates a payment that it can read back', async () => {
    const created = await client.createPayment({ amount: 1200, currency: 'EUR', method: 'paypal' });
    expect(created).toMatchObject({ id: expect.stringMatching(/^pay_[0-9a-f]{16}$/), status: 'open', amount: 1200 });
    expect(await client.getPayment(created.id)).toEqual(created);
  });

  it('sees a status set through the control API', async () => {
    const answer = await control('PUT', '/control/payments/pay_1/status', { status: 'paid' });
    expect(answer.status).toBe(200);
    expect(await client.getPayment('pay_1')).toMatchObject({ status: 'paid' });
  });
});

describe('a failed call', () => {
  it('is an HTTP status failure for an unknown payment, with the provider message', async () => {
    await expect(client.getPayment('pay_unknown')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      failure: 'http-status',
      status: 404,
      message: expect.stringContaining('No such payment'),
    });
  });

  it('is an HTTP status failure for a wrong API key', async () => {
    const stranger = createPaymentClient({ baseUrl: emulator.url, apiKey: 'wrong', timeoutMs: TIMEOUT_MS });
    await expect(stranger.getPayment('pay_1')).rejects.toMatchObject({ failure: 'http-status', status: 401 });
  });

  it('is an HTTP status failure while the provider fails, for as many calls as asked', async () => {
    expect((await control('POST', '/control/fail', { times: 2, mode: 'error' })).status).toBe(204);
    await expect(client.getPayment('pay_1')).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    await expect(client.getPayment('pay_1')).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    expect(await client.getPayment('pay_1')).toMatchObject({ id: 'pay_1' });
  });

  it('is a timeout when the provider does not answer', async () => {
    emulator.failNext(1, 'hang');
    await expect(client.getPayment('pay_1')).rejects.toMatchObject({ failure: 'timeout' });
    expect(await client.getPayment('pay_1')).toMatchObject({ id: 'pay_1' });
  });

  it('is a timeout when the provider answers too late, and not when it answers in time', async () => {
    expect((await control('PUT', '/control/delay', { ms: TIMEOUT_MS * 3 })).status).toBe(204);
    await expect(client.getPayment('pay_1')).rejects.toMatchObject({ failure: 'timeout' });
    emulator.setDelay(10);
    expect(await client.getPayment('pay_1')).toMatchObject({ id: 'pay_1' });
  });

  it('is a bad answer when the body is not JSON', async () => {
    emulator.failNext(1, 'malformed');
    await expect(client.getPayment('pay_1')).rejects.toMatchObject({ failure: 'bad-answer' });
  });

  it('is a bad answer when the JSON is not a payment', async () => {
    const server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"pay_1","status":"paid"}'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const other = createPaymentClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', timeoutMs: TIMEOUT_MS });
      await expect(other.getPayment('pay_1')).rejects.toMatchObject({ failure: 'bad-answer' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is unreachable when nothing listens', async () => {
    const gone = await startPaymentEmulator();
    await gone.close();
    const lost = createPaymentClient({ baseUrl: gone.url, apiKey: gone.apiKey, timeoutMs: TIMEOUT_MS });
    await expect(lost.getPayment('pay_1')).rejects.toMatchObject({ failure: 'unreachable' });
  });
});

describe('the emulator', () => {
  it('is seeded over HTTP and lists its payments', async () => {
    const seeded = await control('POST', '/control/payments', [
      { id: 'demo-1', amount: 2500, status: 'paid' },
      { id: 'demo-2', amount: 0, method: 'free' },
    ]);
    expect(seeded.status).toBe(204);
    const listed = (await (await control('GET', '/control/payments')).json()) as { id: string; status: string }[];
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'demo-1', status: 'paid', currency: 'EUR' }),
        expect.objectContaining({ id: 'demo-2', status: 'open', method: 'free' }),
      ]),
    );
  });

  it('refuses an invalid seed whole, and bad control values', async () => {
    const before = emulator.payments().length;
    const refused = await control('POST', '/control/payments', [
      { id: 'demo-3', amount: 100 },
      { id: 'demo-4', amount: 1.5 },
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'invalid_request', message: expect.stringMatching(/amount/) },
    });
    expect(emulator.payments()).toHaveLength(before);
    expect((await control('PUT', '/control/payments/pay_1/status', { status: 'done' })).status).toBe(400);
    expect((await control('PUT', '/control/payments/none/status', { status: 'paid' })).status).toBe(404);
    expect((await control('POST', '/control/fail', { times: 0 })).status).toBe(400);
    expect((await control('PUT', '/control/delay', { ms: -1 })).status).toBe(400);
  });

  it('switches failures off with DELETE /control/fail', async () => {
    emulator.failNext(3, 'error');
    expect((await control('DELETE', '/control/fail')).status).toBe(204);
    expect(await client.getPayment('pay_1')).toMatchObject({ id: 'pay_1' });
  });

  it('listens on loopback only', async () => {
    await expect(startPaymentEmulator({ host: '0.0.0.0' })).rejects.toThrow(/loopback only/);
  });
});
