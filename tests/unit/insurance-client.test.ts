import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInsuranceClient } from '../../server/integrations/insurance/insurance-client.ts';
import {
  startInsuranceEmulator,
  type InsuranceEmulator,
} from '../../server/integrations/insurance/insurance-emulator.ts';
import type { InsuranceQuery, InsuranceSystem } from '../../server/integrations/insurance/insurance-system.ts';
import { sendControl } from './support/emulatorControl.ts';

// The insurance client against the project's ERGO emulator, over HTTP on loopback.

const TIMEOUT_MS = 1000;

let emulator: InsuranceEmulator;
let client: InsuranceSystem;
beforeAll(async () => {
  emulator = await startInsuranceEmulator();
  client = createInsuranceClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, timeoutMs: TIMEOUT_MS });
});
afterEach(() => emulator.reset());
afterAll(() => emulator.close());

/** Two travellers, 8 days, 1,799 € for both. */
const trip: InsuranceQuery = {
  tripPrice: 1799,
  travellers: 2,
  startDate: '2027-05-10',
  endDate: '2027-05-17',
  destination: 'AT',
};

describe('the offers', () => {
  it('are the three products, priced from the trip in euros, with their documents', async () => {
    const offers = await client.offers(trip);
    expect(offers.map(({ code, name }) => [code, name])).toEqual([
      ['RRV', 'Reiserücktrittsversicherung'],
      ['RRV-PLUS', 'RücktrittsPlus'],
      ['RUNDUM', 'RundumSorglos-Schutz'],
    ]);
    // 4 % and 5.3 % of 1,799 € (the 1,000–2,500 € band); the full cover adds 1.50 € per traveller and day
    expect(offers.map(({ premium }) => premium)).toEqual([71.96, 95.35, 95.35 + 24]);
    expect(offers[0]?.informationUrl).toBe(`${emulator.url}/documents/RRV-information.pdf`);
    expect(offers[0]?.conditionsUrl).toBe(`${emulator.url}/documents/RRV-conditions.pdf`);
    expect(emulator.queries()).toEqual([
      { tripPrice: 179_900, travellers: 2, startDate: '2027-05-10', endDate: '2027-05-17', destination: 'AT' },
    ]);
  });

  it('cost at least the minimum per traveller for a cheap trip, and leave the destination out when unknown', async () => {
    const offers = await client.offers({ ...trip, tripPrice: 99, travellers: 3, destination: null });
    expect(offers[0]?.premium).toBe(57);
    expect(emulator.queries()[0]?.destination).toBeNull();
  });

  it('link to documents a browser opens without a key', async () => {
    const [offer] = await client.offers(trip);
    const document = await fetch(offer!.conditionsUrl);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${emulator.url}/documents/NONE-conditions.pdf`)).status).toBe(404);
  });

  it('are refused with 400 in the insurer error shape for a bad request', async () => {
    await expect(client.offers({ ...trip, endDate: '2027-05-01' })).rejects.toMatchObject({
      name: 'InsuranceError',
      failure: 'http-status',
      status: 400,
      message: expect.stringContaining('endDate'),
    });
    const answer = await fetch(`${emulator.url}/v1/travel-insurance/offers?travellers=0`, {
      headers: { authorization: `Bearer ${emulator.apiKey}` },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
  });
});

describe('a failed call', () => {
  it('is an HTTP status failure for a wrong key', async () => {
    const stranger = createInsuranceClient({ baseUrl: emulator.url, apiKey: 'wrong', timeoutMs: TIMEOUT_MS });
    await expect(stranger.offers(trip)).rejects.toMatchObject({ failure: 'http-status', status: 401 });
  });

  it('is an HTTP status failure while the insurer fails, for as many calls as asked', async () => {
    expect((await sendControl(emulator.url, 'POST', '/control/fail', { times: 1, mode: 'error' })).status).toBe(204);
    await expect(client.offers(trip)).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    expect(await client.offers(trip)).toHaveLength(3);
  });

  it('is a timeout when the insurer does not answer', async () => {
    emulator.failNext(1, 'hang');
    await expect(client.offers(trip)).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('is a bad answer when the insurer answers HTML', async () => {
    emulator.failNext(1, 'malformed');
    await expect(client.offers(trip)).rejects.toMatchObject({ failure: 'bad-answer' });
  });

  it('is unreachable when nothing listens', async () => {
    const gone = await startInsuranceEmulator();
    await gone.close();
    const lost = createInsuranceClient({ baseUrl: gone.url, apiKey: gone.apiKey, timeoutMs: TIMEOUT_MS });
    await expect(lost.offers(trip)).rejects.toMatchObject({ failure: 'unreachable' });
  });
});

describe('the control calls', () => {
  it('show the products and what was asked', async () => {
    await client.offers(trip);
    const state = await (await sendControl(emulator.url, 'GET', '/control/state')).json();
    expect(state.products).toHaveLength(3);
    expect(state.queries).toHaveLength(1);
  });
});
