import { beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from './support/mintedTokens.ts';
import { seedDepartures } from '../../server/areas/app/seed/departures.ts';
import { demoVehicles } from '../../server/integrations/samsara/demo-vehicles.ts';
import { daysFrom, travelOn, userWithRole } from './support/departure-rows.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// Departures (issue 23): staff plan a journey run with its bus, driver and travel menu. The driver is
// a driver, a title and start day have one departure, a menu day lies within the journey.

type Row = Record<string, unknown>;
interface Refusal {
  errors: { field?: string; key: string; params?: Row }[];
}
const api = superadminApp();
const db = () => api.app.database.db;

let staff: string;
let driver: { id: number; token: string };
let notDriver: { id: number; token: string };
beforeAll(async () => {
  staff = await mintToken(db(), 'appteam@demo.local');
  driver = await userWithRole(db(), 'dep-driver', 'bus driver', { driver: true });
  notDriver = await userWithRole(db(), 'dep-traveller', 'app user');
});

const create = (body: Row, token = staff) =>
  api.call({ method: 'POST', url: '/api/app/departures', payload: body }, token);
const patch = (id: number, body: Row, token = staff) =>
  api.call({ method: 'PATCH', url: `/api/app/departures/${id}`, payload: body }, token);
const departure = (title: string, fields: Row = {}) => ({
  title,
  journey_start: daysFrom(10),
  journey_end: daysFrom(13),
  ...fields,
});
const created = async (body: Row) => {
  const answer = await create(body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Row>().id_app_departure as number;
};

describe('the driver', () => {
  it('must be a user with the driver flag', async () => {
    const refused = await create(departure('Driver rule', { id_users_driver: notDriver.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Refusal>().errors).toEqual([{ field: 'id_users_driver', key: 'app.errors.not_a_driver' }]);

    const id = await created(departure('Driver rule', { id_users_driver: driver.id, bus_name: 'Reisebus 1' }));
    const changed = await patch(id, { id_users_driver: notDriver.id });
    expect(changed.statusCode).toBe(422);
    expect(changed.json<Refusal>().errors[0]).toMatchObject({ key: 'app.errors.not_a_driver' });
    const kept = await db()
      .selectFrom('app_departures')
      .select('id_users_driver')
      .where('id_app_departure', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.id_users_driver).toBe(driver.id);
  });

  it('is offered from the drivers only', async () => {
    const answer = await api.call(
      { method: 'GET', url: '/api/app/departures/references/id_users_driver?q=dep-' },
      staff,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = answer.json<{ id: number }[]>().map((option) => option.id);
    const offered = await api.call(
      {
        method: 'GET',
        url: `/api/app/departures/references/id_users_driver?id[$in]=${driver.id},${notDriver.id}`,
      },
      staff,
    );
    expect(offered.json<{ id: number }[]>().map((option) => option.id)).toEqual([driver.id]);
    expect(ids).not.toContain(notDriver.id);
  });
});

describe('one departure per journey title and start day', () => {
  it('refuses a second one, on create and on change', async () => {
    await created(departure('Ostseeküste kompakt'));
    const twice = await create(departure('Ostseeküste kompakt', { bus_name: 'anderer Bus' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Refusal>().errors[0]).toMatchObject({ field: 'title', key: 'app.errors.departure_exists' });

    const later = await created(
      departure('Ostseeküste kompakt', { journey_start: daysFrom(20), journey_end: daysFrom(22) }),
    );
    const moved = await patch(later, { journey_start: daysFrom(10) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<Refusal>().errors[0]?.key).toBe('app.errors.departure_exists');
    // Changing anything else of a departure keeps it where it is, and is no duplicate of itself.
    expect((await patch(later, { bus_name: 'Bus 7' })).statusCode).toBe(200);
  });

  it('makes one of two created at once', async () => {
    const both = await Promise.all([create(departure('Gleichzeitig')), create(departure('Gleichzeitig'))]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .selectFrom('app_departures')
      .select('id_app_departure')
      .where('title', '=', 'Gleichzeitig')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the travel menu', () => {
  const dish = (day: number) => ({ day, course: 'main', name: `Gericht ${day}`, price: 12.5 });

  it('has its days within the journey', async () => {
    // Four days: from 10 to 13 days from now.
    const refused = await create(departure('Menütage', { menu: [dish(1), dish(5), dish(4)] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Refusal>().errors).toEqual([
      { field: 'menu.1.day', key: 'error.maximum', params: { comparison: '<=', limit: 4 } },
    ]);

    const id = await created(departure('Menütage', { menu: [dish(1), dish(4)] }));
    const shortened = await patch(id, { journey_end: daysFrom(12) });
    expect(shortened.statusCode).toBe(422);
    expect(shortened.json<Refusal>().errors[0]).toMatchObject({ field: 'menu.1.day', params: { limit: 3 } });
    expect((await patch(id, { menu: [dish(1), dish(3)], journey_end: daysFrom(12) })).statusCode).toBe(200);
  });
});

describe('rights', () => {
  it('are the app administration’s', async () => {
    const traveller = notDriver.token;
    expect((await api.call({ method: 'GET', url: '/api/app/departures' }, traveller)).statusCode).toBe(403);
    expect((await create(departure('Ohne Recht'), traveller)).statusCode).toBe(403);
    expect((await create(departure('Ohne Recht'), driver.token)).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/app/departures' }, staff)).statusCode).toBe(200);
  });
});

describe('the demo departures', () => {
  it("follow the app users' journeys, with a coach, a driver, a menu and past orders; once", async () => {
    const traveller = await userWithRole(db(), 'seed-traveller', 'app user');
    await travelOn(db(), traveller.id, 'Seed-Reise', daysFrom(-2), daysFrom(1));
    const context = { db: db(), registry: repositoryRegistry };
    const first = await seedDepartures(context);
    expect(first.departures).toBeGreaterThanOrEqual(1);
    const departure = await db()
      .selectFrom('app_departures')
      .selectAll()
      .where('title', '=', 'Seed-Reise')
      .executeTakeFirstOrThrow();
    expect(departure.journey_start).toBe(daysFrom(-2));
    expect(demoVehicles.map((bus) => bus.vehicleId)).toContain(departure.vehicle_id);
    expect(departure.id_users_driver).not.toBeNull();
    expect(new Set(departure.menu.map((item) => item.day))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(departure.menu.map((item) => item.course))).toEqual(
      new Set(['breakfast', 'main', 'dessert', 'drink']),
    );
    const orders = await db().selectFrom('app_consumptions').selectAll().where('id_users', '=', traveller.id).execute();
    // The two days before today, each with at least breakfast and a drink, at the menu's prices.
    expect(new Set(orders.map((order) => order.day))).toEqual(new Set([1, 2]));
    for (const order of orders)
      expect(departure.menu).toContainEqual(
        expect.objectContaining({ day: order.day, name: order.name, price: order.price }),
      );

    const second = await seedDepartures(context);
    expect(second).toEqual({ departures: 0, consumptions: 0 });
  });
});
