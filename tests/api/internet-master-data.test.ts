import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_SHORTLIST } from '../../server/areas/internet/seed/countries.ts';
import { seedInternet } from '../../server/areas/internet/seed/seed-internet.ts';
import { repositoryRegistry } from './support/testApp.ts';
import { superadminApp } from './support/superadminApp.ts';

// The master data of the internet area beyond the generic calls: the seeded countries and their
// short list, the whole lists at the spec's `-all` paths, and the unpaged id-and-name selections the
// console loads for choices.

const api = superadminApp();
const { call } = api;

let seeded: Awaited<ReturnType<typeof seedInternet>>;
beforeAll(async () => {
  seeded = await seedInternet(api.app.database.db, repositoryRegistry);
});

interface Country {
  id_loc_country: number;
  iso: string;
  name: string;
  name_en: string;
}

describe('the internet master data', () => {
  it('seeds every country of the world with its German and English name, once', async () => {
    expect(seeded.countries).toBeGreaterThan(240);
    const answer = await call({ method: 'GET', url: '/api/country?iso=DE' });
    expect(answer.json<{ data: Country[] }>().data).toEqual([
      expect.objectContaining({ iso: 'DE', name: 'Deutschland', name_en: 'Germany' }),
    ]);
    expect(await seedInternet(api.app.database.db, repositoryRegistry)).toMatchObject({ countries: 0, cities: 0 });
    // The identity counter moved past the seeded ids: a new country gets a free one.
    const created = await call({ method: 'POST', url: '/api/country', payload: { iso: 'QX', name: 'Testland' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Country>().id_loc_country).toBeGreaterThan(seeded.countries);
  });

  it('answers the short list at GET /country/short, in its order, to whoever may list countries', async () => {
    const answer = await call({ method: 'GET', url: '/api/country/short' });
    expect(answer.statusCode, answer.body).toBe(200);
    const countries = answer.json<Country[]>();
    expect(countries.map((country) => country.id_loc_country)).toEqual(COUNTRY_SHORTLIST);
    expect(countries.map((country) => country.iso)).toEqual(['DE', 'AT', 'CH', 'IT', 'NL', 'BE', 'FR']);
    // Master data that the console loads at start-up: every signed-in user reads it, and only the
    // internet rights change it.
    const agency = await api.app.signIn('agency@demo.local');
    expect((await call({ method: 'GET', url: '/api/country/short' }, agency)).statusCode).toBe(200);
    const changed = await call({ method: 'PATCH', url: '/api/country/32', payload: { name: 'Germany' } }, agency);
    expect(changed.statusCode).toBe(403);
    expect((await api.app.app.inject({ method: 'GET', url: '/api/country/short' })).statusCode).toBe(401);
    // Nothing it does not know is ignored, built-in names neither.
    for (const query of ['foo=1', '__proto__=1', 'constructor=x'])
      expect((await call({ method: 'GET', url: `/api/country/short?${query}` })).statusCode).toBe(400);
  });

  it('answers the whole lists at the spec’s -all paths as plain arrays', async () => {
    const categories = await call({ method: 'GET', url: '/api/journey/category-all' });
    expect(categories.statusCode, categories.body).toBe(200);
    expect(categories.json<{ name: string }[]>().map((row) => row.name)).toEqual(
      expect.arrayContaining(['Adventsreisen', 'Flusskreuzfahrten', 'Sonstiges']),
    );
    const destinations = await call({ method: 'GET', url: '/api/journey/destination-all?$sort[name]=1' });
    expect(destinations.json<{ name: string }[]>()[0]?.name).toBe('Allgäu');
    const organizers = await call({ method: 'GET', url: '/api/organization-all?type=1' });
    const types = organizers.json<{ type: number }[]>().map((row) => row.type);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set([1]));
    // The generic path is not served besides the named one.
    expect((await call({ method: 'GET', url: '/api/journey/category/all' })).statusCode).toBe(404);
  });

  it('answers cities and regions unpaged with only id and name', async () => {
    for (const [path, id] of [
      ['/api/loc_city', 'id_loc_city'],
      ['/api/loc_region', 'id_loc_region'],
    ] as const) {
      const answer = await call({ method: 'GET', url: `${path}?pagination=false&$select=${id},name` });
      expect(answer.statusCode, answer.body).toBe(200);
      const rows = answer.json<Record<string, unknown>[]>();
      expect(rows.length).toBeGreaterThan(15);
      expect(new Set(rows.flatMap((row) => Object.keys(row)))).toEqual(new Set([id, 'name']));
    }
    const bavaria = await call({ method: 'GET', url: '/api/loc_city?name=München' });
    expect(bavaria.json()).toMatchObject({ total: 1, data: [{ zip: '80331' }] });
  });

  it('locks and activates categories, destinations, regions and cities with their record actions', async () => {
    for (const name of ['internet/categories', 'internet/destinations', 'internet/regions', 'internet/cities']) {
      const resource = repositoryRegistry.resource(name);
      if (!resource) throw new Error(`The registry has no ${name}`);
      const actions = resource.actions.map((action) => [action.name, action.body, action.when]);
      expect(actions).toEqual([
        ['lock', { locked: true }, { locked: false }],
        ['activate', { locked: false }, { locked: true }],
      ]);
      const [first] = (await call({ method: 'GET', url: `/api${resource.api}?$limit=1&locked=false` })).json<{
        data: Record<string, unknown>[];
      }>().data;
      const id = first?.[resource.entity.idField];
      const lock = resource.actions[0];
      // As the console sends an action: its body with the version the record has.
      const locked = await call({
        method: 'PATCH',
        url: `/api${resource.api}/${String(id)}`,
        payload: { ...lock?.body, version: first?.version },
      });
      expect(locked.json()).toMatchObject({ locked: true });
      const lockedList = await call({ method: 'GET', url: `/api${resource.api}?locked=true` });
      expect(
        lockedList.json<{ data: Record<string, unknown>[] }>().data.map((row) => row[resource.entity.idField]),
      ).toEqual([id]);
      const activate = resource.actions[1];
      await call({
        method: 'PATCH',
        url: `/api${resource.api}/${String(id)}`,
        payload: { ...activate?.body, version: locked.json<{ version: number }>().version },
      });
      expect((await call({ method: 'GET', url: `/api${resource.api}?locked=true` })).json()).toMatchObject({
        total: 0,
      });
    }
  });

  it('finds organizations by id or by every word of the name at GET /organization/find', async () => {
    const find = (q: string) => call({ method: 'GET', url: `/api/organization/find?q=${encodeURIComponent(q)}` });
    const byName = await find('busreisen nordlicht');
    expect(byName.statusCode, byName.body).toBe(200);
    const [nordlicht] = byName.json<{ id_organization: number; name: string }[]>();
    expect(nordlicht?.name).toBe('Nordlicht Busreisen GmbH');
    expect((await find(String(nordlicht?.id_organization))).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Nordlicht Busreisen GmbH' })]),
    );
    expect((await find('gibt es nicht')).json()).toEqual([]);
    // Refused: no words, an unknown parameter, no right.
    expect((await call({ method: 'GET', url: '/api/organization/find' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/organization/find?q=a&limit=5' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/organization/find?q[$gt]=a' })).statusCode).toBe(400);
    // Built-in names are words like any other: nothing found, no error.
    for (const q of ['constructor', '__proto__', 'x'.repeat(100)]) expect((await find(q)).json()).toEqual([]);
    expect((await find('x'.repeat(101))).statusCode).toBe(400);
    const agency = await api.app.signIn('agency@demo.local');
    // Every signed-in user finds organizers; their internal note only who holds internet-read.
    const found = await call({ method: 'GET', url: '/api/organization/find?q=a' }, agency);
    expect(found.statusCode).toBe(200);
    const rows = found.json<Record<string, unknown>[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => 'note' in row)).toBe(false);
    expect((await find('a')).json<Record<string, unknown>[]>().some((row) => 'note' in row)).toBe(true);
  });
});
