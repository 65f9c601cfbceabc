import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKuschickClient } from '../../server/integrations/kuschick/kuschick-client.ts';
import { startKuschickEmulator, type KuschickEmulator } from '../../server/integrations/kuschick/kuschick-emulator.ts';
import {
  DEMO_KUSCHICK_PROCESSES,
  FIRST_INVOICE_ID,
  FIRST_KUSCHICK_ID,
} from '../../server/integrations/kuschick/kuschick-seed.ts';
import { KuschickSystemError, type KuschickSystem } from '../../server/integrations/kuschick/kuschick-system.ts';
import { startKuschick } from '../../server/integrations/kuschick/start-kuschick.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';

// The Kuschick client against the project's Kuschick emulator, over HTTP on loopback: every call,
// writes seen by later reads, and each way the system fails becoming the client's typed error.

const TIMEOUT_MS = 1000;

let emulator: KuschickEmulator;
let kuschick: KuschickSystem;
beforeAll(async () => {
  emulator = await startKuschickEmulator();
  kuschick = createKuschickClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, timeoutMs: TIMEOUT_MS });
});
afterEach(() => emulator.reseed());
afterAll(() => emulator.close());

/** A copy of the first demo process in `status`, as it stands before the test's calls. */
const processIn = (status: number) => {
  const found = [...emulator.state().processes.values()].find((each) => each.status === status);
  if (!found) throw new Error(`no demo process in status ${status}`);
  return structuredClone(found);
};

describe('customers', () => {
  it('reads one for an import, with the id of its address only when asked', async () => {
    const plain = await kuschick.customer(FIRST_KUSCHICK_ID);
    expect(plain).toMatchObject({ kuschick_id: FIRST_KUSCHICK_ID, idaddress: null, land: 'DE' });
    expect(plain.nachname).not.toBe('');
    const withAddress = await kuschick.customer(FIRST_KUSCHICK_ID, { idaddress: true });
    expect(withAddress).toEqual({ ...plain, idaddress: expect.any(Number) });
    await expect(kuschick.customer(1)).rejects.toMatchObject({ failure: 'http-status', status: 404 });
  });
});

describe('processes', () => {
  it('holds some 400 in every status with 1 to 6 travellers, read by invoice id and by customer', async () => {
    const all = [...emulator.state().processes.values()];
    expect(all).toHaveLength(DEMO_KUSCHICK_PROCESSES);
    expect(new Set(all.map((each) => each.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const process = await kuschick.process(FIRST_INVOICE_ID);
    expect(process.teilnehmer.length).toBeGreaterThanOrEqual(1);
    expect(process.teilnehmer.length).toBeLessThanOrEqual(6);
    expect(process.teilnehmer[0]).toMatchObject({ zustieg: expect.any(String) });
    const ofCustomer = await kuschick.processesOf(process.kuschick_id);
    expect(ofCustomer).toContainEqual(process);
    expect(ofCustomer.every((each) => each.kuschick_id === process.kuschick_id)).toBe(true);
  });

  it('deletes a process, which is then not found', async () => {
    await kuschick.deleteProcess(FIRST_INVOICE_ID + 1);
    await expect(kuschick.process(FIRST_INVOICE_ID + 1)).rejects.toMatchObject({ status: 404 });
    await expect(kuschick.deleteProcess(FIRST_INVOICE_ID + 1)).rejects.toMatchObject({ status: 404 });
  });

  it('books payments to a process and sends the booking mail when asked', async () => {
    const { invoice_id, preis, bezahlt, zahlungen } = processIn(1);
    const payment = { betrag: 100.5, datum: '2026-11-20', art: 'Überweisung' } as const;
    const result = await kuschick.addPayments(invoice_id, { payments: [payment] });
    expect(result).toEqual({
      invoice_id,
      bezahlt: bezahlt + 100.5,
      offen: Math.round((preis - bezahlt - 100.5) * 100) / 100,
      zahlungen: [...zahlungen, payment],
      buchungsmail: false,
    });
    expect((await kuschick.process(invoice_id)).bezahlt).toBe(bezahlt + 100.5);
    const mailed = await kuschick.addPayments(invoice_id, { payments: [payment], sendBookingMail: true });
    expect(mailed.buchungsmail).toBe(true);
    const state = await (await sendControl(emulator.url, 'GET', '/control/state')).json();
    expect(state.bookingMails).toEqual([expect.objectContaining({ invoice_id })]);

    await expect(kuschick.addPayments(invoice_id, { payments: [] })).rejects.toMatchObject({ status: 400 });
    await expect(kuschick.addPayments(invoice_id, { payments: [{ ...payment, betrag: -5 }] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('addKuschickPayments.0.betrag'),
    });
    await expect(kuschick.addPayments(processIn(5).invoice_id, { payments: [payment] })).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('pre-journeys', () => {
  it('lists the journeys with their dates for the import', async () => {
    const journeys = await kuschick.preJourneys();
    expect(journeys.length).toBeGreaterThan(20);
    for (const journey of journeys) {
      expect(journey.termine.length).toBeGreaterThanOrEqual(2);
      for (const date of journey.termine) expect(date.bis >= date.von).toBe(true);
    }
  });
});

describe('failures', () => {
  it('fails as the emulator is told to: an HTTP error, no answer, a body that is not JSON', async () => {
    for (const [mode, failure] of [
      ['error', 'http-status'],
      ['hang', 'timeout'],
      ['malformed', 'bad-answer'],
    ] as const) {
      emulator.failNext(1, mode);
      const refused = await kuschick.process(FIRST_INVOICE_ID).catch((error: unknown) => error);
      expect(refused, mode).toBeInstanceOf(KuschickSystemError);
      expect(refused, mode).toMatchObject({ failure });
    }
    emulator.setDelay(TIMEOUT_MS * 2);
    await expect(kuschick.preJourneys()).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('leaves the process as it was when a payment call fails', async () => {
    const { invoice_id, bezahlt } = processIn(4);
    emulator.failNext(1, 'error');
    const payment = { betrag: 10, datum: '2026-11-20', art: 'Bar' } as const;
    await expect(kuschick.addPayments(invoice_id, { payments: [payment] })).rejects.toMatchObject({ status: 500 });
    expect((await kuschick.process(invoice_id)).bezahlt).toBe(bezahlt);
  });

  it('fails as unreachable where nothing listens, and refuses a wrong key', async () => {
    const closed = await startKuschickEmulator();
    await closed.close();
    const nowhere = createKuschickClient({ baseUrl: closed.url, apiKey: 'k', timeoutMs: TIMEOUT_MS });
    await expect(nowhere.preJourneys()).rejects.toMatchObject({ failure: 'unreachable' });
    const wrongKey = createKuschickClient({ baseUrl: emulator.url, apiKey: 'wrong', timeoutMs: TIMEOUT_MS });
    await expect(wrongKey.preJourneys()).rejects.toMatchObject({ failure: 'http-status', status: 401 });
  });
});

describe('the control calls and startKuschick', () => {
  it('reseed what the API changed', async () => {
    await kuschick.deleteProcess(FIRST_INVOICE_ID);
    expect((await sendControl(emulator.url, 'DELETE', '/control/state')).status).toBe(204);
    expect((await kuschick.process(FIRST_INVOICE_ID)).invoice_id).toBe(FIRST_INVOICE_ID);
  });

  it('starts an emulator when no KUSCHICK_URL is configured, and none when one is', async () => {
    const local = await startKuschick({ kuschickEmulatorPort: 0 });
    try {
      expect(local.emulator).toBeDefined();
      expect((await local.system.customer(FIRST_KUSCHICK_ID)).kuschick_id).toBe(FIRST_KUSCHICK_ID);
    } finally {
      await local.stop();
    }
    const remote = await startKuschick({
      kuschickSystem: { url: emulator.url, apiKey: emulator.apiKey },
      kuschickEmulatorPort: 0,
    });
    expect(remote.emulator).toBeUndefined();
    expect((await remote.system.process(FIRST_INVOICE_ID)).invoice_id).toBe(FIRST_INVOICE_ID);
    await remote.stop();
  });
});
