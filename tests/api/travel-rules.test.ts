import { beforeAll, describe, expect, it } from 'vitest';
import { seedTravel } from '../../server/areas/travel/seed/seed-travel.ts';
import { seedInternet } from '../../server/areas/internet/seed/seed-internet.ts';
import { tokenWithRights } from './support/mintedTokens.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// What the travel area does beyond the generic calls: a room's capacity rule on every write path,
// a ship route's stations in day order, a boarding group's load with its points in order, the
// unpaged master lists, groups changed by id, and the ship rights apart from the internet ones.

const api = superadminApp();
const { call } = api;
type Row = Record<string, unknown>;

const create = async (url: string, payload: Row, token?: string) => {
  const answer = await call({ method: 'POST', url, payload }, token);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Row>();
};

let hotelId: number;
beforeAll(async () => {
  await seedInternet(api.app.database.db, repositoryRegistry);
  hotelId = (await create('/api/hotel/lit', { name: 'Hotel Probe' })).id_htl_hotel as number;
});

describe('a room', () => {
  const capacityRefused = (answer: { statusCode: number; json: <T>() => T }) => {
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ errors: Row[] }>().errors).toEqual([
      { field: 'min_capacity', key: 'error.out_of_order', params: { rule: 'lte', other: 'max_capacity' } },
    ]);
  };

  it('sleeps at least as few as at most, on create, PATCH and PUT', async () => {
    const room = { id_htl_hotel: hotelId, name: 'Doppelzimmer', min_capacity: 3, max_capacity: 2 };
    capacityRefused(await call({ method: 'POST', url: '/api/hotel/room', payload: room }));
    const stored = await create('/api/hotel/room', { ...room, min_capacity: 2 });
    const url = `/api/hotel/room/${stored.id_htl_room}`;
    // A PATCH of one side is compared with the stored other.
    capacityRefused(await call({ method: 'PATCH', url, payload: { max_capacity: 1, version: 1 } }));
    capacityRefused(await call({ method: 'PATCH', url, payload: { min_capacity: 4, version: 1 } }));
    capacityRefused(await call({ method: 'PUT', url, payload: { ...room, version: 1 } }));
    const widened = await call({ method: 'PATCH', url, payload: { max_capacity: 4, version: 1 } });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json<Row>()).toMatchObject({ min_capacity: 2, max_capacity: 4, version: 2 });
  });
});

describe('a ship route', () => {
  it('keeps its stations in day order, whatever order they are sent in', async () => {
    const station = (day: number, port: string) => ({ day, port, arrival: '08:00', departure: '18:00' });
    const route = await create('/api/ship/route', {
      title: 'Rhein',
      stations: [station(3, 'Straßburg'), station(1, 'Köln'), station(2, 'Koblenz'), station(2, 'Rüdesheim')],
    });
    const ports = (row: Row) => (row.stations as { port: string }[]).map((item) => item.port);
    expect(ports(route)).toEqual(['Köln', 'Koblenz', 'Rüdesheim', 'Straßburg']);
    const url = `/api/ship/route/${route.id_shp_route}`;
    const patched = await call({
      method: 'PATCH',
      url,
      payload: { version: 1, stations: [station(5, 'Speyer'), station(4, 'Mannheim')] },
    });
    expect(ports(patched.json<Row>())).toEqual(['Mannheim', 'Speyer']);
    const put = await call({
      method: 'PUT',
      url,
      payload: { version: 2, title: 'Rhein', stations: [station(9, 'Basel'), station(7, 'Breisach')] },
    });
    expect(ports(put.json<Row>())).toEqual(['Breisach', 'Basel']);
    expect(ports((await call({ method: 'GET', url })).json<Row>())).toEqual(['Breisach', 'Basel']);
  });

  it('refuses a station time that is no HH:mm', async () => {
    const answer = await call({
      method: 'POST',
      url: '/api/ship/route',
      payload: { title: 'Donau', stations: [{ day: 1, port: 'Passau', arrival: '25:00' }] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: Row[] }>().errors[0]).toMatchObject({ key: 'error.pattern' });
  });
});

describe('a boarding group', () => {
  it('answers its boarding points in the group’s order when loaded, and is changed and deleted by id_zus_gruppen', async () => {
    const point = async (place: string) =>
      (await create('/api/zustiege-lit', { street: `${place} ZOB`, place, stop_number: place.slice(0, 2) }))
        .id_zus_zustiege as number;
    const [hamburg, hannover, kassel] = [await point('Hamburg'), await point('Hannover'), await point('Kassel')];
    const group = await create('/api/zustiege-gruppen-lit', { name: 'Nord', boarding_points: [kassel, hamburg] });
    const url = `/api/zustiege-gruppen-lit/${group.id_zus_gruppen}`;
    const loaded = (await call({ method: 'GET', url })).json<Row & { zustiege: Row[] }>();
    expect(loaded).toMatchObject({ name: 'Nord', boarding_points: [kassel, hamburg] });
    expect(loaded.zustiege.map((row) => row.place)).toEqual(['Kassel', 'Hamburg']);

    const updated = await call({ method: 'PATCH', url, payload: { boarding_points: [hannover, kassel, hamburg] } });
    expect(updated.statusCode, updated.body).toBe(200);
    const reloaded = (await call({ method: 'GET', url })).json<{ zustiege: Row[] }>();
    expect(reloaded.zustiege.map((row) => row.id_zus_zustiege)).toEqual([hannover, kassel, hamburg]);
    // A point moved to the trash drops out of the group's answer.
    expect((await call({ method: 'DELETE', url: `/api/zustiege-lit/${kassel}` })).statusCode).toBe(200);
    const without = (await call({ method: 'GET', url })).json<{ zustiege: Row[] }>();
    expect(without.zustiege.map((row) => row.id_zus_zustiege)).toEqual([hannover, hamburg]);
    // Unknown query keys and ids that are none are refused as by the generic call.
    expect((await call({ method: 'GET', url: `${url}?foo=1` })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/zustiege-gruppen-lit/abc' })).statusCode).toBe(404);

    expect((await call({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('is listed unpaged, and loaded with the read right only', async () => {
    const group = await create('/api/zustiege-gruppen-lit', { name: 'Süd' });
    const all = await call({ method: 'GET', url: '/api/zustiege-gruppen-lit?pagination=false' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Row[]>().map((row) => row.name)).toContain('Süd');
    const url = `/api/zustiege-gruppen-lit/${group.id_zus_gruppen}`;
    const reader = await tokenWithRights(api.app.database.db, 'group-reader', ['internet-read']);
    expect((await call({ method: 'GET', url }, reader)).statusCode).toBe(200);
    const stranger = await tokenWithRights(api.app.database.db, 'group-stranger', ['ship-read']);
    expect((await call({ method: 'GET', url }, stranger)).statusCode).toBe(403);
    expect((await api.app.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the hotel master lists', () => {
  it('are answered unpaged, as plain arrays, at their paths and at /all', async () => {
    await seedTravel(api.app.database.db, repositoryRegistry);
    for (const path of ['/api/hotel/room_category', '/api/hotel/room_type', '/api/hotel/room', '/api/hotel/services']) {
      for (const url of [`${path}?pagination=false`, `${path}/all`]) {
        const answer = await call({ method: 'GET', url });
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
        expect(Array.isArray(answer.json()), url).toBe(true);
        expect(answer.json<Row[]>().length, url).toBeGreaterThan(path === '/api/hotel/room' ? 20 : 4);
      }
    }
  });
});

describe('the ship rights', () => {
  it('are ship-* for ships and ship-route-* for routes, not internet-*', async () => {
    const db = api.app.database.db;
    const internet = await tokenWithRights(db, 'internet-only', ['internet-read', 'internet-create']);
    const ships = await tokenWithRights(db, 'ships-only', ['ship-read', 'ship-create']);
    const routes = await tokenWithRights(db, 'routes-only', ['ship-route-read', 'ship-route-create']);
    for (const [url, allowed, refused] of [
      ['/api/ships', ships, [internet, routes]],
      ['/api/ship/route', routes, [internet, ships]],
    ] as const) {
      expect((await call({ method: 'GET', url }, allowed)).statusCode).toBe(200);
      expect((await call({ method: 'POST', url, payload: { name: 'X', title: 'X' } }, allowed)).statusCode).not.toBe(
        403,
      );
      for (const token of refused) {
        expect((await call({ method: 'GET', url }, token)).statusCode).toBe(403);
        expect((await call({ method: 'GET', url: `${url}/all` }, token)).statusCode).toBe(403);
      }
    }
  });
});

describe('the demo data', () => {
  it('seeds hotels with rooms, three ships with routes and 40 boarding points in 6 groups, once', async () => {
    await seedTravel(api.app.database.db, repositoryRegistry);
    expect(await seedTravel(api.app.database.db, repositoryRegistry)).toMatchObject({
      hotels: 0,
      rooms: 0,
      ships: 0,
      shipRoutes: 0,
      boardingPoints: 0,
      boardingGroups: 0,
    });
    const count = async (url: string) => (await call({ method: 'GET', url })).json<Row[]>().length;
    expect(await count('/api/ships/all')).toBeGreaterThanOrEqual(3);
    expect(await count('/api/zustiege-lit?pagination=false&stop_number[$null]=false')).toBeGreaterThanOrEqual(40);
    const groups = (await call({ method: 'GET', url: '/api/zustiege-gruppen-lit?pagination=false' })).json<Row[]>();
    expect(groups.filter((group) => String(group.name).startsWith('Linie '))).toHaveLength(6);
  });
});
