import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/berlin-time.ts';
import { DEMO_TOURS, tourPosition } from '../../server/integrations/samsara/demo-tours.ts';
import { demoVehicles } from '../../server/integrations/samsara/demo-vehicles.ts';
import { ratioProcessRow } from './support/process-rows.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The bus of the signed-in user's departure today, from the Samsara emulator: for a traveller (through
// their processes) and a driver, without a journey or a vehicle, and with the telematics down.

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
beforeEach(() => api.samsara.reset());

const db = () => api.database.db;
const DAY_MS = 86_400_000;
const today = berlinDay();
const dayOffset = (days: number) => berlinDay(new Date(Date.now() + days * DAY_MS));
const AT = Date.parse('2026-07-01T08:00:00Z');

const userId = async (email: string) =>
  (await db().selectFrom('users').select('id_users').where('email', '=', email).executeTakeFirstOrThrow()).id_users;

async function departure(fields: {
  title: string;
  start?: string;
  end?: string;
  vehicle?: string | null;
  driver?: number | null;
}) {
  const row = await db()
    .insertInto('app_departures')
    .values({
      title: fields.title,
      journey_start: fields.start ?? dayOffset(-1),
      journey_end: fields.end ?? dayOffset(2),
      bus_name: 'Bus 1 – Setra S 516 HDH',
      license_plate: 'LG-RS 101',
      vehicle_id: fields.vehicle === undefined ? demoVehicles[0].vehicleId : fields.vehicle,
      id_users_driver: fields.driver ?? null,
    })
    .returning('id_app_departure')
    .executeTakeFirstOrThrow();
  return row.id_app_departure;
}

/** Makes the user a traveller of the journey `title` starting `start`: a process of it linked to them. */
async function travel(email: string, nr: number, title: string, start: string) {
  const process = await ratioProcessRow(db(), nr);
  await db()
    .updateTable('pc_process')
    .set({ title, journey_start: start })
    .where('id_pc_process', '=', process)
    .execute();
  await db()
    .insertInto('users_vorgaenge')
    .values({ id_users: await userId(email), id_pc_process: process })
    .execute();
}

const busLocation = async (email: string) =>
  api.injectAs(await api.signIn(email), { method: 'GET', url: '/api/appuser/buslocation' });

describe('a traveller', () => {
  it('has no journey until a departure of theirs runs today, then sees its bus where the telematics say', async () => {
    const title = 'Ostseezauber auf Rügen';
    await travel('app@demo.local', 990_001, 'Nordkap-Traum', dayOffset(-20));
    await departure({ title: 'Nordkap-Traum', start: dayOffset(-20), end: dayOffset(-10) });
    const before = await busLocation('app@demo.local');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 'no_journey' });

    api.samsara.setClock(AT);
    await travel('app@demo.local', 990_002, title, dayOffset(-1));
    const id = await departure({ title, vehicle: null });
    const withoutBus = await busLocation('app@demo.local');
    expect(withoutBus.json()).toEqual({
      status: 'no_vehicle',
      departure: {
        title,
        journey_start: dayOffset(-1),
        journey_end: dayOffset(2),
        bus_name: 'Bus 1 – Setra S 516 HDH',
        license_plate: 'LG-RS 101',
      },
    });

    await db()
      .updateTable('app_departures')
      .set({ vehicle_id: demoVehicles[0].vehicleId })
      .where('id_app_departure', '=', id)
      .execute();
    const located = (await busLocation('app@demo.local')).json();
    const expected = tourPosition(DEMO_TOURS[0]!, AT);
    expect(located.status).toBe('ok');
    expect(located.departure.title).toBe(title);
    expect(located.position).toMatchObject({
      heading: Math.round(expected.heading),
      speed: 80,
      time: new Date(AT).toISOString(),
      place: `${expected.near.name}, ${expected.near.state}`,
    });
    expect(located.position.latitude).toBeCloseTo(expected.latitude, 5);
    expect(located.position.longitude).toBeCloseTo(expected.longitude, 5);
  });

  it('sees the bus offline, not an error, while the telematics fail or do not know it', async () => {
    api.samsara.failNext(1, 'error');
    const failed = await busLocation('app@demo.local');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'offline', departure: { title: 'Ostseezauber auf Rügen' } });
    expect(failed.json().position).toBeUndefined();

    api.samsara.failNext(1, 'malformed');
    expect((await busLocation('app@demo.local')).json().status).toBe('offline');

    await db()
      .updateTable('app_departures')
      .set({ vehicle_id: '999' })
      .where('title', '=', 'Ostseezauber auf Rügen')
      .execute();
    expect((await busLocation('app@demo.local')).json().status).toBe('offline');
  });
});

describe('a driver', () => {
  it('sees the bus of the departure they drive today', async () => {
    expect((await busLocation('driver@demo.local')).json()).toEqual({ status: 'no_journey' });
    await departure({
      title: 'Dresdner Advent',
      start: today,
      end: today,
      vehicle: demoVehicles[5].vehicleId,
      driver: await userId('driver@demo.local'),
    });
    const located = (await busLocation('driver@demo.local')).json();
    expect(located).toMatchObject({
      status: 'ok',
      departure: { title: 'Dresdner Advent', journey_start: today, journey_end: today },
      position: { speed: 0, place: 'Lüneburg, NI' },
    });
  });
});

describe('rights', () => {
  it('needs a sign-in and Buslocation-read, and takes no query', async () => {
    expect((await api.injectAs(undefined, { method: 'GET', url: '/api/appuser/buslocation' })).statusCode).toBe(401);
    const refused = await busLocation('tickets@demo.local');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].key).toBe('error.forbidden');
    const token = await api.signIn('app@demo.local');
    const query = await api.injectAs(token, { method: 'GET', url: '/api/appuser/buslocation?user=1' });
    expect(query.statusCode).toBe(400);
  });
});
