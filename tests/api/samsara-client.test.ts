import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOURS, tourPosition } from '../../server/integrations/samsara/demo-tours.ts';
import { demoVehicles } from '../../server/integrations/samsara/demo-vehicles.ts';
import { createSamsaraClient } from '../../server/integrations/samsara/samsara-client.ts';
import { startSamsaraEmulator, type SamsaraEmulator } from '../../server/integrations/samsara/samsara-emulator.ts';
import type { SamsaraSystem } from '../../server/integrations/samsara/samsara-system.ts';
import { startSamsara } from '../../server/integrations/samsara/start-samsara.ts';
import { sendControl } from '../unit/support/emulatorControl.ts';

// The Samsara client against the project's telematics emulator, over HTTP on loopback: the demo
// coaches, their positions as the clock goes, paging, and each way the system fails.

const TIMEOUT_MS = 1000;
const NOON = Date.parse('2026-06-15T10:00:00Z');

let emulator: SamsaraEmulator;
let samsara: SamsaraSystem;
beforeAll(async () => {
  emulator = await startSamsaraEmulator();
  samsara = createSamsaraClient({ baseUrl: emulator.url, token: emulator.token, timeoutMs: TIMEOUT_MS });
});
afterEach(() => emulator.reset());
afterAll(() => emulator.close());

const bearer = () => ({ authorization: `Bearer ${emulator.token}` });

describe('vehicles', () => {
  it('are the demo coaches, with their plates', async () => {
    expect(await samsara.vehicles()).toEqual(
      demoVehicles.map(({ vehicleId, name, licensePlate }) => ({ id: vehicleId, name, licensePlate })),
    );
  });

  it('come a page at a time, read to the end by the client', async () => {
    const first = await (await fetch(`${emulator.url}/fleet/vehicles?limit=4`, { headers: bearer() })).json();
    expect(first.data).toHaveLength(4);
    expect(first.pagination).toEqual({ endCursor: expect.any(String), hasNextPage: true });
    const next = await fetch(`${emulator.url}/fleet/vehicles?limit=4&after=${first.pagination.endCursor}`, {
      headers: bearer(),
    });
    const second = await next.json();
    expect(second.data).toHaveLength(demoVehicles.length - 4);
    expect(second.pagination.hasNextPage).toBe(false);
  });
});

describe('locations', () => {
  it('follow the coach’s tour at the clock’s time, in Samsara’s units', async () => {
    emulator.setClock(NOON);
    const [bus] = await samsara.vehicleLocations([demoVehicles[0].vehicleId]);
    const expected = tourPosition(DEMO_TOURS[0]!, NOON);
    expect(bus).toMatchObject({
      vehicleId: demoVehicles[0].vehicleId,
      vehicleName: demoVehicles[0].name,
      time: new Date(NOON).toISOString(),
      place: `${expected.near.name}, ${expected.near.state}`,
    });
    expect(bus?.latitude).toBeCloseTo(expected.latitude, 5);
    expect(bus?.longitude).toBeCloseTo(expected.longitude, 5);
    expect(bus?.speedMilesPerHour).toBeCloseTo(80 * 0.621371, 1);
    // within Germany
    expect(bus?.latitude).toBeGreaterThan(47);
    expect(bus?.latitude).toBeLessThan(55.1);
  });

  it('move as the clock goes, and only of the vehicles asked about', async () => {
    const ids = [demoVehicles[0].vehicleId, demoVehicles[1].vehicleId, 'unknown'];
    emulator.setClock(NOON);
    const before = await samsara.vehicleLocations(ids);
    expect(before.map((each) => each.vehicleId)).toEqual(ids.slice(0, 2));
    await sendControl(emulator.url, 'PUT', '/control/clock', { at: NOON + 30 * 60_000 });
    const after = await samsara.vehicleLocations(ids);
    expect(after[0]?.latitude).not.toBe(before[0]?.latitude);
    expect(await samsara.vehicleLocations([])).toEqual([]);
  });

  it('keep the coach in the depot standing', async () => {
    const parked = demoVehicles[5].vehicleId;
    const [bus] = await samsara.vehicleLocations([parked]);
    expect(bus).toMatchObject({ speedMilesPerHour: 0, place: 'Lüneburg, NI' });
  });
});

describe('failures', () => {
  it('refuses a wrong token', async () => {
    const wrong = createSamsaraClient({ baseUrl: emulator.url, token: 'wrong', timeoutMs: TIMEOUT_MS });
    await expect(wrong.vehicles()).rejects.toMatchObject({ name: 'SamsaraError', failure: 'http-status', status: 401 });
  });

  it('fails as the switch says: HTTP 500, no answer, not JSON, not reachable', async () => {
    emulator.failNext(1, 'error');
    await expect(samsara.vehicles()).rejects.toMatchObject({ failure: 'http-status', status: 500 });
    emulator.failNext(1, 'hang');
    await expect(samsara.vehicles()).rejects.toMatchObject({ failure: 'timeout' });
    emulator.failNext(1, 'malformed');
    await expect(samsara.vehicleLocations(['1'])).rejects.toMatchObject({ failure: 'bad-answer' });
    const nowhere = createSamsaraClient({ baseUrl: 'http://127.0.0.1:1', token: 't', timeoutMs: TIMEOUT_MS });
    await expect(nowhere.vehicles()).rejects.toMatchObject({ failure: 'unreachable' });
  });
});

describe('startSamsara', () => {
  it('starts the emulator when no Samsara account is configured, and speaks to it', async () => {
    const started = await startSamsara({ samsaraEmulatorPort: 0 });
    try {
      expect(started.emulator).toBeDefined();
      expect(await started.system.vehicles()).toHaveLength(demoVehicles.length);
    } finally {
      await started.stop();
    }
  });
});
