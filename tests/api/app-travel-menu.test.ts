import { beforeAll, describe, expect, it } from 'vitest';
import { tokenWithRights } from './support/mintedTokens.ts';
import { daysFrom, departureRow, travelOn, userWithRole } from './support/departure-rows.ts';
import { superadminApp } from './support/superadminApp.ts';

// The travel menu of the current journey (issue 23): for its travellers and its driver; an order takes
// the menu's price, and no path lets a client set a consumption's price.

type Row = Record<string, unknown>;
interface Refusal {
  errors: { field?: string; key: string }[];
}
interface Menu {
  departure: Row | null;
  days: { day: number; date: string; items: { course: string; name: string; price: number | null }[] }[];
}
const api = superadminApp();
const db = () => api.app.database.db;

const TITLE = 'Masuren mit Danzig';
const menu = [
  { day: 1, course: 'main', name: 'Königsberger Klopse', price: 14.9 },
  { day: 1, course: 'breakfast', name: 'Frühstücksbuffet', price: 11 },
  { day: 2, course: 'drink', name: 'Apfelschorle 0,4 l', price: 3.2 },
  { day: 2, name: 'Pierogi', price: 12.5 },
];

let traveller: { id: number; token: string };
let fellow: { id: number; token: string };
let driver: { id: number; token: string };
let stayAtHome: { id: number; token: string };
let departureId: number;
beforeAll(async () => {
  traveller = await userWithRole(db(), 'menu-traveller', 'app user');
  fellow = await userWithRole(db(), 'menu-fellow', 'app user');
  driver = await userWithRole(db(), 'menu-driver', 'bus driver', { driver: true });
  stayAtHome = await userWithRole(db(), 'menu-home', 'app user');
  const [start, end] = [daysFrom(-1), daysFrom(2)];
  departureId = await departureRow(db(), {
    title: TITLE,
    start,
    end,
    bus_name: 'Setra S 516 HD',
    id_users_driver: driver.id,
    menu,
  });
  await travelOn(db(), traveller.id, TITLE, start, end);
  await travelOn(db(), fellow.id, TITLE, start, end);
  // Leaves tomorrow: not current yet.
  await departureRow(db(), { title: 'Morgen los', start: daysFrom(1), end: daysFrom(3), menu });
  await travelOn(db(), stayAtHome.id, 'Morgen los', daysFrom(1), daysFrom(3));
});

const getMenu = (token: string) => api.call({ method: 'GET', url: '/api/appuser/travelmenu' }, token);
const order = (token: string, body: Row) =>
  api.call({ method: 'POST', url: '/api/appuser/travelmenu/order', payload: body }, token);
const consumptionOf = (userId: number) =>
  db().selectFrom('app_consumptions').selectAll().where('id_users', '=', userId).execute();

describe('the menu', () => {
  it("is the current departure's, by day and course, for a traveller", async () => {
    const answer = await getMenu(traveller.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Menu>()).toEqual({
      departure: {
        id: departureId,
        title: TITLE,
        journey_start: daysFrom(-1),
        journey_end: daysFrom(2),
        bus_name: 'Setra S 516 HD',
      },
      days: [
        {
          day: 1,
          date: daysFrom(-1),
          items: [
            { course: 'breakfast', name: 'Frühstücksbuffet', price: 11 },
            { course: 'main', name: 'Königsberger Klopse', price: 14.9 },
          ],
        },
        {
          day: 2,
          date: daysFrom(0),
          items: [
            { course: 'main', name: 'Pierogi', price: 12.5 },
            { course: 'drink', name: 'Apfelschorle 0,4 l', price: 3.2 },
          ],
        },
      ],
    });
  });

  it('is the same for the departure’s driver', async () => {
    const answer = await getMenu(driver.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Menu>().departure?.id).toBe(departureId);
  });

  it('is none without a current departure, also when one starts tomorrow', async () => {
    const answer = await getMenu(stayAtHome.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Menu>()).toEqual({ departure: null, days: [] });
  });

  it('needs TravelMenu-read', async () => {
    const token = await tokenWithRights(db(), 'menu-no-read', ['appuser-read', 'TravelMenu-create']);
    expect((await getMenu(token)).statusCode).toBe(403);
  });
});

describe('an order', () => {
  it("takes the menu's course and price and belongs to the orderer", async () => {
    const answer = await order(traveller.token, { day: 2, name: 'Pierogi', quantity: 3 });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<Row>()).toMatchObject({
      id_users: traveller.id,
      id_app_departure: departureId,
      day: 2,
      course: 'main',
      name: 'Pierogi',
      price: 12.5,
      quantity: 3,
    });
    const rows = await consumptionOf(traveller.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ordered_at).toBeInstanceOf(Date);
  });

  it('refuses a dish that is not on that day’s menu', async () => {
    for (const body of [
      { day: 1, name: 'Kaviar', quantity: 1 },
      { day: 1, name: 'Pierogi', quantity: 1 },
    ]) {
      const answer = await order(fellow.token, body);
      expect(answer.statusCode).toBe(422);
      expect(answer.json<Refusal>().errors).toEqual([{ field: 'name', key: 'app.errors.not_on_menu' }]);
    }
    expect(await consumptionOf(fellow.id)).toHaveLength(0);
  });

  it('needs a current departure', async () => {
    const answer = await order(stayAtHome.token, { day: 1, name: 'Frühstücksbuffet', quantity: 1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<Refusal>().errors[0]?.key).toBe('app.errors.no_current_departure');
  });

  it('takes 1 to 50 of a dish and nothing it does not know', async () => {
    for (const body of [
      { day: 1, name: 'Frühstücksbuffet', quantity: 0 },
      { day: 1, name: 'Frühstücksbuffet', quantity: 51 },
      { day: 1, name: 'Frühstücksbuffet', quantity: 1, price: 0 },
      { day: 1, name: 'Frühstücksbuffet' },
    ]) {
      const answer = await order(fellow.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await consumptionOf(fellow.id)).toHaveLength(0);
  });

  it('needs TravelMenu-create: the driver may read the menu but not order', async () => {
    const answer = await order(driver.token, { day: 1, name: 'Frühstücksbuffet', quantity: 1 });
    expect(answer.statusCode).toBe(403);
  });
});

describe('consumption rows', () => {
  it('are made by the order call only: no price from the client through the generic calls', async () => {
    const made = await api.call(
      {
        method: 'POST',
        url: '/api/appuser/consumption',
        payload: { id_app_departure: departureId, day: 1, name: 'Frühstücksbuffet', price: 0.01 },
      },
      fellow.token,
    );
    expect(made.statusCode).toBeGreaterThanOrEqual(400);
    expect(await consumptionOf(fellow.id)).toHaveLength(0);

    const [own] = await consumptionOf(traveller.id);
    for (const method of ['PATCH', 'PUT'] as const) {
      const changed = await api.call(
        { method, url: `/api/appuser/consumption/${own?.id_consumption}`, payload: { price: 0.01 } },
        traveller.token,
      );
      expect(changed.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await consumptionOf(traveller.id))[0]?.price).toBe(12.5);
  });

  it("are each user's own", async () => {
    const [own] = await consumptionOf(traveller.id);
    const mine = await api.call({ method: 'GET', url: '/api/appuser/consumption' }, traveller.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: Row[] }>().data.map((row) => row.id_consumption)).toEqual([own?.id_consumption]);

    const theirs = await api.call({ method: 'GET', url: '/api/appuser/consumption' }, fellow.token);
    expect(theirs.json<{ data: Row[] }>().data).toEqual([]);
    const one = await api.call({ method: 'GET', url: `/api/appuser/consumption/${own?.id_consumption}` }, fellow.token);
    expect(one.statusCode).toBe(404);
  });
});
