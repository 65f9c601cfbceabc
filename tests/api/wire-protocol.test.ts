import type { InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../server/crud/operations/page-with-total.ts';
import { createTestApp, fixtureRegistry, type TestApp } from './support/testApp.ts';
import { mintToken } from './support/mintedTokens.ts';

// The wire protocol of DESIGN §4 on the fixture registry, which has every kind of field.
// It runs on PGlite, and on PostgreSQL when DATABASE_URL is set.

interface Gadget {
  id_test_gadget: number;
  name: string;
  description: string | null;
  code: string | null;
  price: number | null;
  stock: number | null;
  released: string | null;
  on_sale_from: string | null;
  active: boolean;
  id_test_maker: number | null;
}

const names = ['Alpha Lamp', 'Beta Phone', 'Gamma Radio', 'Delta Clock', 'alpha mixer', 'Epsilon Kettle'];
const seeds = Array.from({ length: 18 }, (_, index) => ({
  name: `${names[index % names.length]} ${String(index).padStart(2, '0')}`,
  description: index % 4 === 0 ? null : `Model ${index} for the ${index % 2 ? 'kitchen' : 'living room'}`,
  code: `C-${index}`,
  secret: `secret-${index}-value`,
  price: index % 5 === 0 ? null : 5 + index * 2.5,
  stock: index % 3 === 0 ? null : index % 7,
  released: index % 6 === 0 ? null : `2024-${String((index % 12) + 1).padStart(2, '0')}-15`,
  on_sale_from: index % 6 === 0 ? null : `2024-${String((index % 12) + 1).padStart(2, '0')}-01T10:00:00Z`,
  active: index % 4 !== 1,
  tags: JSON.stringify(index % 2 ? ['even'] : ['odd']),
}));

let testApp: TestApp;
let token: string;
let gadgets: Gadget[];
let makerIds: number[];

beforeAll(async () => {
  testApp = await createTestApp(undefined, { registry: fixtureRegistry });
  token = await mintToken(testApp.database.db, 'superadmin@demo.local');
  const db = testApp.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  makerIds = (
    await db
      .insertInto('test_maker')
      .values([
        { name: 'Acme', country: 'Deutschland' },
        { name: 'Globex', country: 'Österreich' },
      ])
      .returning('id_test_maker')
      .execute()
  ).map((row) => row.id_test_maker as number);
  gadgets = (await db
    .insertInto('test_gadget')
    .values(seeds.map((seed, index) => ({ ...seed, id_test_maker: index % 3 === 2 ? null : makerIds[index % 2] })))
    .returning([
      'id_test_gadget',
      'name',
      'description',
      'code',
      'price',
      'stock',
      'released',
      'on_sale_from',
      'active',
      'id_test_maker',
    ])
    .execute()) as unknown as Gadget[];
  gadgets = gadgets.map((gadget) => ({
    ...gadget,
    on_sale_from: gadget.on_sale_from && new Date(gadget.on_sale_from).toISOString(),
  }));
});
afterAll(() => testApp.close());

const call = (options: InjectOptions) => testApp.injectAs(token, options);
const list = (query: string) => call({ method: 'GET', url: `/api/test/gadget?${query}` });
/** A write-only value as stored, which no answer shows. */
async function storedSecret(id: number) {
  const { rows } = await sql<{ secret: string }>`select secret from test_gadget where id_test_gadget = ${id}`.execute(
    testApp.database.db,
  );
  return rows[0]?.secret;
}
const idsOf = (rows: { id_test_gadget: number }[]) => rows.map((row) => row.id_test_gadget);
const sortedIds = (predicate: (gadget: Gadget) => boolean) =>
  gadgets
    .filter(predicate)
    .map((gadget) => gadget.id_test_gadget)
    .sort((a, b) => a - b);

describe('list: paging, caps and answers', () => {
  it('answers the first page of the default size in the default sort, with the total', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: gadgets.length, limit: 20, skip: 0 });
    expect(page.totalIsEstimate).toBeUndefined();
    const byName = [...gadgets].sort((a, b) => (a.name < b.name ? -1 : 1)).slice(0, 20);
    expect(idsOf(page.data)).toEqual(idsOf(byName));
  });

  it('pages with $limit and $skip', async () => {
    const page = (await list('$limit=5&$skip=10&$sort[id_test_gadget]=1')).json();
    expect(page).toMatchObject({ total: gadgets.length, limit: 5, skip: 10 });
    expect(idsOf(page.data)).toEqual(sortedIds(() => true).slice(10, 15));
  });

  it('caps $limit at the resource maximum, and reads -1 as 1000 before the cap', async () => {
    expect((await list('$limit=5000')).json().limit).toBe(50);
    expect((await list('$limit=-1')).json().limit).toBe(50);
    const repository = await call({ method: 'GET', url: '/api/test/maker?$limit=-1' });
    expect(repository.json().limit).toBe(1000);
  });

  it('answers a plain array with pagination=false, and on /all', async () => {
    for (const url of [
      '/api/test/gadget?pagination=false&$sort[id_test_gadget]=1',
      '/api/test/gadget/all?$sort[id_test_gadget]=1',
    ]) {
      const rows = (await call({ method: 'GET', url })).json();
      expect(Array.isArray(rows)).toBe(true);
      expect(idsOf(rows)).toEqual(sortedIds(() => true));
    }
  });

  it('sorts on two columns at once', async () => {
    const rows = (await list('$limit=50&$sort[active]=-1&$sort[stock]=1&$sort[id_test_gadget]=-1')).json().data;
    const expected = [...gadgets].sort(
      (a, b) =>
        Number(b.active) - Number(a.active) ||
        (a.stock ?? Infinity) - (b.stock ?? Infinity) ||
        b.id_test_gadget - a.id_test_gadget,
    );
    expect(idsOf(rows)).toEqual(idsOf(expected));
  });

  it('answers only the selected fields, and the id', async () => {
    const rows = (await list('$select[]=name&$select[]=price&$limit=3')).json().data;
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id_test_gadget', 'name', 'price']);
  });

  it('never answers a write-only field, and types values as the schema says', async () => {
    const [row] = (await list(`id_test_gadget=${gadgets[1]?.id_test_gadget}`)).json().data;
    expect(row).not.toHaveProperty('secret');
    expect(row).toMatchObject({
      code: 'C-1',
      price: 7.5,
      stock: 1,
      released: '2024-02-15',
      active: false,
      tags: ['even'],
    });
    expect(row.on_sale_from).toBe('2024-02-01T10:00:00.000Z');
    expect(typeof row.created_at).toBe('string');
  });
});

describe('list: every operator', () => {
  const cases: [string, (gadget: Gadget) => boolean][] = [
    ['stock=5', (g) => g.stock === 5],
    ['stock[$ne]=5', (g) => g.stock !== 5],
    ['stock[$gt]=3', (g) => g.stock !== null && g.stock > 3],
    ['stock[$gte]=3', (g) => g.stock !== null && g.stock >= 3],
    ['stock[$lt]=3', (g) => g.stock !== null && g.stock < 3],
    ['stock[$lte]=3', (g) => g.stock !== null && g.stock <= 3],
    ['stock[$in][]=1&stock[$in][]=5', (g) => g.stock === 1 || g.stock === 5],
    ['stock[]=2&stock[]=4', (g) => g.stock === 2 || g.stock === 4],
    ['stock[$nin][]=1&stock[$nin][]=5', (g) => g.stock !== null && g.stock !== 1 && g.stock !== 5],
    ['name[$like]=Alpha%25', (g) => g.name.startsWith('Alpha')],
    ['name[$ilike]=alpha%25', (g) => g.name.toLowerCase().startsWith('alpha')],
    ['description[$null]=true', (g) => g.description === null],
    ['description[$null]=false', (g) => g.description !== null],
    ['price[$gte]=10&price[$lt]=30', (g) => g.price !== null && g.price >= 10 && g.price < 30],
    ['released[$gte]=2024-06-01', (g) => g.released !== null && g.released >= '2024-06-01'],
    [
      'on_sale_from[$lt]=2024-04-01T00:00:00Z',
      (g) => g.on_sale_from !== null && g.on_sale_from < '2024-04-01T00:00:00Z',
    ],
    // Text is equal whatever its case, on every equality operator.
    ['name=alpha lamp 00', (g) => g.name === 'Alpha Lamp 00'],
    ['name=ALPHA MIXER 04', (g) => g.name === 'alpha mixer 04'],
    [
      'name[$in][]=beta phone 01&name[$in][]=DELTA CLOCK 03',
      (g) => ['Beta Phone 01', 'Delta Clock 03'].includes(g.name),
    ],
    ['name[]=gamma radio 02&name[]=Epsilon kettle 05', (g) => ['Gamma Radio 02', 'Epsilon Kettle 05'].includes(g.name)],
    ['description[$ne]=model 1 FOR the kitchen', (g) => g.description !== 'Model 1 for the kitchen'],
    [
      'description[$nin][]=model 1 for the KITCHEN&description[$nin][]=MODEL 2 for the living room',
      (g) =>
        g.description !== null && !['Model 1 for the kitchen', 'Model 2 for the living room'].includes(g.description),
    ],
    ['active=false', (g) => !g.active],
    ['active=true&stock[$gt]=2', (g) => g.active && g.stock !== null && g.stock > 2],
    ['$or[0][stock]=5&$or[1][name]=Beta Phone 01', (g) => g.stock === 5 || g.name === 'Beta Phone 01'],
    [
      '$and[0][$or][0][stock]=1&$and[0][$or][1][stock]=6&$and[1][active]=true',
      (g) => (g.stock === 1 || g.stock === 6) && g.active,
    ],
  ];

  it.each(cases)('%s', async (query, predicate) => {
    const response = await list(`${query}&$limit=50&$sort[id_test_gadget]=1`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const expected = sortedIds(predicate);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(page.data)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('reads wildcards in an equal text literally', async () => {
    for (const query of ['name=alpha%25', 'name=alpha_lamp_00', 'name[$in][]=%25lamp%25']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().total, query).toBe(0);
    }
  });

  it('filters on a reference', async () => {
    const maker = makerIds[0] as number;
    const page = (await list(`id_test_maker=${maker}&$limit=50&$sort[id_test_gadget]=1`)).json();
    expect(idsOf(page.data)).toEqual(sortedIds((g) => g.id_test_maker === maker));
  });
});

describe('list: text search', () => {
  it('needs every word to match one of the search columns, case-insensitively', async () => {
    const page = (await list('$search=ALPHA ROOM&$limit=50&$sort[id_test_gadget]=1')).json();
    const expected = sortedIds(
      (g) =>
        [g.name, g.description ?? ''].some((text) => text.toLowerCase().includes('alpha')) &&
        [g.name, g.description ?? ''].some((text) => text.toLowerCase().includes('room')),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(page.data)).toEqual(expected);
  });

  it('reads wildcards in a searched word literally', async () => {
    expect((await list('$search=%25')).json().total).toBe(0);
    expect((await list('$search=_')).json().total).toBe(0);
  });

  it('finds nothing when one word matches nothing', async () => {
    expect((await list('$search=alpha zebra')).json()).toMatchObject({ total: 0, data: [] });
  });
});

describe('a resource with a fixed filter', () => {
  it('only ever reaches rows inside its filter', async () => {
    const rows = (
      await call({ method: 'GET', url: '/api/test/active-gadget?$limit=-1&$sort[id_test_gadget]=1' })
    ).json();
    expect(idsOf(rows.data)).toEqual(sortedIds((g) => g.active));
    const inactive = gadgets.find((g) => !g.active) as Gadget;
    expect((await call({ method: 'GET', url: `/api/test/active-gadget/${inactive.id_test_gadget}` })).statusCode).toBe(
      404,
    );
    const patch = await call({
      method: 'PATCH',
      url: `/api/test/active-gadget/${inactive.id_test_gadget}`,
      payload: { name: 'x' },
    });
    expect(patch.statusCode).toBe(404);
  });
});

describe('errors: 400 with the offending key', () => {
  const cases: [string, string, string][] = [
    ['colour=red', 'colour', 'error.unknown_query_key'],
    ['$where=1', '$where', 'error.unknown_query_key'],
    ['__proto__[x]=1&name=x', '__proto__[x]', 'error.unknown_query_key'],
    ['name[constructor]=x', 'name[constructor]', 'error.unknown_query_key'],
    ['$select=toString', '$select[0]', 'error.unknown_query_key'],
    ['code=C-1', 'code', 'error.private_field'],
    ['code[$ilike]=C%25', 'code', 'error.private_field'],
    ['$sort[code]=1', '$sort[code]', 'error.private_field'],
    ['secret=abc', 'secret', 'error.private_field'],
    ['$select[]=secret', '$select[0]', 'error.private_field'],
    ['tags=odd', 'tags', 'error.not_filterable'],
    ['stock=many', 'stock', 'error.type'],
    ['stock[$gt]=1.5', 'stock[$gt]', 'error.type'],
    ['price=cheap', 'price', 'error.type'],
    ['active=yes', 'active', 'error.type'],
    ['released=15.01.2024', 'released', 'error.type'],
    ['released=2026-02-31', 'released', 'error.type'],
    ['on_sale_from[$gt]=2026-02-30T10:00', 'on_sale_from[$gt]', 'error.type'],
    ['on_sale_from[$gt]=tomorrow', 'on_sale_from[$gt]', 'error.type'],
    ['stock[$regex]=1', 'stock[$regex]', 'error.unknown_operator'],
    ['stock[$like]=1', 'stock[$like]', 'error.operator_not_applicable'],
    ['active[$gt]=true', 'active[$gt]', 'error.operator_not_applicable'],
    ['description[$null]=maybe', 'description[$null]', 'error.type'],
    ['$limit=ten', '$limit', 'error.type'],
    ['$limit=-2', '$limit', 'error.type'],
    ['$skip=-1', '$skip', 'error.type'],
    ['$sort[name]=up', '$sort[name]', 'error.type'],
    ['$sort[nope]=1', '$sort[nope]', 'error.unknown_query_key'],
    ['pagination=maybe', 'pagination', 'error.type'],
    ['$or[0]=x', '$or[0]', 'error.type'],
  ];
  it.each(cases)('%s', async (query, field, key) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'BadRequest', code: 400 });
    expect(response.json().errors[0]).toMatchObject({ field, key });
  });

  it('a search on a resource without search columns', async () => {
    const response = await call({ method: 'GET', url: '/api/test/active-gadget?$search=lamp' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: '$search', key: 'error.not_searchable' });
  });

  it('a request without a token is 401', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/gadget' });
    expect(response.statusCode).toBe(401);
  });
});

describe('get, create, patch, put', () => {
  it('gets one record, and answers 404 alike for a missing id and a malformed one', async () => {
    const gadget = gadgets[2] as Gadget;
    const response = await call({ method: 'GET', url: `/api/test/gadget/${gadget.id_test_gadget}` });
    expect(response.json()).toMatchObject({ id_test_gadget: gadget.id_test_gadget, name: gadget.name });
    const missing = await call({ method: 'GET', url: '/api/test/gadget/999999' });
    const malformed = await call({ method: 'GET', url: '/api/test/gadget/abc' });
    expect(missing.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(missing.json()).toEqual(malformed.json());
  });

  it('creates with defaults, server-set fields and no write-only field in the answer', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/test/gadget',
      payload: { name: 'Zeta Fan', price: 19.99, secret: 'long enough', id_test_maker: makerIds[1] },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Zeta Fan',
      price: 19.99,
      active: true,
      tags: [],
      id_test_maker: makerIds[1],
    });
    expect(created.created_by).toBeGreaterThan(0);
    expect(created).not.toHaveProperty('secret');
    expect(await storedSecret(created.id_test_gadget)).toBe('long enough');
  });

  it.each([
    [{ price: 1 }, 'name', 'error.empty'],
    [{ name: '' }, 'name', 'error.empty'],
    [{ name: 'x', colour: 'red' }, 'colour', 'error.unknown_field'],
    [{ name: 'x', price: 'cheap' }, 'price', 'error.type'],
    [{ name: 'x', price: -1 }, 'price', 'error.minimum'],
    [{ name: 'x', email: 'not-an-email' }, 'email', 'error.email'],
    [{ name: 'x', secret: 'short' }, 'secret', 'error.min8'],
    [{ name: 'x', released: '15.01.2024' }, 'released', 'error.format'],
    [{ name: 'x', id_test_gadget: 5 }, 'id_test_gadget', 'error.read_only'],
    [{ name: 'x', created_at: '2024-01-01T00:00:00Z' }, 'created_at', 'error.read_only'],
  ])('refuses %j with the field and key, and saves nothing', async (payload, field, key) => {
    const before = (await list('$limit=0')).json().total;
    const response = await call({ method: 'POST', url: '/api/test/gadget', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field, key }));
    expect((await list('$limit=0')).json().total).toBe(before);
  });

  it('refuses a reference to a record that does not exist, saving nothing', async () => {
    const before = (await list('$limit=0')).json().total;
    const response = await call({
      method: 'POST',
      url: '/api/test/gadget',
      payload: { name: 'x', id_test_maker: 99999 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      name: 'Unprocessable',
      errors: [{ field: 'id_test_maker', key: 'error.reference' }],
    });
    expect(response.body).not.toMatch(/Key \(|violates|constraint|insert into/);
    expect((await list('$limit=0')).json().total).toBe(before);
  });

  it('patches only the named fields; put replaces the record', async () => {
    const gadget = gadgets[3] as Gadget;
    const patched = (
      await call({ method: 'PATCH', url: `/api/test/gadget/${gadget.id_test_gadget}`, payload: { stock: 42 } })
    ).json();
    expect(patched).toMatchObject({ stock: 42, name: gadget.name, description: gadget.description });
    const put = await call({
      method: 'PUT',
      url: `/api/test/gadget/${gadget.id_test_gadget}`,
      payload: { name: 'Replaced' },
    });
    expect(put.json()).toMatchObject({ name: 'Replaced', stock: null, description: null, active: true, tags: [] });
    // a write-only value is never read back, so a PUT keeps it
    expect(await storedSecret(gadget.id_test_gadget)).toBe('secret-3-value');
  });
});

describe('delete without soft delete', () => {
  it('deletes for good; force and restore do not apply', async () => {
    const maker = (await call({ method: 'POST', url: '/api/test/maker', payload: { name: 'Short-lived' } })).json();
    const url = `/api/test/maker/${maker.id_test_maker}`;
    for (const flag of ['force', 'restore']) {
      const refused = await call({ method: 'DELETE', url: `${url}?${flag}=true` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ field: flag });
    }
    const deleted = await call({ method: 'DELETE', url });
    expect(deleted.json()).toMatchObject({ name: 'Short-lived' });
    expect((await call({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('refuses to delete a record that others reference, keeping it', async () => {
    const url = `/api/test/maker/${makerIds[0]}`;
    const response = await call({ method: 'DELETE', url });
    expect(response.statusCode).toBe(422);
    expect((await call({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('totals at scale', () => {
  it(`counts exactly up to ${EXACT_COUNT_LIMIT} matches and estimates beyond`, async () => {
    await sql`
      insert into test_maker (name, country)
      select 'Bulk ' || n, case when n % 2 = 0 then 'Deutschland' else 'Schweiz' end
      from generate_series(1, 12000) as n`.execute(testApp.database.db);
    await sql`analyze test_maker`.execute(testApp.database.db);

    const many = (await call({ method: 'GET', url: '/api/test/maker?$limit=5' })).json();
    expect(many.totalIsEstimate).toBe(true);
    expect(many.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(many.total).toBeGreaterThan(10_500);
    expect(many.total).toBeLessThan(14_000);
    expect(many.data).toHaveLength(5);

    const few = (
      await call({ method: 'GET', url: '/api/test/maker?name[$like]=Bulk 1%25&country=Deutschland' })
    ).json();
    expect(few.totalIsEstimate).toBeUndefined();
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from test_maker where name like 'Bulk 1%' and country = 'Deutschland'`.execute(
      testApp.database.db,
    );
    expect(few.total).toBe(rows[0]?.count);

    // Far beyond the limit the estimate answers alone; a short page still gives the exact total.
    await sql`
      insert into test_maker (name, country)
      select 'Mass ' || n, 'Italien' from generate_series(1, 110000) as n`.execute(testApp.database.db);
    await sql`analyze test_maker`.execute(testApp.database.db);
    const huge = (await call({ method: 'GET', url: '/api/test/maker?$limit=3&$skip=6&$sort[id_test_maker]=1' })).json();
    expect(huge).toMatchObject({ totalIsEstimate: true, limit: 3, skip: 6 });
    expect(huge.total).toBeGreaterThan(100_000);
    const expected = await sql<{ id: number }>`
      select id_test_maker as id from test_maker order by id_test_maker limit 3 offset 6`.execute(testApp.database.db);
    expect(huge.data.map((row: { id_test_maker: number }) => row.id_test_maker)).toEqual(
      expected.rows.map((row) => row.id),
    );

    const { rows: all } = await sql<{ count: number }>`select count(*) as count from test_maker`.execute(
      testApp.database.db,
    );
    const count = all[0]?.count as number;
    const tail = (await call({ method: 'GET', url: `/api/test/maker?$limit=20&$skip=${count - 2}` })).json();
    expect(tail.totalIsEstimate).toBeUndefined();
    expect(tail.total).toBe(count);
    expect(tail.data).toHaveLength(2);
  });
});
